/**
 * After a load run: reads back every write the server answered with success and lists the ones it lost. Each
 * logged-in user's likes (all pages of listLikedMusic) against what their like and unlike answers said; each
 * touched track's like and play counts against the counts before plus the changes answered; each upload whose
 * PATCH answered its full length against its status (complete, offset = length).
 */
import type { Client } from '../../src/lib/api/generated/client';
import { getUploadStatus, listLikedMusic } from '../../src/lib/api/generated/sdk.gen';
import type { Catalogue, CatalogueTrack } from './loadCatalogue';
import type { CountChange, LoadLedger } from './loadLedger';
import type { LoadUser } from './loadUsers';

export interface WriteCheck {
  /** How many written states were compared (a user's like of a track, a track's count, an upload). */
  checked: number;
  /** One line per lost write, saying what was answered and what is there. */
  lost: string[];
}

const LIKES_PAGE = 100;

async function likedTrackIds(client: Client, userKey: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page += 1) {
    const { data, response } = await listLikedMusic({ client, query: { page, size: LIKES_PAGE } });
    if (!data) throw new Error(`Reading back the likes of ${userKey} answered ${response?.status ?? 'nothing'}.`);
    for (const track of data.data.content) ids.add(track.musicFileId);
    if (page >= data.data.totalPages) return ids;
  }
}

type TracksById = Map<number, CatalogueTrack>;

function compareCounts(what: 'likeCount' | 'playCount', changes: Map<number, CountChange>, before: TracksById, after: TracksById, result: WriteCheck): void {
  for (const [trackId, change] of changes) {
    if (change.uncertain) continue;
    const counted = before.get(trackId)![what];
    const expected = counted + change.delta;
    const found = after.get(trackId)?.[what];
    result.checked += 1;
    if (found !== expected) {
      result.lost.push(`track ${trackId}: ${what} ${found} after the run, ${expected} answered (${counted} before, ${change.delta >= 0 ? '+' : ''}${change.delta})`);
    }
  }
}

export async function verifyWrites(options: {
  users: LoadUser[];
  ledger: LoadLedger;
  before: Catalogue;
  after: Catalogue;
  /** The uploading musician's client (uploads are read back as their owner). */
  uploader?: Client;
}): Promise<WriteCheck> {
  const { users, ledger } = options;
  const result: WriteCheck = { checked: 0, lost: [] };
  for (const user of users) {
    const expected = ledger.likes.get(user.key);
    if (!user.loggedIn || !expected) continue;
    const liked = await likedTrackIds(user.client, user.key);
    for (const [trackId, state] of expected) {
      if (state === 'unknown') continue;
      result.checked += 1;
      if (liked.has(trackId) === state) continue;
      result.lost.push(`${user.key}: track ${trackId} ${state ? 'liked' : 'unliked'} (answered 200), ${liked.has(trackId) ? 'still liked' : 'not liked'} after the run`);
    }
  }
  const byId = (catalogue: Catalogue) => new Map(catalogue.tracks.map((track) => [track.musicFileId, track]));
  const [before, after] = [byId(options.before), byId(options.after)];
  compareCounts('likeCount', ledger.likeCounts, before, after, result);
  compareCounts('playCount', ledger.playCounts, before, after, result);
  for (const upload of ledger.uploads) {
    result.checked += 1;
    const read = options.uploader ? await getUploadStatus({ client: options.uploader, path: { uploadId: upload.uploadId } }) : undefined;
    const status = read?.data?.data;
    if (status?.state === 'complete' && status.offset === upload.length) continue;
    const found = status ? `${status.state} at ${status.offset}` : `answered ${read?.response?.status ?? 'nothing'}`;
    result.lost.push(`upload ${upload.uploadId}: ${upload.length} bytes answered, status ${found} after the run`);
  }
  return result;
}
