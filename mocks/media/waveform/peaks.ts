/**
 * Peaks in the shape of BBC audiowaveform's JSON (version 2, one channel, 8 bits): at most `MAX_PIXELS`
 * min/max pairs, each over `samplesPerPixel` sample frames, the envelope of every channel.
 */

/** At most this many min/max pairs per track (the contract's `Waveform.length`). */
export const MAX_PIXELS = 1000;

export interface Peaks {
  sampleRate: number;
  samplesPerPixel: number;
  /** Sample frames read (the track's length in samples per channel). */
  frames: number;
  durationSeconds: number;
  /** `[min0, max0, min1, max1, ...]`, each from -128 to 127. */
  data: number[];
}

/** A sample in [-1, 1] as 8 bits: 16-bit `s` gives `s >> 8`, as audiowaveform's 8-bit output does. */
export const toByte = (value: number) => Math.max(-128, Math.min(127, Math.floor(value * 128)));

/** Samples per pixel so that `frames` fill at most `MAX_PIXELS` pixels. */
export const samplesPerPixelFor = (frames: number) => Math.max(1, Math.ceil(frames / MAX_PIXELS));

/**
 * Min and max of every `samplesPerPixel` frames, fed in planar blocks as they are decoded. When more frames
 * come than the estimate allowed for (an MP3's length is only estimated up front), neighbouring pixels merge
 * and the span doubles, so memory stays at `MAX_PIXELS` pairs whatever the input.
 */
export class PeakAccumulator {
  private readonly mins = new Float32Array(MAX_PIXELS + 1);
  private readonly maxs = new Float32Array(MAX_PIXELS + 1);
  private pixels = 0;
  private min = Infinity;
  private max = -Infinity;
  private inPixel = 0;
  private frames = 0;

  constructor(
    private samplesPerPixel: number,
    readonly sampleRate: number,
  ) {}

  /** `frameCount` frames of each channel (channels[c][0..frameCount)). */
  addPlanar(channels: readonly Float32Array[], frameCount: number): void {
    let at = 0;
    while (at < frameCount) {
      const take = Math.min(frameCount - at, this.samplesPerPixel - this.inPixel);
      let min = this.min;
      let max = this.max;
      for (const channel of channels) {
        for (let i = at, end = at + take; i < end; i++) {
          const value = channel[i]!;
          if (value < min) min = value;
          if (value > max) max = value;
        }
      }
      this.min = min;
      this.max = max;
      this.inPixel += take;
      this.frames += take;
      at += take;
      if (this.inPixel === this.samplesPerPixel) this.closePixel();
    }
  }

  private closePixel(): void {
    this.mins[this.pixels] = this.min;
    this.maxs[this.pixels] = this.max;
    this.pixels++;
    this.min = Infinity;
    this.max = -Infinity;
    this.inPixel = 0;
    if (this.pixels > MAX_PIXELS) this.halve();
  }

  /** MAX_PIXELS + 1 pixels: pairs merge, the odd last one becomes the start of the next (twice as wide) pixel. */
  private halve(): void {
    const pairs = Math.floor(this.pixels / 2);
    for (let i = 0; i < pairs; i++) {
      this.mins[i] = Math.min(this.mins[2 * i]!, this.mins[2 * i + 1]!);
      this.maxs[i] = Math.max(this.maxs[2 * i]!, this.maxs[2 * i + 1]!);
    }
    if (this.pixels % 2 === 1) {
      this.min = this.mins[this.pixels - 1]!;
      this.max = this.maxs[this.pixels - 1]!;
      this.inPixel = this.samplesPerPixel;
    }
    this.pixels = pairs;
    this.samplesPerPixel *= 2;
  }

  get frameCount(): number {
    return this.frames;
  }

  finish(): Peaks {
    // A last, shorter pixel (which may make one too many: then the pixels merge and it closes again).
    while (this.inPixel > 0) this.closePixel();
    const data = new Array<number>(this.pixels * 2);
    for (let i = 0; i < this.pixels; i++) {
      data[2 * i] = toByte(this.mins[i]!);
      data[2 * i + 1] = toByte(this.maxs[i]!);
    }
    return {
      sampleRate: this.sampleRate,
      samplesPerPixel: this.samplesPerPixel,
      frames: this.frames,
      durationSeconds: this.sampleRate > 0 ? this.frames / this.sampleRate : 0,
      data,
    };
  }
}
