/**
 * Waveforms (shared layer): a track's shape from the provider's stored peaks (`getMusicWaveform`), drawn with
 * wavesurfer.js (loaded lazily) on the player's own audio element, its played part highlighted, cue markers on
 * it, click or tap to seek. `TrackWaveform` is wired to the player; `Waveform` takes its media and callbacks.
 */
export { TrackWaveform } from './TrackWaveform';
export { Waveform } from './Waveform';
