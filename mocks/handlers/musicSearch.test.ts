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
});
