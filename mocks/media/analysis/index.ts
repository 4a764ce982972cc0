import type { PcmSink } from '../waveform';
import { SoundAnalyser, type SoundAnalysis } from './soundAnalyser';

export { FEATURE_COUNT, type SoundAnalysis } from './soundAnalyser';

/** A sink for the waveform's decoding pass (computePeaks) that analyses the sound on the way. */
export interface AnalysisSink extends PcmSink {
  /** The analysis of everything handed in; undefined when no sample came (the decoding failed first). */
  result(): SoundAnalysis | undefined;
}

export function analysisSink(): AnalysisSink {
  let analyser: SoundAnalyser | undefined;
  return {
    open: (sampleRate, channels) => void (analyser = new SoundAnalyser(sampleRate, channels)),
    addPlanar: (planar, frames) => analyser?.addPlanar(planar, frames),
    result: () => analyser?.finish(),
  };
}
