/** The part of fft.js (radix-4, MIT; it ships no types) the analysis uses. */
declare module 'fft.js' {
  export default class FFT {
    constructor(size: number);
    createComplexArray(): number[];
    /** Fills the left half of `output` (interleaved re, im) with the spectrum of the real `input`. */
    realTransform(output: number[], input: ArrayLike<number>): void;
  }
}
