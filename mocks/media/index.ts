/** Synthesised media for the seed: playable WAV cues and PNG album covers, generated on demand from a seed. */
export { GENERATED_AUDIO_SAMPLE_RATE, generatedAudioByteLength, generatedAudioDuration, renderGeneratedAudio } from './wav';
export { GENERATED_COVER_SIZE, encodePng, generatedCoverByteLength, renderGeneratedCover } from './png';
