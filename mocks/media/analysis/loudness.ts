/**
 * Integrated loudness (ITU-R BS.1770-4 / EBU R 128) of audio streamed in, at its own sample rate and channels:
 * each channel is K-weighted (a high shelf, then a high pass; coefficients for any sample rate), mean squares
 * are kept per 100 ms, and 400 ms blocks (75% overlap) are gated at -70 LUFS, then 10 LU below their mean.
 * Memory: one number per 100 ms.
 */

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two K-weighting stages for a sample rate (as libebur128 derives them from the 48 kHz filter). */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  const shelfK = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const shelfQ = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  const shelfA0 = 1 + shelfK / shelfQ + shelfK * shelfK;
  const shelf: Biquad = {
    b0: (vh + (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    b1: (2 * (shelfK * shelfK - vh)) / shelfA0,
    b2: (vh - (vb * shelfK) / shelfQ + shelfK * shelfK) / shelfA0,
    a1: (2 * (shelfK * shelfK - 1)) / shelfA0,
    a2: (1 - shelfK / shelfQ + shelfK * shelfK) / shelfA0,
  };
  const passK = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const passQ = 0.5003270373238773;
  const passA0 = 1 + passK / passQ + passK * passK;
  const pass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (passK * passK - 1)) / passA0, a2: (1 - passK / passQ + passK * passK) / passA0 };
  return [shelf, pass];
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = 10;
const SEGMENTS_PER_BLOCK = 4;

const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

export class LoudnessMeter {
  private readonly filters: [Biquad, Biquad];
  /** Per channel: the two stages' states (x1, x2, y1, y2 of each). */
  private readonly states: Float64Array[];
  private readonly segmentFrames: number;
  private segmentFill = 0;
  private segmentSum = 0;
  /** Sum over channels of each finished 100 ms segment's mean square. */
  private readonly segments: number[] = [];

  constructor(sampleRate: number, channels: number) {
    this.filters = kWeighting(sampleRate);
    this.states = Array.from({ length: channels }, () => new Float64Array(8));
    this.segmentFrames = Math.max(1, Math.round(sampleRate / 10));
  }

  addPlanar(planar: readonly Float32Array[], frames: number): void {
    const [shelf, pass] = this.filters;
    let at = 0;
    while (at < frames) {
      const take = Math.min(frames - at, this.segmentFrames - this.segmentFill);
      for (let c = 0; c < this.states.length; c++) {
        const input = planar[c]!;
        const s = this.states[c]!;
        let [x1, x2, y1, y2, u1, u2, v1, v2] = [s[0]!, s[1]!, s[2]!, s[3]!, s[4]!, s[5]!, s[6]!, s[7]!];
        let sum = 0;
        for (let i = at; i < at + take; i++) {
          const x = input[i]!;
          const y = shelf.b0 * x + shelf.b1 * x1 + shelf.b2 * x2 - shelf.a1 * y1 - shelf.a2 * y2;
          x2 = x1;
          x1 = x;
          y2 = y1;
          y1 = y;
          const v = pass.b0 * y + pass.b1 * u1 + pass.b2 * u2 - pass.a1 * v1 - pass.a2 * v2;
          u2 = u1;
          u1 = y;
          v2 = v1;
          v1 = v;
          sum += v * v;
        }
        s.set([x1, x2, y1, y2, u1, u2, v1, v2]);
        this.segmentSum += sum;
      }
      this.segmentFill += take;
      at += take;
      if (this.segmentFill === this.segmentFrames) {
        this.segments.push(this.segmentSum / this.segmentFrames);
        this.segmentFill = 0;
        this.segmentSum = 0;
      }
    }
  }

  /** Integrated loudness in LUFS, or null when nothing passes the gates (silence, or under 400 ms of audio). */
  integrated(): number | null {
    const blocks: number[] = [];
    for (let end = SEGMENTS_PER_BLOCK; end <= this.segments.length; end++) {
      let sum = 0;
      for (let i = end - SEGMENTS_PER_BLOCK; i < end; i++) sum += this.segments[i]!;
      const power = sum / SEGMENTS_PER_BLOCK;
      if (power > 0 && loudnessOf(power) > ABSOLUTE_GATE_LUFS) blocks.push(power);
    }
    if (blocks.length === 0) return null;
    const relativeGate = loudnessOf(blocks.reduce((a, b) => a + b, 0) / blocks.length) - RELATIVE_GATE_LU;
    const gated = blocks.filter((power) => loudnessOf(power) > relativeGate);
    return loudnessOf(gated.reduce((a, b) => a + b, 0) / gated.length);
  }
}
