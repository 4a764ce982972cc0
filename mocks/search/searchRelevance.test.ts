import { beforeAll, describe, expect, it } from 'vitest';
import type { MockContext } from '../context';
import { searchMusic } from '../handlers/musicSearch';
import { createMockProvider } from '../provider';
import { loadKoreanAnalyzer } from './koreanAnalyzer';
import { RELEVANCE_JUDGEMENTS, judgedTracks, precisionAt } from './relevanceJudgements';

let ctx: MockContext;
const ids = (q: string) => searchMusic(ctx, { q }).tracks.map((music) => music.id);
const sorted = (q: string) => ids(q).sort((a, b) => a - b);

beforeAll(async () => {
  ({ ctx } = await createMockProvider({ analyzer: await loadKoreanAnalyzer() }));
}, 30_000);

describe('search reads words as people type them (the Node provider, with the Korean analyser)', () => {
  it.each([
    ['잔잔한', '잔잔하게', '잔잔함'],
    ['슬픈', '슬픔', '슬프게'],
    ['그리운', '그리움', '그리워'],
    ['긴장되는', '긴장감', '긴장'],
  ])('finds the same tracks for the Korean word forms %s, %s and %s', (...forms) => {
    const first = sorted(forms[0]);
    expect(first.length).toBeGreaterThan(0);
    for (const form of forms.slice(1)) expect(sorted(form), form).toEqual(first);
  });

  it('finds a mood across languages and synonyms: melancholy, sad and 슬픈 find the Sorrow/슬픔 tracks', () => {
    const sorrow = ctx.db.keywords.all().find((keyword) => keyword.label.en === 'Sorrow')!;
    const tagged = ctx.db.music
      .all()
      .filter((music) => music.keywordIds.includes(sorrow.id))
      .map((music) => music.id);
    expect(tagged.length).toBeGreaterThan(0);
    for (const q of ['melancholy', 'sad', 'sorrowful', '슬픈', 'Sorrow']) expect(ids(q), q).toEqual(expect.arrayContaining(tagged));
  });

  it('finds an instrument named only in descriptions, and strings find a cello', () => {
    const ledByCello = ctx.db.music.all().filter((music) => /\bcello\b/i.test(music.description.en));
    expect(ledByCello.length).toBeGreaterThan(0);
    for (const q of ['cello', '첼로', 'strings', '현악']) expect(ids(q), q).toEqual(expect.arrayContaining(ledByCello.map((music) => music.id)));
    expect(sorted('해금')).toEqual(sorted('haegeum'));
  });

  it('reads a phrase of the vocabulary as one term, in either language, and a narrower term inside its broader one', () => {
    expect(sorted('string ensemble')).toEqual(sorted('현악 앙상블'));
    expect(sorted('end credits')).toEqual(sorted('엔딩 크레딧'));
    expect(sorted('end credits').length).toBeGreaterThan(0);
    expect(ids('ending')).toEqual(expect.arrayContaining(ids('end credits')));
    expect(ids('ending').length).toBeGreaterThan(ids('end credits').length);
  });

  it('ranks a title match above a description match', () => {
    const [first] = searchMusic(ctx, { q: '새벽의 추격' }).tracks;
    expect(first?.title.ko).toBe('새벽의 추격');
  });

  it('keeps initial consonants and unfinished syllables', () => {
    const title = ctx.db.music.all().find((music) => music.title.ko === '새벽의 추격')!;
    expect(ids('ㅅㅂㅇ ㅊㄱ')).toContain(title.id);
    expect(ids('새벽의 추ㄱ')).toContain(title.id);
  });

  it('searches a misspelt word as the closest term, and says so; nothing close finds nothing', () => {
    const result = searchMusic(ctx, { q: 'MELANCHLY' });
    expect(result.queryFallback).toEqual({ query: 'melanchly', shownFor: 'melancholy' });
    expect(result.tracks.map((music) => music.id)).toEqual(ids('melancholy'));
    expect(searchMusic(ctx, { q: 'melancholy' }).queryFallback).toBeUndefined();
    expect(searchMusic(ctx, { q: 'qzxvw' })).toEqual({ tracks: [] });
  });

  it('shows, for words no track has together, the tracks of the words that match', () => {
    const result = searchMusic(ctx, { q: '해금 qzxvw' });
    expect(result.queryFallback).toEqual({ query: '해금 qzxvw', shownFor: '해금' });
    expect(result.tracks.map((music) => music.id)).toEqual(ids('해금'));
  });

  it(`answers ${RELEVANCE_JUDGEMENTS.length} queries of directors and supervisors with precision@10 of at least 0.9 on average`, () => {
    const tracks = judgedTracks(ctx);
    const precisions = RELEVANCE_JUDGEMENTS.map(({ query, relevant }) => ({ query, precision: precisionAt(10, ids(query), tracks, relevant) }));
    for (const { query, precision } of precisions) expect(precision, query).toBeGreaterThanOrEqual(0.5);
    const mean = precisions.reduce((sum, { precision }) => sum + precision, 0) / precisions.length;
    expect(RELEVANCE_JUDGEMENTS.length).toBeGreaterThanOrEqual(40);
    expect(mean).toBeGreaterThanOrEqual(0.9);
  });
});

describe("search in the browser's mock (no Korean dictionary)", () => {
  it('still finds synonyms across languages and instruments in descriptions', async () => {
    const { ctx: plain } = await createMockProvider();
    const plainIds = (q: string) => searchMusic(plain, { q }).tracks.map((music) => music.id);
    expect(plainIds('melancholy').sort()).toEqual(plainIds('슬픔').sort());
    expect(plainIds('melancholy').length).toBeGreaterThan(0);
    expect(plainIds('haegeum').sort()).toEqual(plainIds('해금').sort());
  });
});
