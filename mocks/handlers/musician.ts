import { assertPhotoAllowed } from './photoQuota';
import { storeUploadedCoverVariants } from '../media/covers/store';
import type { MusicianProfileInput } from '../../src/lib/api/generated/types.gen';
import { zRegisterMusicianProfileBody, zUpdateMusicianProfileBody } from '../../src/lib/api/generated/zod.gen';
import { detectFileType, isAllowedFor, MAX_FILE_BYTES } from '../../src/lib/domain/fileType';
import { requireMusician } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import type { MusicianRecord, UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { musicianOfUser, toMusicianDetail, toStoredFile, tracksOf } from '../http/views';
import { randomId } from '../ids';
import { isRealImage } from '../media/images/imageCheck';
import { deleteFile } from './musicRemoval';
import { freeText, identityText, requiredText } from './textInputs';
import { feedbackOf } from './trackActivity';

function requireOwnProfile(ctx: MockContext, user: UserRecord): MusicianRecord {
  const musician = musicianOfUser(ctx, user.id);
  if (!musician) throw problem(404, 'MUSICIAN_PROFILE_NOT_REGISTERED');
  return musician;
}

/** A photo must be the caller's own uploaded image. */
function assertPhoto(ctx: MockContext, user: UserRecord, photoFileId: string | undefined): void {
  if (!photoFileId) return;
  const file = ctx.db.files.findFirst((q) => q.where({ id: photoFileId }));
  if (!file || file.ownerUserId !== user.id || !file.contentType.startsWith('image/')) {
    throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [
      { field: 'photoFileId', code: 'unknown_file', message: 'Upload the photo with uploadMusicianPhoto first.' },
    ]);
  }
}

/**
 * The profile as stored. Names (the musician's in both languages, the contact's) are refused for invisible
 * characters; the intro and biography have them removed (the biography keeps its lines), the Korean ones must
 * keep something visible.
 */
const profileFields = (input: MusicianProfileInput) => ({
  name: { ko: identityText('name.ko', input.name.ko), en: identityText('name.en', input.name.en) },
  intro: { ko: requiredText('intro.ko', input.intro.ko), en: freeText(input.intro.en) },
  bio: { ko: requiredText('bio.ko', input.bio.ko, 'multiline'), en: freeText(input.bio.en, 'multiline') },
  contactName: identityText('contactName', input.contactName),
  contactEmail: input.contactEmail.trim(),
  instagramId: input.instagramId?.trim() || null,
  portfolioUrl: input.portfolioUrl?.trim() || null,
});

export const musicianOperations = [
  defineOperation({
    operationId: 'getMyMusicianProfile',
    method: 'get',
    path: '/api/v1/musician/profile',
    resolve({ ctx, request }) {
      const user = requireMusician(ctx, request);
      return ok(toMusicianDetail(ctx, requireOwnProfile(ctx, user), user.id));
    },
  }),
  defineOperation({
    operationId: 'registerMusicianProfile',
    method: 'post',
    path: '/api/v1/musician/profile',
    body: zRegisterMusicianProfileBody,
    async resolve({ ctx, request, body }) {
      const user = requireMusician(ctx, request);
      if (musicianOfUser(ctx, user.id)) throw problem(409, 'MUSICIAN_PROFILE_EXISTS', 'The musician profile is registered already.');
      assertPhoto(ctx, user, body.photoFileId);
      const musician = await ctx.db.musicians.create({
        id: nextId(ctx.db.musicians),
        userId: user.id,
        ...profileFields(body),
        photoFileId: body.photoFileId ?? null,
        createdAt: new Date(ctx.clock.now()).toISOString(),
      });
      return ok(toMusicianDetail(ctx, musician, user.id), 201, 'Musician profile registered.');
    },
  }),
  defineOperation({
    operationId: 'updateMusicianProfile',
    method: 'put',
    path: '/api/v1/musician/profile',
    body: zUpdateMusicianProfileBody,
    async resolve({ ctx, request, body }) {
      const user = requireMusician(ctx, request);
      const musician = requireOwnProfile(ctx, user);
      assertPhoto(ctx, user, body.photoFileId);
      const previousPhoto = musician.photoFileId;
      const updated = await ctx.db.musicians.update(musician, {
        data(record) {
          Object.assign(record, profileFields(body));
          if (body.photoFileId) record.photoFileId = body.photoFileId;
        },
      });
      if (body.photoFileId && previousPhoto && previousPhoto !== body.photoFileId) await deleteFile(ctx, previousPhoto);
      return ok(toMusicianDetail(ctx, updated!, user.id));
    },
  }),
  defineOperation({
    operationId: 'uploadMusicianPhoto',
    method: 'post',
    path: '/api/v1/musician/photo',
    rawBody: true,
    rawBodyType: 'multipart/form-data',
    async resolve({ ctx, request }) {
      const user = requireMusician(ctx, request);
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > MAX_FILE_BYTES + 64 * 1024) throw problem(413, 'FILE_TOO_LARGE', 'Images must be 150 MB or less.');
      await assertPhotoAllowed(ctx, user.id, length);
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('file');
      if (!(file instanceof Blob)) {
        throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field: 'file', code: 'required', message: 'A file part is required.' }]);
      }
      if (file.size > MAX_FILE_BYTES) throw problem(413, 'FILE_TOO_LARGE', 'Images must be 150 MB or less.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = detectFileType(bytes.subarray(0, 64));
      if (!isAllowedFor('photo', type) || !(await isRealImage(bytes, type as 'image/png' | 'image/jpeg', ctx.covers))) {
        throw problem(415, 'FILE_TYPE_NOT_ALLOWED', 'Photos must be JPG or PNG.');
      }
      const blobId = randomId('photo_');
      await ctx.blobs.create(blobId);
      await ctx.blobs.append(blobId, bytes);
      const record = await ctx.db.files.create({
        id: blobId,
        contentType: type,
        size: bytes.byteLength,
        durationSeconds: null,
        ownerUserId: user.id,
        source: { type: 'blob', blobId },
        createdAt: new Date(ctx.clock.now()).toISOString(),
      });
      // Resized once, here, like a cover: a list card downloads a 96 px copy, not the original.
      await storeUploadedCoverVariants(ctx, record, blobId);
      return ok(toStoredFile(record), 201, 'Photo stored.');
    },
  }),
  defineOperation({
    operationId: 'getMyTrackFeedback',
    method: 'get',
    path: '/api/v1/musician/music/feedback',
    resolve({ ctx, request }) {
      const user = requireMusician(ctx, request);
      const musician = musicianOfUser(ctx, user.id);
      return ok(
        musician
          ? tracksOf(ctx, musician.id)
              .slice(0, 3)
              .map((music) => feedbackOf(ctx, music))
          : [],
      );
    },
  }),
];
