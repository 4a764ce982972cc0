import { MPEGDecoder } from 'mpg123-decoder';
import { corrupt, truncated } from './audioProblem';
import { ByteReader } from './byteReader';
import { PeakAccumulator, samplesPerPixelFor, type Peaks } from './peaks';
import type { PcmSink } from './pcmSink';
import { createTurnTaker } from '../turnTaker';

/**
 * Peaks of an MP3 decoded piece by piece as its bytes stream in, with mpg123 compiled to WebAssembly
 * (runs in Node and in the browser, where the static build's mock runs). Only the decoder's buffers and one
 * piece of decoded samples are held at a time; the span of a pixel comes from the duration estimated at
 * upload, and widens if the file is longer than that (see PeakAccumulator).
 */

/** Encoded bytes fed to the decoder at a time (the decoder's own input buffer is 64 KiB). */
const PIECE_BYTES = 64 * 1024;
const SAMPLES_PER_FRAME = 1152;
/** Decoded audio shorter than this share of the duration the file's header states means the file was cut. */
const TRUNCATED_BELOW = 0.9;
/**
 * The decoded length runs a little past the stated duration (encoder delay and padding, an estimate from
 * the bitrate): room for that keeps the pixels at most 1,000 without widening them to 500.
 */
const expectedFrames = (statedSeconds: number | null, sampleRate: number) => (statedSeconds ?? 0) * sampleRate * 1.01 + 2 * SAMPLES_PER_FRAME;

/**
 * mpg123-decoder logs every decoding error with console.error; they are counted here instead (a damaged file
 * would print hundreds of lines). `decode` is synchronous, so nothing else runs while the log is muted.
 */
function quietly<T>(work: () => T): T {
  const log = console.error;
  console.error = () => undefined;
  try {
    return work();
  } finally {
    console.error = log;
  }
}

export async function mp3Peaks(stream: ReadableStream<Uint8Array>, statedSeconds: number | null, sink?: PcmSink): Promise<Peaks> {
  const reader = new ByteReader(stream);
  const decoder = new MPEGDecoder();
  try {
    await decoder.ready;
    let peaks: PeakAccumulator | undefined;
    let errors = 0;
    const takeTurn = createTurnTaker();
    for (;;) {
      await takeTurn();
      const piece = await reader.next(PIECE_BYTES);
      if (!piece) break;
      const decoded = quietly(() => decoder.decode(piece));
      errors += decoded.errors.length;
      if (decoded.samplesDecoded === 0) continue;
      if (!peaks) {
        peaks = new PeakAccumulator(samplesPerPixelFor(expectedFrames(statedSeconds, decoded.sampleRate)), decoded.sampleRate);
        sink?.open(decoded.sampleRate, decoded.channelData.length);
      }
      peaks.addPlanar(decoded.channelData, decoded.samplesDecoded);
      sink?.addPlanar(decoded.channelData, decoded.samplesDecoded);
    }
    if (!peaks || peaks.frameCount === 0) throw corrupt('No MPEG audio frame could be decoded.');
    const frames = Math.ceil(peaks.frameCount / SAMPLES_PER_FRAME);
    if (errors > frames) throw corrupt(`The decoder reported ${errors} errors for ${frames} frames.`);
    const result = peaks.finish();
    if (statedSeconds && result.durationSeconds < statedSeconds * TRUNCATED_BELOW) {
      const short = `The file states ${statedSeconds} s but holds ${result.durationSeconds.toFixed(1)} s of audio`;
      // Frames lost to decoding errors are damage; a file that simply stops (one broken last frame at most) was cut.
      throw errors > 1 ? corrupt(`${short} (${errors} decoding errors).`) : truncated(`${short}.`);
    }
    return result;
  } finally {
    decoder.free();
    await reader.cancel();
  }
}
