import { buildSeedRecords } from '../../seed';
import { generatedAudioFacts, renderGeneratedAudio } from '../wav';
import { SoundAnalyser } from './soundAnalyser';

/** How well the analysis reads the seed's cues, which are composed at known tempos and keys (mocks/media/wav.ts). */
export interface SeedAccuracy {
  cues: number;
  /** Share of cues whose tempo is within 2% (a half or double tempo is a miss). */
  tempo: number;
  /** Share of cues whose tonic and mode are right (dorian counts as minor, lydian as major). */
  key: number;
  /** Average milliseconds of analysis per cue (rendering not counted). */
  msPerCue: number;
}

/** Renders and analyses every generated cue of the seed catalogue, one at a time. */
export function measureSeedAccuracy(): SeedAccuracy {
  const cues = buildSeedRecords().files.flatMap((file) => (file.source.type === 'generatedAudio' ? [file.source] : []));
  let tempo = 0;
  let key = 0;
  let analysing = 0;
  for (const { seed, seconds } of cues) {
    const wav = renderGeneratedAudio(seed, seconds);
    const samples = Float32Array.from(new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.byteLength - 44) / 2), (value) => value / 32768);
    const started = performance.now();
    const analyser = new SoundAnalyser(22050, 1);
    analyser.addPlanar([samples], samples.length);
    const analysis = analyser.finish();
    analysing += performance.now() - started;
    const truth = generatedAudioFacts(seed);
    if (analysis.tempoBpm !== null && Math.abs(analysis.tempoBpm - truth.bpm) / truth.bpm <= 0.02) tempo++;
    if (analysis.key?.tonic === truth.tonic && analysis.key.mode === truth.mode) key++;
  }
  return { cues: cues.length, tempo: tempo / cues.length, key: key / cues.length, msPerCue: analysing / cues.length };
}
