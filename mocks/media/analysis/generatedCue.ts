import { renderGeneratedAudio } from '../wav';
import { SoundAnalyser, type SoundAnalysis } from './soundAnalyser';

/** Renders one of the seed's generated cues (mocks/media/wav.ts) and analyses it, as an upload of it would be. */
export function analyseGeneratedCue(seed: number, seconds: number): SoundAnalysis {
  const wav = renderGeneratedAudio(seed, seconds);
  const samples = Float32Array.from(new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.byteLength - 44) / 2), (value) => value / 32768);
  const analyser = new SoundAnalyser(22050, 1);
  analyser.addPlanar([samples], samples.length);
  return analyser.finish();
}
