import {
  zAddShortlistTrackBody,
  zAddShortlistTrackPath,
  zCreateShareLinkBody,
  zCreateShareLinkPath,
  zCreateShortlistBody,
  zDeleteShortlistPath,
  zGetSharedShortlistPath,
  zGetShortlistPath,
  zRemoveShortlistTrackPath,
  zReorderShortlistBody,
  zReorderShortlistPath,
  zRevokeShareLinkPath,
  zUpdateShortlistBody,
  zUpdateShortlistNoteBody,
  zUpdateShortlistNotePath,
  zUpdateShortlistPath,
} from '../../src/lib/api/generated/zod.gen';
import { MAX_SHORTLISTS_PER_USER, MAX_TRACKS_PER_SHORTLIST } from '../../src/lib/domain/limits';
import { optionalUser, requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import type { MusicRecord, ShortlistRecord, UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { freeText, requiredText } from './textInputs';
import { createShareLinkRecord, isLive, revokeShareLinks, toShareLink } from './shareLinks';
import { toShortlist, toShortlistSummary, toSharedShortlist } from './shortlistViews';
import { recordActivity } from './trackActivity';

const now = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();

type Entry = ShortlistRecord['entries'][number];

function findMusic(ctx: MockContext, musicFileId: number): MusicRecord {
  const music = ctx.db.music.findFirst((q) => q.where({ id: musicFileId }));
  if (!music) throw problem(404, 'MUSIC_NOT_FOUND', 'Music not found.');
  return music;
}

/** The caller and one of their shortlists: 404 when there is none, 403 when it is someone else's. */
function requireOwnShortlist(ctx: MockContext, request: Request, shortlistId: number): { user: UserRecord; list: ShortlistRecord } {
  const user = requireUser(ctx, request);
  const list = ctx.db.shortlists.findFirst((q) => q.where({ id: shortlistId }));
  if (!list) throw problem(404, 'SHORTLIST_NOT_FOUND', 'Shortlist not found.');
  if (list.ownerUserId !== user.id) throw problem(403, 'FORBIDDEN', 'Only the shortlist owner may do this.');
  return { user, list };
}

function requireEntry(list: ShortlistRecord, musicFileId: number): Entry {
  const entry = list.entries.find((candidate) => candidate.musicId === musicFileId);
  if (!entry) throw problem(404, 'SHORTLIST_ENTRY_NOT_FOUND', 'The track is not in this shortlist.');
  return entry;
}

const newEntry = (ctx: MockContext, musicId: number): Entry => ({ musicId, note: '', noteSeconds: null, addedAt: now(ctx) });

/** Changes a list's entries (a fresh array each time) and marks it changed now. */
async function saveList(
  ctx: MockContext,
  list: ShortlistRecord,
  change: (record: Pick<ShortlistRecord, 'name' | 'description' | 'entries'>) => void,
): Promise<ShortlistRecord> {
  const updated = await ctx.db.shortlists.update(list, {
    data(record) {
      change(record);
      record.updatedAt = now(ctx);
    },
  });
  return updated!;
}

const invalid = (field: string, code: string, message: string) => new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field, code, message }]);

/** Deletes a shortlist; its share link answers 410 from now on. */
export async function deleteShortlistRecord(ctx: MockContext, list: ShortlistRecord): Promise<void> {
  await revokeShareLinks(ctx, list.id);
  ctx.db.shortlists.delete(list);
}

export const shortlistOperations = [
  defineOperation({
    operationId: 'listMyShortlists',
    method: 'get',
    path: '/api/v1/shortlists',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const lists = ctx.db.shortlists.findMany((q) => q.where({ ownerUserId: user.id })).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      return ok(lists.map((list) => toShortlistSummary(ctx, list)));
    },
  }),
  defineOperation({
    operationId: 'createShortlist',
    method: 'post',
    path: '/api/v1/shortlists',
    body: zCreateShortlistBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      if (ctx.db.shortlists.findMany((q) => q.where({ ownerUserId: user.id })).length >= MAX_SHORTLISTS_PER_USER) {
        throw problem(409, 'SHORTLIST_LIMIT_EXCEEDED', `A user can keep at most ${MAX_SHORTLISTS_PER_USER} shortlists.`);
      }
      const name = requiredText('name', body.name);
      const description = freeText(body.description ?? '', 'multiline');
      const first = body.musicFileId === undefined ? undefined : findMusic(ctx, body.musicFileId);
      const list = await ctx.db.shortlists.create({
        id: nextId(ctx.db.shortlists),
        ownerUserId: user.id,
        name,
        description,
        entries: first ? [newEntry(ctx, first.id)] : [],
        createdAt: now(ctx),
        updatedAt: now(ctx),
      });
      if (first) await recordActivity(ctx, first.id, { shortlistAdds: 1 });
      return ok(toShortlist(ctx, list, user.id), 201, 'Shortlist created.');
    },
  }),
  defineOperation({
    operationId: 'getShortlist',
    method: 'get',
    path: '/api/v1/shortlists/{shortlistId}',
    params: zGetShortlistPath,
    resolve({ ctx, request, path }) {
      const { user, list } = requireOwnShortlist(ctx, request, path.shortlistId);
      return ok(toShortlist(ctx, list, user.id));
    },
  }),
  defineOperation({
    operationId: 'updateShortlist',
    method: 'patch',
    path: '/api/v1/shortlists/{shortlistId}',
    params: zUpdateShortlistPath,
    body: zUpdateShortlistBody,
    async resolve({ ctx, request, path, body }) {
      const { user, list } = requireOwnShortlist(ctx, request, path.shortlistId);
      // The contract's `minProperties: 1`, which the generated schema does not carry.
      if (body.name === undefined && body.description === undefined) throw invalid('(root)', 'too_small', 'Send a name, a description or both.');
      const name = body.name === undefined ? undefined : requiredText('name', body.name);
      const description = body.description === undefined ? undefined : freeText(body.description, 'multiline');
      const updated = await saveList(ctx, list, (record) => {
        if (name !== undefined) record.name = name;
        if (description !== undefined) record.description = description;
      });
      return ok(toShortlist(ctx, updated, user.id));
    },
  }),
  defineOperation({
    operationId: 'deleteShortlist',
    method: 'delete',
    path: '/api/v1/shortlists/{shortlistId}',
    params: zDeleteShortlistPath,
    async resolve({ ctx, request, path }) {
      const { list } = requireOwnShortlist(ctx, request, path.shortlistId);
      await deleteShortlistRecord(ctx, list);
      return ok(true, 200, 'Shortlist deleted.');
    },
  }),
  defineOperation({
    operationId: 'addShortlistTrack',
    method: 'post',
    path: '/api/v1/shortlists/{shortlistId}/tracks',
    params: zAddShortlistTrackPath,
    body: zAddShortlistTrackBody,
    async resolve({ ctx, request, path, body }) {
      const { user, list } = requireOwnShortlist(ctx, request, path.shortlistId);
      const music = findMusic(ctx, body.musicFileId);
      if (list.entries.some((entry) => entry.musicId === music.id)) {
        throw problem(409, 'SHORTLIST_TRACK_DUPLICATE', 'The track is in this shortlist already.');
      }
      if (list.entries.length >= MAX_TRACKS_PER_SHORTLIST) {
        throw problem(409, 'SHORTLIST_TRACK_LIMIT_EXCEEDED', `A shortlist holds at most ${MAX_TRACKS_PER_SHORTLIST} tracks.`);
      }
      const updated = await saveList(ctx, list, (record) => {
        record.entries = [...record.entries, newEntry(ctx, music.id)];
      });
      await recordActivity(ctx, music.id, { shortlistAdds: 1 });
      return ok(toShortlist(ctx, updated, user.id), 201, 'Track added.');
    },
  }),
  defineOperation({
    operationId: 'updateShortlistNote',
    method: 'patch',
    path: '/api/v1/shortlists/{shortlistId}/tracks/{musicFileId}',
    params: zUpdateShortlistNotePath,
    body: zUpdateShortlistNoteBody,
    async resolve({ ctx, request, path, body }) {
      const { user, list } = requireOwnShortlist(ctx, request, path.shortlistId);
      requireEntry(list, path.musicFileId);
      if (body.noteSeconds !== null) {
        const music = findMusic(ctx, path.musicFileId);
        const duration = ctx.db.files.findFirst((q) => q.where({ id: music.audioFileId }))?.durationSeconds ?? 0;
        if (body.noteSeconds > duration) {
          throw invalid('noteSeconds', 'too_big', `The time must lie within the track (${Math.floor(duration)} seconds at most).`);
        }
      }
      const note = freeText(body.note, 'multiline');
      const updated = await saveList(ctx, list, (record) => {
        record.entries = record.entries.map((entry) => (entry.musicId === path.musicFileId ? { ...entry, note, noteSeconds: body.noteSeconds } : entry));
      });
      return ok(toShortlist(ctx, updated, user.id));
    },
  }),
  defineOperation({
    operationId: 'removeShortlistTrack',
    method: 'delete',
    path: '/api/v1/shortlists/{shortlistId}/tracks/{musicFileId}',
    params: zRemoveShortlistTrackPath,
    async resolve({ ctx, request, path }) {
      const { user, list } = requireOwnShortlist(ctx, request, path.shortlistId);
      requireEntry(list, path.musicFileId);
      const updated = await saveList(ctx, list, (record) => {
        record.entries = record.entries.filter((entry) => entry.musicId !== path.musicFileId);
      });
      return ok(toShortlist(ctx, updated, user.id));
    },
  }),
  defineOperation({
    operationId: 'reorderShortlist',
    method: 'put',
    path: '/api/v1/shortlists/{shortlistId}/order',
    params: zReorderShortlistPath,
    body: zReorderShortlistBody,
    async resolve({ ctx, request, path, body }) {
      const { user, list } = requireOwnShortlist(ctx, request, path.shortlistId);
      const byId = new Map(list.entries.map((entry) => [entry.musicId, entry]));
      const wanted = body.musicFileIds;
      if (new Set(wanted).size !== wanted.length || wanted.length !== byId.size || wanted.some((id) => !byId.has(id))) {
        throw invalid('musicFileIds', 'not_the_same_set', 'List every track of the shortlist exactly once (the list may have changed since it was read).');
      }
      const updated = await saveList(ctx, list, (record) => {
        record.entries = wanted.map((id) => ({ ...byId.get(id)! }));
      });
      return ok(toShortlist(ctx, updated, user.id));
    },
  }),
  defineOperation({
    operationId: 'createShareLink',
    method: 'put',
    path: '/api/v1/shortlists/{shortlistId}/share',
    params: zCreateShareLinkPath,
    body: zCreateShareLinkBody,
    async resolve({ ctx, request, path, body }) {
      const { list } = requireOwnShortlist(ctx, request, path.shortlistId);
      const link = await createShareLinkRecord(ctx, list.id, body.expiry);
      return ok(toShareLink(link), 200, 'Share link created.');
    },
  }),
  defineOperation({
    operationId: 'revokeShareLink',
    method: 'delete',
    path: '/api/v1/shortlists/{shortlistId}/share',
    params: zRevokeShareLinkPath,
    async resolve({ ctx, request, path }) {
      const { list } = requireOwnShortlist(ctx, request, path.shortlistId);
      await revokeShareLinks(ctx, list.id);
      return ok(true, 200, 'Share link revoked.');
    },
  }),
  defineOperation({
    operationId: 'getSharedShortlist',
    method: 'get',
    path: '/api/v1/shared/{shareToken}',
    params: zGetSharedShortlistPath,
    resolve({ ctx, request, path }) {
      const viewer = optionalUser(ctx, request);
      const link = ctx.db.shareLinks.findFirst((q) => q.where({ token: path.shareToken }));
      if (!link) throw problem(404, 'SHARE_LINK_NOT_FOUND', 'No share link has this token.');
      const list = ctx.db.shortlists.findFirst((q) => q.where({ id: link.shortlistId }));
      if (!list || !isLive(ctx, link)) throw problem(410, 'SHARE_LINK_UNAVAILABLE', 'This link was revoked or has expired.');
      const owner = ctx.db.users.findFirst((q) => q.where({ id: list.ownerUserId }));
      return ok(toSharedShortlist(ctx, list, owner, link.expiresAt, viewer?.id ?? null));
    },
  }),
];
