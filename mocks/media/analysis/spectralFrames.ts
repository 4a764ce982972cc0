import FFT from 'fft.js';
import Meyda, { type MeydaFeaturesObject } from 'meyda';

/**
 * Mono audio at the analysis rate cut into overlapping frames (2048 samples, a new one every 512): the magnitude
 * spectrum of every frame (Hann window, fft.js) feeds the onset envelope (log-compressed spectral flux), and
 * every fourth frame, read by meyda, adds its MFCCs, chroma, spectral centroid and flatness and RMS to running sums, and its
 * spectral peaks' pitch classes (a sharper profile of the harmony than meyda's chroma, which smears the bass). Memory:
 * one frame, one spectrum, the sums, and one onset value per hop (about 43 a second).
 */

export const ANALYSIS_SAMPLE_RATE = 22050;
export const FRAME_SIZE = 2048;
export const HOP_SIZE = 512;
const TIMBRE_EVERY = 4;
const MFCC_COUNT = 13;
/** Spectral flux is read up to this frequency (bins above carry little of the pulse). */
const FLUX_MAX_HZ = 8000;
/**
 * Spectral peaks between these frequencies vote for their pitch class; above the tilt, a peak's vote falls with its
 * frequency. Below 130 Hz a 2048-sample frame cannot tell neighbouring semitones apart (10.8 Hz per bin).
 */
const PEAK_MIN_HZ = 130;
const PEAK_MAX_HZ = 1000;
const PEAK_TILT_HZ = 400;

export interface TimbreSums {
  frames: number;
  mfcc: Float64Array;
  mfccSquares: Float64Array;
  /** Chroma weighted by each frame's RMS (quiet frames count less). */
  chroma: Float64Array;
  /** Pitch classes of spectral peaks from 130 Hz to 1 kHz, weighted by power, less above 400 Hz (see PEAK_*). */
  pitchClasses: Float64Array;
  centroid: number;
  centroidSquares: number;
  flatness: number;
  rms: number;
  rmsSquares: number;
}

export class SpectralFrames {
  private readonly frame = new Float32Array(FRAME_SIZE);
  private filled = 0;
  private hops = 0;
  private readonly fluxBins = Math.floor((FLUX_MAX_HZ / ANALYSIS_SAMPLE_RATE) * FRAME_SIZE);
  /** The compressed spectra of this frame and the one before, swapped each hop (no allocation per frame). */
  private compressed = new Float32Array(this.fluxBins);
  private previous = new Float32Array(this.fluxBins);
  private readonly fft = new FFT(FRAME_SIZE);
  private readonly windowed = new Float64Array(FRAME_SIZE);
  private readonly complex = this.fft.createComplexArray();
  private readonly spectrum = new Float32Array(FRAME_SIZE / 2);
  private onsetValues = new Float32Array(1024);
  private onsetCount = 0;
  readonly timbre: TimbreSums = {
    frames: 0,
    mfcc: new Float64Array(MFCC_COUNT),
    mfccSquares: new Float64Array(MFCC_COUNT),
    chroma: new Float64Array(12),
    pitchClasses: new Float64Array(12),
    centroid: 0,
    centroidSquares: 0,
    flatness: 0,
    rms: 0,
    rmsSquares: 0,
  };

  add(samples: Float32Array, length: number): void {
    let at = 0;
    while (at < length) {
      const take = Math.min(length - at, FRAME_SIZE - this.filled);
      this.frame.set(samples.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
      if (this.filled === FRAME_SIZE) {
        this.readFrame();
        this.frame.copyWithin(0, HOP_SIZE);
        this.filled = FRAME_SIZE - HOP_SIZE;
      }
    }
  }

  /** The onset envelope so far (one value per hop). */
  onsets(): Float32Array {
    return this.onsetValues.subarray(0, this.onsetCount);
  }

  private readFrame(): void {
    const withTimbre = this.hops % TIMBRE_EVERY === 0;
    this.hops++;
    const spectrum = this.magnitudes();
    const compressed = this.compressed;
    for (let bin = 0; bin < this.fluxBins; bin++) compressed[bin] = Math.log1p(100 * spectrum[bin]!);
    let flux = 0;
    if (this.hops > 1) for (let bin = 0; bin < this.fluxBins; bin++) flux += Math.max(0, compressed[bin]! - this.previous[bin]!);
    this.compressed = this.previous;
    this.previous = compressed;
    this.pushOnset(flux);
    if (withTimbre) {
      configureMeyda();
      const features = Meyda.extract(['amplitudeSpectrum', 'mfcc', 'chroma', 'spectralCentroid', 'spectralFlatness', 'rms'], this.frame);
      if (features?.amplitudeSpectrum) {
        this.addTimbre(features);
        this.addPitchClasses(features.amplitudeSpectrum);
      }
    }
  }

  /** The magnitude spectrum of the frame under a Hann window (the same scale as meyda's). */
  private magnitudes(): Float32Array {
    for (let i = 0; i < FRAME_SIZE; i++) this.windowed[i] = this.frame[i]! * HANN[i]!;
    this.fft.realTransform(this.complex, this.windowed);
    for (let bin = 0; bin < FRAME_SIZE / 2; bin++) this.spectrum[bin] = Math.sqrt(this.complex[2 * bin]! ** 2 + this.complex[2 * bin + 1]! ** 2);
    return this.spectrum;
  }

  private pushOnset(value: number): void {
    if (this.onsetCount === this.onsetValues.length) {
      const grown = new Float32Array(this.onsetValues.length * 2);
      grown.set(this.onsetValues);
      this.onsetValues = grown;
    }
    this.onsetValues[this.onsetCount++] = value;
  }

  private addPitchClasses(spectrum: Float32Array | number[]): void {
    const binHz = ANALYSIS_SAMPLE_RATE / FRAME_SIZE;
    const low = Math.max(2, Math.floor(PEAK_MIN_HZ / binHz));
    const high = Math.ceil(PEAK_MAX_HZ / binHz);
    for (let bin = low; bin <= high; bin++) {
      const here = spectrum[bin]!;
      const before = spectrum[bin - 1]!;
      const after = spectrum[bin + 1]!;
      if (here <= before || here < after) continue;
      const curve = before - 2 * here + after;
      const offset = curve === 0 ? 0 : (0.5 * (before - after)) / curve;
      const hz = (bin + offset) * binHz;
      const pitchClass = ((Math.round(12 * Math.log2(hz / 440) + 69) % 12) + 12) % 12;
      this.timbre.pitchClasses[pitchClass]! += here * here * Math.min(1, PEAK_TILT_HZ / hz);
    }
  }

  private addTimbre(features: Partial<MeydaFeaturesObject>): void {
    const { mfcc, chroma, spectralCentroid, spectralFlatness, rms } = features;
    if (!mfcc || !chroma || rms === undefined || rms < 1e-4) return;
    const sums = this.timbre;
    sums.frames++;
    for (let i = 0; i < MFCC_COUNT; i++) {
      sums.mfcc[i]! += mfcc[i]!;
      sums.mfccSquares[i]! += mfcc[i]! ** 2;
    }
    for (let i = 0; i < 12; i++) if (Number.isFinite(chroma[i])) sums.chroma[i]! += chroma[i]! * rms;
    const centroid = Number.isFinite(spectralCentroid) ? spectralCentroid! : 0;
    sums.centroid += centroid;
    sums.centroidSquares += centroid ** 2;
    sums.flatness += Number.isFinite(spectralFlatness) ? spectralFlatness! : 0;
    sums.rms += rms;
    sums.rmsSquares += rms ** 2;
  }
}

const HANN = Float64Array.from({ length: FRAME_SIZE }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME_SIZE - 1)));

/** meyda is configured globally: every frame of every analysis uses the same settings. */
function configureMeyda(): void {
  if (Meyda.bufferSize === FRAME_SIZE && Meyda.sampleRate === ANALYSIS_SAMPLE_RATE) return;
  Meyda.bufferSize = FRAME_SIZE;
  Meyda.sampleRate = ANALYSIS_SAMPLE_RATE;
  Meyda.numberOfMFCCCoefficients = MFCC_COUNT;
  Meyda.windowingFunction = 'hanning';
}
