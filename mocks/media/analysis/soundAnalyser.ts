import { estimateKey, type Mode } from './key';
import { LoudnessMeter } from './loudness';
import { MonoResampler } from './monoResampler';
import { ANALYSIS_SAMPLE_RATE, HOP_SIZE, SpectralFrames, type TimbreSums } from './spectralFrames';
import { estimateTempo } from './tempo';

/** Bumped when the analysis changes: stored analyses of an older version are computed again. */
export const SOUND_ANALYSIS_VERSION = 1;

/** What the provider learns from a track's audio. */
export interface SoundAnalysis {
  durationSeconds: number;
  /** Beats per minute, one decimal; null when the audio has no steady pulse. */
  tempoBpm: number | null;
  /** Tonic pitch class (0 = C ... 11 = B) and mode; null for audio without pitch (silence, noise). */
  key: { tonic: number; mode: Mode } | null;
  /** Integrated loudness (BS.1770), one decimal; null for silence. */
  loudnessLufs: number | null;
  /** Timbre, harmony and rhythm statistics compared by "more like this" (see similarity). */
  features: number[];
}

/** Length of `SoundAnalysis.features`. */
export const FEATURE_COUNT = 13 + 13 + 12 + 6 + 1;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * How much of a track its tempo, key and timbre are read from: the first 6 minutes. A film cue is rarely longer, and
 * the spectral pass is most of the analysis's CPU: a 150 MB WAV (14 minutes) took about 10 s of a core, two thirds
 * of it past this point, beside the requests of a busy server. Loudness still measures the whole track.
 */
export const SPECTRAL_SECONDS = 6 * 60;

/**
 * A streaming analysis: feed it the decoded audio piece by piece with `addPlanar` (as the waveform reducer is),
 * then `finish()`. Loudness is measured on the original channels at their own rate, over the whole track; tempo,
 * key and timbre on a mono copy at 22,050 Hz of its first `spectralSeconds`. Memory stays bounded by the frame
 * buffers and one onset value per 23 ms.
 */
export class SoundAnalyser {
  private readonly loudness: LoudnessMeter;
  private readonly frames = new SpectralFrames();
  private readonly mono: MonoResampler;
  private readonly spectralFrames: number;
  private frameCount = 0;

  constructor(
    private readonly sampleRate: number,
    channels: number,
    spectralSeconds = SPECTRAL_SECONDS,
  ) {
    this.loudness = new LoudnessMeter(sampleRate, channels);
    this.mono = new MonoResampler(sampleRate, ANALYSIS_SAMPLE_RATE, (samples, length) => this.frames.add(samples, length));
    this.spectralFrames = Math.round(spectralSeconds * sampleRate);
  }

  addPlanar(planar: readonly Float32Array[], frames: number): void {
    if (frames <= 0) return;
    const spectral = Math.max(0, Math.min(frames, this.spectralFrames - this.frameCount));
    this.frameCount += frames;
    this.loudness.addPlanar(planar, frames);
    if (spectral === frames) this.mono.addPlanar(planar, frames);
    else if (spectral > 0)
      this.mono.addPlanar(
        planar.map((channel) => channel.subarray(0, spectral)),
        spectral,
      );
  }

  finish(): SoundAnalysis {
    const onsets = this.frames.onsets();
    const tempo = estimateTempo(highPassed(onsets), ANALYSIS_SAMPLE_RATE / HOP_SIZE);
    const timbre = this.frames.timbre;
    // The key is read from meyda's chroma and the spectral peaks' pitch classes, in equal parts.
    const chroma = normalised(timbre.chroma);
    const peaks = normalised(timbre.pitchClasses);
    const key = timbre.frames > 0 ? estimateKey(chroma.map((value, i) => value + peaks[i]!)) : null;
    const loudness = this.loudness.integrated();
    return {
      durationSeconds: this.frameCount / this.sampleRate,
      tempoBpm: tempo === null ? null : round1(tempo),
      key: key && { tonic: key.tonic, mode: key.mode },
      loudnessLufs: loudness === null ? null : round1(loudness),
      features: featureVector(timbre, onsets, tempo),
    };
  }
}

function normalised(values: Float64Array): number[] {
  const total = values.reduce((a, b) => a + b, 0) || 1;
  return Array.from(values, (value) => value / total);
}

/** The onset envelope minus its moving average over about a second, half-wave rectified: the pulse, not the swell. */
function highPassed(onsets: Float32Array): Float32Array {
  const radius = 21;
  const out = new Float32Array(onsets.length);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < Math.min(radius, onsets.length); i++) {
    sum += onsets[i]!;
    count++;
  }
  for (let i = 0; i < onsets.length; i++) {
    const enter = i + radius;
    if (enter < onsets.length) {
      sum += onsets[enter]!;
      count++;
    }
    const leave = i - radius - 1;
    if (leave >= 0) {
      sum -= onsets[leave]!;
      count--;
    }
    out[i] = Math.max(0, onsets[i]! - sum / count);
  }
  return out;
}

function featureVector(timbre: TimbreSums, onsets: Float32Array, tempo: number | null): number[] {
  const n = Math.max(1, timbre.frames);
  const mean = (sum: number) => sum / n;
  const deviation = (sum: number, squares: number) => Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2));
  const mfccMeans = Array.from(timbre.mfcc, mean);
  const mfccDeviations = Array.from(timbre.mfcc, (sum, i) => deviation(sum, timbre.mfccSquares[i]!));
  const chroma = normalised(timbre.chroma);
  let onsetMean = 0;
  for (const value of onsets) onsetMean += value;
  onsetMean /= Math.max(1, onsets.length);
  return [
    ...mfccMeans,
    ...mfccDeviations,
    ...chroma,
    mean(timbre.centroid),
    deviation(timbre.centroid, timbre.centroidSquares),
    mean(timbre.flatness),
    mean(timbre.rms),
    deviation(timbre.rms, timbre.rmsSquares),
    onsetMean,
    tempo === null ? 0 : Math.log2(tempo),
  ].map((value) => (Number.isFinite(value) ? value : 0));
}
