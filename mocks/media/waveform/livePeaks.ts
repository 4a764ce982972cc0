import { detectFileType, FILE_TYPE_SNIFF_BYTES } from '../../../src/lib/domain/fileType';
import type { PcmSink } from './pcmSink';
import type { Peaks } from './peaks';
import { wavPeaks } from './wavPeaks';
import { createPushedStream } from '../pushedStream';

/** Bytes the reducer may lag behind the upload before the upload waits for it. */
const QUEUE_BYTES = 8 * 1024 * 1024;

/**
 * The peaks of a WAV computed while its bytes arrive, so the last PATCH of a large upload does not read the
 * whole file again: `push` the bytes in file order (it waits when the reducer lags too far behind), then
 * `end()` once every byte arrived, or `abandon()`. `result` answers the peaks, or undefined when the file
 * is no WAV (or the bytes stopped short): then the caller reads the stored file instead. Errors of a WAV
 * (AudioFileProblem) come out of `result` as they would from the stored file. A `sink` reads the WAV's samples
 * on the way (when `result` answers undefined, it read nothing).
 */
export interface LivePeaks {
  push(bytes: Uint8Array): Promise<void>;
  end(): void;
  abandon(): void;
  readonly result: Promise<Peaks | undefined>;
}

export function startLivePeaks(sink?: PcmSink): LivePeaks {
  const pushed = createPushedStream(QUEUE_BYTES);
  // The first bytes decide: a WAV is reduced as it streams in; anything else waits for the stored file.
  let head: Uint8Array[] = [];
  let headBytes = 0;
  let decided: 'wav' | 'other' | undefined;
  let settle!: (peaks: Promise<Peaks | undefined>) => void;
  const result = new Promise<Peaks | undefined>((resolve) => (settle = resolve)).then((peaks) => peaks);
  // Nobody may await an abandoned result: never an unhandled rejection.
  result.catch(() => undefined);

  const decide = (final: boolean) => {
    if (decided || (!final && headBytes < FILE_TYPE_SNIFF_BYTES)) return;
    const first = new Uint8Array(headBytes);
    let at = 0;
    for (const part of head) {
      first.set(part, at);
      at += part.byteLength;
    }
    head = [];
    decided = detectFileType(first.subarray(0, FILE_TYPE_SNIFF_BYTES)) === 'audio/wav' ? 'wav' : 'other';
    if (decided === 'wav') {
      settle(wavPeaks(pushed.stream, sink));
      void pushed.push(first);
    } else {
      pushed.close();
      settle(Promise.resolve(undefined));
    }
  };

  return {
    async push(bytes) {
      if (!pushed.open) return;
      if (!decided) {
        head.push(bytes);
        headBytes += bytes.byteLength;
        decide(false);
        return;
      }
      await pushed.push(bytes);
    },
    end() {
      decide(true);
      pushed.close();
    },
    abandon() {
      if (!decided) settle(Promise.resolve(undefined));
      pushed.fail(new Error('The upload stopped short.'));
    },
    result,
  };
}
