import { mp3Peaks } from './mp3Peaks';
import type { Peaks } from './peaks';
import type { PcmSink } from './pcmSink';
import { wavPeaks } from './wavPeaks';

export { AudioFileProblem, type AudioProblemCode } from './audioProblem';
export { MAX_PIXELS, type Peaks } from './peaks';
export type { PcmSink } from './pcmSink';

/**
 * Bumped when the peaks computation changes: part of the waveform's ETag, and stored waveforms of an
 * older version are computed again.
 */
export const WAVEFORM_VERSION = 1;

/**
 * The peaks of an audio file streamed in (WAV read directly, MP3 decoded); throws AudioFileProblem
 * (AUDIO_FILE_CORRUPT or AUDIO_FILE_TRUNCATED) when its samples cannot be read. `statedSeconds` is the
 * duration its header states (MP3: the pixel span is chosen from it, and audio well short of it is truncated).
 * A `sink` reads the same decoded samples on the way (one pass over the file).
 */
export function computePeaks(contentType: 'audio/wav' | 'audio/mpeg', stream: ReadableStream<Uint8Array>, statedSeconds: number | null, sink?: PcmSink): Promise<Peaks> {
  return contentType === 'audio/wav' ? wavPeaks(stream, sink) : mp3Peaks(stream, statedSeconds, sink);
}
