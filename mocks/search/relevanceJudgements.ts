import type { MockContext } from '../context';
import type { MusicRecord } from '../db/database';

/** What a judge reads of a track: its keyword and genre labels, its description and cue-marker labels (English). */
export interface JudgedTrack {
  keywords: string[];
  genre: string;
  description: string;
  title: string;
}

export type Judgement = (track: JudgedTrack) => boolean;

const keyword =
  (...labels: string[]): Judgement =>
  (track) =>
    labels.some((label) => track.keywords.includes(label));
const instrument =
  (...names: string[]): Judgement =>
  (track) =>
    names.some((name) => new RegExp(`\\b${name}\\b`, 'i').test(track.description));
const genre =
  (...labels: string[]): Judgement =>
  (track) =>
    labels.includes(track.genre);
const titled =
  (word: string): Judgement =>
  (track) =>
    new RegExp(`\\b${word}\\b`, 'i').test(track.title);
const any =
  (...judgements: Judgement[]): Judgement =>
  (track) =>
    judgements.some((judge) => judge(track));
const all =
  (...judgements: Judgement[]): Judgement =>
  (track) =>
    judgements.every((judge) => judge(track));

const STRINGS = ['string ensemble', 'strings', 'violin', 'cello', 'double bass', 'harp', 'haegeum', 'gayageum'];
const KOREAN_INSTRUMENTS = ['haegeum', 'gayageum', 'daegeum', 'janggu'];

/**
 * Queries as a director (in Korean) or a music supervisor (in English) types them, each with the tracks a
 * person would call a right answer, judged from the seed's labels and descriptions (never from the search).
 */
export const RELEVANCE_JUDGEMENTS: ReadonlyArray<{ query: string; relevant: Judgement }> = [
  { query: '잔잔한 피아노', relevant: all(keyword('Calm', 'Peace'), any(instrument('piano'), genre('Solo Piano'))) },
  { query: '잔잔한', relevant: keyword('Calm', 'Peace') },
  { query: '슬픈', relevant: keyword('Sorrow') },
  { query: '슬픈 첼로', relevant: all(keyword('Sorrow'), instrument('cello')) },
  { query: '긴장되는', relevant: keyword('Tension') },
  { query: '긴장감 넘치는 추격', relevant: any(keyword('Chase'), titled('Chase')) },
  { query: '현악', relevant: instrument(...STRINGS) },
  { query: '해금', relevant: instrument('haegeum') },
  { query: '가야금', relevant: instrument('gayageum') },
  { query: '첼로', relevant: instrument('cello') },
  { query: '그리운', relevant: keyword('Longing') },
  { query: '따뜻한', relevant: keyword('Warmth') },
  { query: '몽환적인', relevant: keyword('Dreamy') },
  { query: '웅장한', relevant: keyword('Epic') },
  { query: '희망찬', relevant: keyword('Hope') },
  { query: '불안한', relevant: keyword('Unease') },
  { query: '무서운', relevant: keyword('Fear') },
  { query: '신비로운', relevant: keyword('Mystery') },
  { query: '바다', relevant: any(keyword('Sea'), titled('Harbour'), titled('Island'), titled('Voyage'), titled('Lighthouse')) },
  { query: '비 오는 밤', relevant: all(any(keyword('Rain'), titled('Rain'), titled('Monsoon')), any(keyword('Night'), titled('Midnight'))) },
  { query: '우주', relevant: keyword('Space') },
  { query: '이별', relevant: any(keyword('Farewell'), instrument('farewell')) },
  { query: '국악', relevant: any(genre('Korean Traditional Fusion'), instrument(...KOREAN_INSTRUMENTS)) },
  { query: '사랑', relevant: keyword('Romance') },
  { query: '외로운', relevant: keyword('Solitude') },
  { query: 'melancholy', relevant: keyword('Sorrow') },
  { query: 'sad piano', relevant: all(keyword('Sorrow'), any(instrument('piano'), genre('Solo Piano'))) },
  { query: 'tense', relevant: keyword('Tension', 'Unease', 'Mystery', 'Fear') },
  { query: 'suspense', relevant: keyword('Tension', 'Unease', 'Mystery', 'Fear') },
  { query: 'strings', relevant: instrument(...STRINGS) },
  { query: 'cello', relevant: instrument('cello') },
  { query: 'calm piano', relevant: all(keyword('Calm', 'Peace'), any(instrument('piano'), genre('Solo Piano'))) },
  { query: 'hopeful', relevant: keyword('Hope') },
  { query: 'epic orchestral', relevant: all(keyword('Epic', 'Heroic', 'Triumph'), genre('Orchestral')) },
  { query: 'dreamy', relevant: keyword('Dreamy', 'Dream') },
  { query: 'eerie', relevant: keyword('Unease', 'Fear') },
  { query: 'mysterious', relevant: keyword('Mystery') },
  { query: 'ocean', relevant: any(keyword('Sea'), titled('Harbour'), titled('Island'), titled('Voyage'), titled('Lighthouse')) },
  { query: 'love', relevant: keyword('Romance') },
  { query: 'lonely', relevant: keyword('Solitude') },
  { query: 'nostalgic', relevant: keyword('Nostalgia') },
  { query: 'warm acoustic', relevant: all(keyword('Warmth'), any(genre('Acoustic'), instrument('acoustic guitar'))) },
  { query: 'haegeum', relevant: instrument('haegeum') },
  { query: 'violin', relevant: instrument('violin') },
  { query: 'korean traditional', relevant: any(genre('Korean Traditional Fusion'), instrument(...KOREAN_INSTRUMENTS)) },
  { query: 'uplifting', relevant: keyword('Hope', 'Triumph') },
  { query: 'end credits', relevant: any(keyword('End Credits'), titled('Credits')) },
  { query: 'melanchly', relevant: keyword('Sorrow') },
];

/** The judge's view of every track of the store. */
export function judgedTracks(ctx: MockContext): Map<number, JudgedTrack> {
  const keywords = new Map(ctx.db.keywords.all().map((label) => [label.id, label.label.en]));
  const genres = new Map(ctx.db.genres.all().map((label) => [label.id, label.label.en]));
  return new Map(
    ctx.db.music.all().map((music: MusicRecord) => [
      music.id,
      {
        keywords: music.keywordIds.map((id) => keywords.get(id) ?? ''),
        genre: genres.get(music.genreId) ?? '',
        description: [music.description.en, ...music.cueMarkers.map((marker) => marker.label.en)].join(' | '),
        title: music.title.en,
      },
    ]),
  );
}

/** Share of the first `k` results (or of all, when fewer) a judge calls right; 0 for an empty result. */
export function precisionAt(k: number, resultIds: readonly number[], tracks: ReadonlyMap<number, JudgedTrack>, relevant: Judgement): number {
  const top = resultIds.slice(0, k);
  if (top.length === 0) return 0;
  return top.filter((id) => relevant(tracks.get(id)!)).length / top.length;
}
