import type { MusicCreateInput, MusicUpdateInput } from '../../src/lib/api/generated/types.gen';
import {
  zCreateMusicBody,
  zCreateMusicPath,
  zDeleteMusicPath,
  zFindMusicLikeReferenceBody,
  zGetMusicPath,
  zLikeMusicPath,
  zListSimilarMusicPath,
  zRecordPlayBody,
  zRecordPlayPath,
  zSearchMusicQuery,
  zUnlikeMusicPath,
  zUpdateMusicBody,
  zUpdateMusicPath,
} from '../../src/lib/api/generated/zod.gen';
import { MAX_TRACKS_PER_MUSICIAN } from '../../src/lib/domain/limits';
import { optionalUser, requireMusician, requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import type { MusicRecord, UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { createMusicViewer, musicianOfUser, paginate } from '../http/views';
import { audioDuration, checkedCueMarkers, markersInside } from './cueMarkers';
import { deleteFile, deleteMusicRecord } from './musicRemoval';
import { countPlay } from './playCounting';
import type { SimilarTrack } from '../search/soundSimilarity';
import { trackSoundIndexOf } from '../search/trackSoundIndex';
import { rejectedUpload } from '../tus/uploadState';
import { keywordCountsOf, looserCountsOf, searchMusic, selectedKeywordCountsOf, type Range } from './musicSearch';
import { recordActivity } from './trackActivity';
import { assertUploadUsable, consumeUpload } from './uploadConsumption';

/** "More like this" and "sounds like" answer this many tracks (the contract's most). */
const SIMILAR_TRACKS = 10;

/** The API shape of an index's answer, as the caller sees the tracks. */
function similarMusic(ctx: MockContext, viewer: UserRecord | null, found: readonly SimilarTrack[]) {
  const view = createMusicViewer(ctx, viewer?.id ?? null);
  const records = new Map(ctx.db.music.all().map((record) => [record.id, record]));
  return found.flatMap(({ musicId, similarity }) => {
    const similar = records.get(musicId);
    return similar ? [{ music: view(similar), similarity: Math.round(similarity * 1000) / 1000 }] : [];
  });
}

const now = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();

function findMusic(ctx: MockContext, musicFileId: number): MusicRecord {
  const music = ctx.db.music.findFirst((q) => q.where({ id: musicFileId }));
  if (!music) throw problem(404, 'MUSIC_NOT_FOUND', 'Music not found.');
  return music;
}

function requireOwnMusic(ctx: MockContext, request: Request, musicFileId: number): { user: UserRecord; music: MusicRecord } {
  const user = requireMusician(ctx, request);
  const music = findMusic(ctx, musicFileId);
  if (musicianOfUser(ctx, user.id)?.id !== music.musicianId) throw problem(403, 'FORBIDDEN', 'Only the track owner may do this.');
  return { user, music };
}

/** A search range from its two ends (either may be absent); 400 when the minimum is above the maximum. */
function checkedRange(name: 'tempo' | 'length', min: number | undefined, max: number | undefined): Range | undefined {
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) {
    throw new ApiProblem(400, 'INVALID_REQUEST', `${name}Min is above ${name}Max.`, [
      { field: `${name}Max`, code: 'below_minimum', message: `${name}Max may not be below ${name}Min.` },
    ]);
  }
  return { min, max };
}

/** Genre and keywords must exist; keywords may not repeat. */
function assertLabels(ctx: MockContext, input: MusicCreateInput | MusicUpdateInput): void {
  const fieldErrors = [];
  if (!ctx.db.genres.findFirst((q) => q.where({ id: input.genreId }))) {
    fieldErrors.push({ field: 'genreId', code: 'unknown_genre', message: 'No such genre.' });
  }
  if (new Set(input.keywordIds).size !== input.keywordIds.length) {
    fieldErrors.push({ field: 'keywordIds', code: 'not_unique', message: 'Keywords may not repeat.' });
  }
  for (const id of input.keywordIds) {
    if (!ctx.db.keywords.findFirst((q) => q.where({ id }))) fieldErrors.push({ field: 'keywordIds', code: 'unknown_keyword', message: `No keyword ${id}.` });
  }
  if (fieldErrors.length) throw new ApiProblem(400, 'INVALID_REQUEST', undefined, fieldErrors);
}

const textFields = (input: MusicCreateInput | MusicUpdateInput) => ({
  title: { ko: input.title.ko.trim(), en: input.title.en.trim() },
  description: { ko: input.description.ko.trim(), en: input.description.en.trim() },
  genreId: input.genreId,
  keywordIds: [...input.keywordIds],
});

async function setLike(ctx: MockContext, request: Request, musicFileId: number, liked: boolean) {
  const user = requireUser(ctx, request);
  const music = findMusic(ctx, musicFileId);
  const existing = ctx.db.likes.findFirst((q) => q.where({ userId: user.id, musicId: music.id }));
  let delta = 0;
  if (liked && !existing) {
    await ctx.db.likes.create({ userId: user.id, musicId: music.id, createdAt: now(ctx) });
    // The composer's feedback counts the like; an unlike later does not take it back (see recordActivity).
    await recordActivity(ctx, music.id, { likes: 1 });
    delta = 1;
  } else if (!liked && existing) {
    ctx.db.likes.delete(existing);
    delta = -1;
  }
  const updated = await ctx.db.music.update(music, {
    data(record) {
      record.likeCount = Math.max(0, record.likeCount + delta);
    },
  });
  return ok({ musicFileId: music.id, liked, likeCount: updated!.likeCount });
}

/** Whether a play came through a live share link whose shortlist holds the track (anything else is a plain play). */
export const musicOperations = [
  defineOperation({
    operationId: 'createMusic',
    method: 'post',
    path: '/api/v1/musicians/{musicianId}/music',
    params: zCreateMusicPath,
    body: zCreateMusicBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireMusician(ctx, request);
      const own = musicianOfUser(ctx, user.id);
      if (!own) throw problem(409, 'MUSICIAN_PROFILE_NOT_REGISTERED');
      if (!ctx.db.musicians.findFirst((q) => q.where({ id: path.musicianId }))) throw problem(404, 'MUSICIAN_NOT_FOUND', 'Musician not found.');
      if (own.id !== path.musicianId) throw problem(403, 'FORBIDDEN', 'Musicians add tracks to their own profile only.');
      if (ctx.db.music.findMany((q) => q.where({ musicianId: own.id })).length >= MAX_TRACKS_PER_MUSICIAN) {
        throw problem(409, 'MUSIC_LIMIT_EXCEEDED', `A musician can register at most ${MAX_TRACKS_PER_MUSICIAN} tracks.`);
      }
      assertLabels(ctx, body);
      const audioFileId = assertUploadUsable(ctx, user, body.audioUploadId, 'audio', 'audioUploadId');
      if (body.coverUploadId) assertUploadUsable(ctx, user, body.coverUploadId, 'cover', 'coverUploadId');
      const cueMarkers = checkedCueMarkers(body.cueMarkers ?? [], audioDuration(ctx, audioFileId));
      const music = await ctx.db.music.create({
        id: nextId(ctx.db.music),
        musicianId: own.id,
        ...textFields(body),
        cueMarkers,
        audioFileId: consumeUpload(ctx, user, body.audioUploadId, 'audio', 'audioUploadId'),
        coverFileId: body.coverUploadId ? consumeUpload(ctx, user, body.coverUploadId, 'cover', 'coverUploadId') : null,
        likeCount: 0,
        playCount: 0,
        createdAt: now(ctx),
      });
      return ok(createMusicViewer(ctx, user.id)(music), 201, 'Music saved.');
    },
  }),
  defineOperation({
    operationId: 'searchMusic',
    method: 'get',
    path: '/api/v1/music',
    query: zSearchMusicQuery,
    resolve({ ctx, request, query }) {
      const viewer = optionalUser(ctx, request);
      const search = {
        q: query.q,
        genreId: query.genreId,
        keywordIds: query.keywordId,
        sort: query.sort,
        tempo: checkedRange('tempo', query.tempoMin, query.tempoMax),
        length: checkedRange('length', query.lengthMin, query.lengthMax),
        tonic: query.tonic,
        mode: query.mode,
      };
      const { tracks: found, queryFallback } = searchMusic(ctx, search);
      const page = paginate(found, query.page, query.size);
      return ok({
        ...page,
        content: page.content.map(createMusicViewer(ctx, viewer?.id ?? null)),
        keywordCounts: keywordCountsOf(found),
        selectedKeywordCounts: selectedKeywordCountsOf(ctx, search),
        looserCounts: looserCountsOf(ctx, search, found),
        ...(queryFallback ? { queryFallback } : {}),
      });
    },
  }),
  defineOperation({
    operationId: 'getMusic',
    method: 'get',
    path: '/api/v1/music/{musicFileId}',
    params: zGetMusicPath,
    resolve({ ctx, request, path }) {
      const viewer = optionalUser(ctx, request);
      return ok(createMusicViewer(ctx, viewer?.id ?? null)(findMusic(ctx, path.musicFileId)));
    },
  }),
  defineOperation({
    operationId: 'listSimilarMusic',
    method: 'get',
    path: '/api/v1/music/{musicFileId}/similar',
    params: zListSimilarMusicPath,
    resolve({ ctx, request, path }) {
      const music = findMusic(ctx, path.musicFileId);
      return ok(similarMusic(ctx, optionalUser(ctx, request), trackSoundIndexOf(ctx.db).mostSimilar(music.id, SIMILAR_TRACKS)));
    },
  }),
  defineOperation({
    operationId: 'findMusicLikeReference',
    method: 'post',
    path: '/api/v1/music/sounds-like',
    body: zFindMusicLikeReferenceBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      const upload = ctx.db.uploads.findFirst((q) => q.where({ id: body.uploadId, ownerUserId: user.id }));
      if (!upload || upload.kind !== 'reference') throw problem(404, 'UPLOAD_NOT_FOUND', `No reference upload ${body.uploadId}.`);
      if (upload.state === 'receiving') throw problem(409, 'UPLOAD_INCOMPLETE', `The upload ${upload.id} is not complete.`);
      // Used once, then forgotten (its bytes went when it completed): a refused file is forgotten too.
      ctx.db.uploads.delete((q) => q.where({ id: upload.id }));
      if (upload.state === 'rejected') throw rejectedUpload(upload);
      if (!upload.sound) throw problem(404, 'UPLOAD_NOT_FOUND', `No reference upload ${body.uploadId}.`);
      return ok(similarMusic(ctx, user, trackSoundIndexOf(ctx.db).closestTo(upload.sound.features, SIMILAR_TRACKS)));
    },
  }),
  defineOperation({
    operationId: 'updateMusic',
    method: 'put',
    path: '/api/v1/music/{musicFileId}',
    params: zUpdateMusicPath,
    body: zUpdateMusicBody,
    async resolve({ ctx, request, path, body }) {
      const { user, music } = requireOwnMusic(ctx, request, path.musicFileId);
      assertLabels(ctx, body);
      const newAudio = body.audioUploadId ? assertUploadUsable(ctx, user, body.audioUploadId, 'audio', 'audioUploadId') : undefined;
      if (body.coverUploadId && body.removeCover) {
        throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field: 'removeCover', code: 'invalid', message: 'Send removeCover or coverUploadId, not both.' }]);
      }
      if (body.coverUploadId) assertUploadUsable(ctx, user, body.coverUploadId, 'cover', 'coverUploadId');
      // Sent markers are checked against the audio the track will have; unsent ones are kept where they still fit.
      const duration = audioDuration(ctx, newAudio ?? music.audioFileId);
      const cueMarkers = body.cueMarkers ? checkedCueMarkers(body.cueMarkers, duration) : newAudio ? markersInside(music.cueMarkers, duration) : music.cueMarkers;
      const audioFileId = body.audioUploadId ? consumeUpload(ctx, user, body.audioUploadId, 'audio', 'audioUploadId') : music.audioFileId;
      const coverFileId = body.coverUploadId ? consumeUpload(ctx, user, body.coverUploadId, 'cover', 'coverUploadId') : body.removeCover ? null : music.coverFileId;
      const previous = { audio: music.audioFileId, cover: music.coverFileId };
      const updated = await ctx.db.music.update(music, {
        data(record) {
          Object.assign(record, textFields(body), { audioFileId, coverFileId, cueMarkers });
        },
      });
      if (audioFileId !== previous.audio) await deleteFile(ctx, previous.audio);
      if (coverFileId !== previous.cover) await deleteFile(ctx, previous.cover);
      return ok(createMusicViewer(ctx, user.id)(updated!));
    },
  }),
  defineOperation({
    operationId: 'deleteMusic',
    method: 'delete',
    path: '/api/v1/music/{musicFileId}',
    params: zDeleteMusicPath,
    async resolve({ ctx, request, path }) {
      const { music } = requireOwnMusic(ctx, request, path.musicFileId);
      await deleteMusicRecord(ctx, music);
      return ok(true, 200, 'Music deleted.');
    },
  }),
  defineOperation({
    operationId: 'likeMusic',
    method: 'put',
    path: '/api/v1/music/{musicFileId}/like',
    params: zLikeMusicPath,
    resolve: ({ ctx, request, path }) => setLike(ctx, request, path.musicFileId, true),
  }),
  defineOperation({
    operationId: 'unlikeMusic',
    method: 'delete',
    path: '/api/v1/music/{musicFileId}/like',
    params: zUnlikeMusicPath,
    resolve: ({ ctx, request, path }) => setLike(ctx, request, path.musicFileId, false),
  }),
  defineOperation({
    operationId: 'recordPlay',
    method: 'post',
    path: '/api/v1/music/{musicFileId}/plays',
    params: zRecordPlayPath,
    body: zRecordPlayBody,
    async resolve({ ctx, request, path, body }) {
      const user = optionalUser(ctx, request);
      const { music, counted } = await countPlay(ctx, request, user, findMusic(ctx, path.musicFileId), body);
      return ok({ musicFileId: music.id, playCount: music.playCount, counted });
    },
  }),
];
