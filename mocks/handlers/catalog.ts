import { zGetMusicianPath, zListHomeCoversQuery, zListMusiciansQuery } from '../../src/lib/api/generated/zod.gen';
import { compileQuery, matchesDocument, toSearchDocument, type SearchDocument } from '../../src/lib/domain/search/matchText';
import type { MusicianRecord } from '../db/database';
import { optionalUser } from '../auth/guard';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { paginate, toGenre, toHomeCover, toKeyword, toMusicianDetail, toMusicianSummary } from '../http/views';
import { recordsById } from '../db/recordsMemo';

/** Names in each language's own order: 가나다 for Korean names, A-Z for English ones. */
const collators = { ko: new Intl.Collator('ko'), en: new Intl.Collator('en', { sensitivity: 'base' }) };

/** What the musician list's words are matched in, read once per musician record (records are immutable). */
const searchDocuments = new WeakMap<MusicianRecord, SearchDocument>();
function searchDocumentOf(musician: MusicianRecord): SearchDocument {
  let document = searchDocuments.get(musician);
  if (!document) searchDocuments.set(musician, (document = toSearchDocument([musician.name.ko, musician.name.en, musician.intro.ko, musician.intro.en])));
  return document;
}

export const catalogOperations = [
  defineOperation({
    operationId: 'listHomeCovers',
    method: 'get',
    path: '/api/v1/home/covers',
    query: zListHomeCoversQuery,
    resolve({ ctx, query }) {
      const musicians = recordsById(ctx.db.musicians.all());
      const withCover = ctx.db.music
        .all()
        .filter((music) => music.coverFileId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .slice(0, query.limit);
      const files = recordsById(ctx.db.files.all());
      return ok(withCover.map((music) => toHomeCover(music, musicians, files)));
    },
  }),
  defineOperation({
    operationId: 'listGenres',
    method: 'get',
    path: '/api/v1/genres',
    resolve: ({ ctx }) => ok(ctx.db.genres.findMany(undefined, { orderBy: { id: 'asc' } }).map(toGenre)),
  }),
  defineOperation({
    operationId: 'listKeywords',
    method: 'get',
    path: '/api/v1/keywords',
    resolve: ({ ctx }) => ok(ctx.db.keywords.findMany(undefined, { orderBy: { id: 'asc' } }).map(toKeyword)),
  }),
  defineOperation({
    operationId: 'listMusicians',
    method: 'get',
    path: '/api/v1/musicians',
    query: zListMusiciansQuery,
    resolve({ ctx, query }) {
      const users = recordsById(ctx.db.users.all());
      const terms = compileQuery(query.q ?? '');
      const musicians = ctx.db.musicians
        .all()
        .filter((musician) => users.get(musician.userId)?.status === 'APPROVED')
        .filter((musician) => terms.length === 0 || matchesDocument(terms, searchDocumentOf(musician)))
        .sort((a, b) => collators[query.lang].compare(a.name[query.lang], b.name[query.lang]) || a.id - b.id);
      const page = paginate(musicians, query.page, query.size);
      return ok({ ...page, content: page.content.map((musician) => toMusicianSummary(ctx, musician)) });
    },
  }),
  defineOperation({
    operationId: 'getMusician',
    method: 'get',
    path: '/api/v1/musicians/{musicianId}',
    params: zGetMusicianPath,
    resolve({ ctx, request, path }) {
      const viewer = optionalUser(ctx, request);
      const musician = recordsById(ctx.db.musicians.all()).get(path.musicianId);
      const owner = musician && recordsById(ctx.db.users.all()).get(musician.userId);
      if (!musician || owner?.status !== 'APPROVED') throw problem(404, 'MUSICIAN_NOT_FOUND', 'Musician not found.');
      return ok(toMusicianDetail(ctx, musician, viewer?.id ?? null));
    },
  }),
];
