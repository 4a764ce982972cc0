import type * as z from 'zod';
import type { cueMarkerRecord } from '../db/schemas';
import { createRandom } from '../media/random';
import type { Pair } from './vocabulary';

type CueMarkerRecord = z.infer<typeof cueMarkerRecord>;

/** Labels of seed cue markers, in the order they tend to come in a cue. */
const OPENINGS: Pair[] = [
  { ko: '도입', en: 'Intro' },
  { ko: '피아노 도입', en: 'Piano opening' },
  { ko: '앰비언트 도입', en: 'Ambient opening' },
];
const MIDDLES: Pair[] = [
  { ko: '메인 테마', en: 'Main theme' },
  { ko: '긴장 고조', en: 'Tension builds' },
  { ko: '브리지', en: 'Bridge' },
  { ko: '현악 합류', en: 'Strings enter' },
  { ko: '리듬 전환', en: 'Rhythm change' },
  { ko: '두 번째 테마', en: 'Second theme' },
  { ko: '멜로디 변주', en: 'Melody variation' },
];
const PEAKS: Pair[] = [
  { ko: '클라이맥스', en: 'Climax' },
  { ko: '빌드업', en: 'Build-up' },
];
const ENDINGS: Pair[] = [
  { ko: '엔딩', en: 'Ending' },
  { ko: '아웃트로', en: 'Outro' },
  { ko: '여운', en: 'Fade out' },
];

/** The demo musician's two tracks (music 1, 32 s; music 2, 40 s): markers that features may rely on. */
export const DEMO_CUE_MARKERS: Record<number, CueMarkerRecord[]> = {
  1: [
    { seconds: 4, label: { ko: '긴장 고조', en: 'Tension builds' } },
    { seconds: 12, label: { ko: '추격 시작', en: 'The chase begins' } },
    { seconds: 24, label: { ko: '클라이맥스', en: 'Climax' } },
  ],
  2: [
    { seconds: 0, label: { ko: '피아노 도입', en: 'Piano opening' } },
    { seconds: 10, label: { ko: '메인 테마', en: 'Main theme' } },
    { seconds: 22, label: { ko: '오케스트라 합류', en: 'Full orchestra' } },
    { seconds: 34, label: { ko: '엔딩', en: 'Ending' } },
  ],
};

/**
 * Cue markers of a generated track: about half the tracks have 1 to 5, spread over the track in a plausible
 * order (an opening, themes, a peak, an ending), all inside it, none at the same second. A PRNG of its own
 * (seeded by the track id) so the rest of the seed is the same as before markers existed.
 */
export function seedCueMarkers(musicId: number, durationSeconds: number): CueMarkerRecord[] {
  const random = createRandom(musicId * 7919 + 17);
  if (!random.chance(0.5)) return [];
  const count = random.int(1, 5);
  const labels: Pair[] = [];
  if (count >= 3) labels.push(random.pick(OPENINGS));
  const middles = [...MIDDLES];
  while (labels.length < count - (count >= 2 ? 1 : 0) - (count >= 4 ? 1 : 0)) labels.push(middles.splice(random.int(0, middles.length - 1), 1)[0]!);
  if (count >= 4) labels.push(random.pick(PEAKS));
  if (count >= 2) labels.push(random.pick(ENDINGS));
  // Evenly spaced slots with a little jitter; the first may sit at 0 when it is an opening.
  const last = Math.ceil(durationSeconds) - 1;
  const step = last / count;
  return labels.map((label, index) => {
    const start = Math.floor(index * step);
    const seconds = index === 0 && count >= 3 ? 0 : Math.min(last, start + random.int(0, Math.max(0, Math.floor(step) - 1)));
    return { seconds, label: { ...label } };
  });
}
