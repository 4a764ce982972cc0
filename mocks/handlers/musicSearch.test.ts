import { describe, expect, it } from 'vitest';
import { createMockProvider } from '../provider';
import { searchMusicRecords } from './musicSearch';

describe('music search documents', () => {
  it('finds a track by its new title after an edit, and no longer by the old one', async () => {
    const { ctx } = await createMockProvider();
    const track = ctx.db.music.all()[0]!;
    const oldTitle = track.title.ko;
    const ids = (q: string) => searchMusicRecords(ctx, { q }).map((music) => music.id);
    expect(ids(oldTitle)).toContain(track.id);

    await ctx.db.music.update(track, { data: (draft) => void (draft.title = { ko: '완전히 새로운 제목', en: 'Brand New Title' }) });

    expect(ids('완전히 새로운')).toEqual([track.id]);
    expect(ids('ㅇㅈㅎ ㅅㄹㅇ')).toEqual([track.id]);
    expect(ids(oldTitle)).not.toContain(track.id);
  });

  it('orders by newest first with the higher id first on equal times', async () => {
    const { ctx } = await createMockProvider();
    const found = searchMusicRecords(ctx, {});
    for (let index = 1; index < found.length; index += 1) {
      const [previous, current] = [found[index - 1]!, found[index]!];
      expect(previous.createdAt > current.createdAt || (previous.createdAt === current.createdAt && previous.id > current.id)).toBe(true);
    }
  });

  it('finds tracks by their genre label in Korean and English, Hangul-aware', async () => {
    const { ctx } = await createMockProvider();
    const thriller = ctx.db.genres.all().find((genre) => genre.label.en === 'Thriller')!;
    const expected = ctx.db.music
      .all()
      .filter((music) => music.genreId === thriller.id)
      .map((music) => music.id)
      .sort();
    const ids = (q: string) =>
      searchMusicRecords(ctx, { q })
        .map((music) => music.id)
        .sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const q of ['thriller', 'Thriller', thriller.label.ko, 'ㅅㄹㄹ']) expect(ids(q), q).toEqual(expect.arrayContaining(expected));
  });

  it('orders by relevance with a query: titles, then musician names, then labels, newest first within each', async () => {
    const { ctx } = await createMockProvider();
    const musician = ctx.db.musicians.all()[0]!;
    const [byTitle, byName] = ctx.db.music.all().filter((music) => music.musicianId === musician.id);
    const other = ctx.db.music.all().find((music) => music.musicianId !== musician.id)!;
    const keyword = ctx.db.keywords.all()[0]!;
    await ctx.db.music.update(byTitle!, { data: (draft) => void (draft.title = { ko: '제목 큐빅스', en: 'Title Qubix' }) });
    await ctx.db.musicians.update(musician, { data: (draft) => void (draft.name = { ko: '큐빅스', en: 'Qubix' }) });
    await ctx.db.keywords.update(keyword, { data: (draft) => void (draft.label = { ko: '큐빅스', en: 'Qubix' }) });
    await ctx.db.music.update(other, { data: (draft) => void (draft.keywordIds = [keyword.id]) });
    const found = searchMusicRecords(ctx, { q: 'qubix' }).map((music) => music.id);
    expect(found.slice(0, 2)).toEqual([byTitle!.id, byName!.id]);
    expect(found).toContain(other.id);
    expect(found.indexOf(other.id)).toBeGreaterThan(1);
    expect(searchMusicRecords(ctx, { q: 'qubix', sort: 'relevance' }).map((music) => music.id)).toEqual(found);
    const newest = searchMusicRecords(ctx, { q: 'qubix', sort: 'newest' });
    expect(newest.map((music) => music.id)).toEqual(
      [...newest].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1)).map((music) => music.id),
    );
  });
});
