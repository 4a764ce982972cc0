import type { MusicSort } from '../../src/api/generated/types.gen';
import { compileQuery, matchesDocument, toSearchDocument, type SearchDocument } from '../../src/domain/search/matchText';
import type { MockContext } from '../context';
import type { Database, MusicRecord } from '../db/database';

export interface MusicSearch {
  q?: string;
  genreId?: number;
  keywordIds?: number[];
  sort?: MusicSort;
}

/** ISO timestamps order as plain strings (much faster than `localeCompare` over thousands of tracks). */
const newestFirst = (a: MusicRecord, b: MusicRecord) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);

const comparators: Record<MusicSort, (a: MusicRecord, b: MusicRecord) => number> = {
  newest: newestFirst,
  likes: (a, b) => b.likeCount - a.likeCount || newestFirst(a, b),
  plays: (a, b) => b.playCount - a.playCount || newestFirst(a, b),
};

/**
 * Prepared search documents per store and track, reused while the track's texts stay the same (an edit of the
 * title, keywords or musician name changes the key and prepares the document again).
 */
const documents = new WeakMap<Database, Map<number, { key: string; document: SearchDocument }>>();

function documentOf(db: Database, musicId: number, texts: string[]): SearchDocument {
  let byTrack = documents.get(db);
  if (!byTrack) documents.set(db, (byTrack = new Map()));
  const key = texts.join('\u0000');
  const cached = byTrack.get(musicId);
  if (cached?.key === key) return cached.document;
  const document = toSearchDocument(texts);
  byTrack.set(musicId, { key, document });
  return document;
}

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
    return matchesDocument(terms, documentOf(ctx.db, music.id, texts));
  });
  return matches.sort(comparators[search.sort ?? 'newest']);
}
