/**
 * Something else that reads the decoded samples while the waveform reducer does (the sound analysis): told the
 * format once, before the first samples, then handed every piece in order. The arrays are reused after the call.
 */
export interface PcmSink {
  open(sampleRate: number, channels: number): void;
  addPlanar(planar: readonly Float32Array[], frames: number): void;
}
