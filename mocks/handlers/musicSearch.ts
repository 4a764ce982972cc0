import type { MusicSort } from '../../src/api/generated/types.gen';
import { compileQuery, matchesAll } from '../../src/domain/search/matchText';
import type { MockContext } from '../context';
import type { MusicRecord } from '../db/database';

export interface MusicSearch {
  q?: string;
  genreId?: number;
  keywordIds?: number[];
  sort?: MusicSort;
}

const newestFirst = (a: MusicRecord, b: MusicRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

const comparators: Record<MusicSort, (a: MusicRecord, b: MusicRecord) => number> = {
  newest: newestFirst,
  likes: (a, b) => b.likeCount - a.likeCount || newestFirst(a, b),
  plays: (a, b) => b.playCount - a.playCount || newestFirst(a, b),
};

/** Filters and orders tracks: text over ko/en titles, keyword labels and musician names; genre; all keywords. */
export function searchMusicRecords(ctx: MockContext, search: MusicSearch): MusicRecord[] {
  const terms = compileQuery(search.q ?? '');
  const keywordLabels = new Map(ctx.db.keywords.all().map((keyword) => [keyword.id, keyword.label]));
  const musicianNames = new Map(ctx.db.musicians.all().map((musician) => [musician.id, musician.name]));
  const required = search.keywordIds ?? [];
  const matches = ctx.db.music.all().filter((music) => {
    if (search.genreId !== undefined && music.genreId !== search.genreId) return false;
    if (!required.every((id) => music.keywordIds.includes(id))) return false;
    if (terms.length === 0) return true;
    const name = musicianNames.get(music.musicianId);
    const texts = [music.title.ko, music.title.en, name?.ko ?? '', name?.en ?? ''];
    for (const id of music.keywordIds) {
      const label = keywordLabels.get(id);
      if (label) texts.push(label.ko, label.en);
    }
    return matchesAll(terms, texts);
  });
  return matches.sort(comparators[search.sort ?? 'newest']);
}
