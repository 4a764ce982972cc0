/**
 * Audio of any sample rate and channel count, streamed in pieces, as mono at the analysis rate: the channels
 * are averaged, and each output sample is the mean of the input samples its span covers (a box filter, enough
 * against aliasing for spectral statistics). Holds no more than one output sample of state.
 */
export class MonoResampler {
  private readonly step: number;
  private position = 0;
  private sum = 0;
  private count = 0;

  constructor(
    inputRate: number,
    readonly outputRate: number,
    private readonly emit: (samples: Float32Array, length: number) => void,
  ) {
    this.step = outputRate / inputRate;
  }

  private buffer = new Float32Array(0);

  addPlanar(planar: readonly Float32Array[], frames: number): void {
    const needed = Math.ceil(frames * this.step) + 1;
    if (this.buffer.length < needed) this.buffer = new Float32Array(needed);
    const channels = planar.length;
    let written = 0;
    for (let i = 0; i < frames; i++) {
      let value = 0;
      for (let c = 0; c < channels; c++) value += planar[c]![i]!;
      this.sum += value / channels;
      this.count++;
      this.position += this.step;
      if (this.position >= 1) {
        this.position -= 1;
        this.buffer[written++] = this.sum / this.count;
        this.sum = 0;
        this.count = 0;
      }
    }
    if (written > 0) this.emit(this.buffer, written);
  }
}
