import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyseGeneratedCue } from '../mocks/media/analysis/generatedCue';
import { SOUND_ANALYSIS_VERSION } from '../mocks/media/analysis/soundAnalyser';
import { toSoundRecord } from '../mocks/media/analysis/store';
import { seedCues } from '../mocks/media/analysis/seedAccuracy';
import { seedCueKey, type SeedSoundFile } from '../mocks/seed/seedSound';

/** Analyses every generated cue of the seed and writes mocks/seed/seedSound.json (run after changing the analysis or the seed). */
const target = fileURLToPath(new URL('../mocks/seed/seedSound.json', import.meta.url));
const file: SeedSoundFile = { version: SOUND_ANALYSIS_VERSION, cues: {} };
for (const { seed, seconds } of seedCues()) {
  const { version: _version, ...sound } = toSoundRecord(analyseGeneratedCue(seed, seconds));
  file.cues[seedCueKey(seed, seconds)] = sound;
}
// One line per cue: a reader can diff what a change of the analysis moved.
const lines = Object.entries(file.cues).map(([key, sound]) => `    ${JSON.stringify(key)}: ${JSON.stringify(sound)}`);
writeFileSync(target, `{\n  "version": ${file.version},\n  "cues": {\n${lines.join(',\n')}\n  }\n}\n`);
console.log(`${Object.keys(file.cues).length} cues analysed into ${target}`);
