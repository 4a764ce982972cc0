import { mp3Peaks } from './mp3Peaks';
import type { Peaks } from './peaks';
import { wavPeaks } from './wavPeaks';

export { AudioFileProblem, type AudioProblemCode } from './audioProblem';
export { MAX_PIXELS, type Peaks } from './peaks';

/**
 * Bumped when the peaks computation changes: part of the waveform's ETag, and stored waveforms of an
 * older version are computed again.
 */
export const WAVEFORM_VERSION = 1;

/**
 * The peaks of an audio file streamed in (WAV read directly, MP3 decoded); throws AudioFileProblem
 * (AUDIO_FILE_CORRUPT or AUDIO_FILE_TRUNCATED) when its samples cannot be read. `statedSeconds` is the
 * duration its header states (MP3: the pixel span is chosen from it, and audio well short of it is truncated).
 */
export function computePeaks(contentType: 'audio/wav' | 'audio/mpeg', stream: ReadableStream<Uint8Array>, statedSeconds: number | null): Promise<Peaks> {
  return contentType === 'audio/wav' ? wavPeaks(stream) : mp3Peaks(stream, statedSeconds);
}
