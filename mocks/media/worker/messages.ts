import type { AudioProblemCode } from '../waveform';
import type { AudioJobResult, AudioJobSpec } from '../audioJobs';

/** What the server's thread tells the audio worker thread about job `job`. */
export type ToAudioThread =
  | { job: number; start: AudioJobSpec }
  | { job: number; bytes: Uint8Array }
  | { job: number; end: true }
  | { job: number; abandon: true }
  /** Render the seed's generated cue (mocks/media/wav.ts). */
  | { job: number; render: { seed: number; seconds: number } };

/** What the audio worker thread answers: bytes it took in (the sender's credit back), then the result (or the rendered cue) or why not. */
export type FromAudioThread =
  | { job: number; took: number }
  | { job: number; result: AudioJobResult }
  | { job: number; rendered: Uint8Array }
  | { job: number; failure: { message: string; code?: AudioProblemCode } };
