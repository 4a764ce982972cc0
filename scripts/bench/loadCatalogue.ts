/**
 * What the load test browses and checks: every track (with its audio address and like and play counts), every
 * musician and notice id, read through the generated client. Read before a run to pick from and to know the
 * counts, and again afterwards to compare the counts.
 */
import type { Client } from '../../src/lib/api/generated/client';
import { listMusicians, listNotices, searchMusic } from '../../src/lib/api/generated/sdk.gen';

export interface CatalogueTrack {
  musicFileId: number;
  audioUrl: string;
  likeCount: number;
  playCount: number;
}

export interface Catalogue {
  tracks: CatalogueTrack[];
  musicianIds: number[];
  noticeIds: number[];
  /** How many pages of 20 the musician list has (the app's page size). */
  musicianPages: number;
}

const PAGE_SIZE = 100;

/** Every page of a paged list, `PAGE_SIZE` at a time. */
async function allPages<T>(fetchPage: (page: number) => Promise<{ content: T[]; totalPages: number } | undefined>, what: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    if (!answer) throw new Error(`Reading the catalogue: ${what} page ${page} failed.`);
    items.push(...answer.content);
    if (page >= answer.totalPages) return items;
  }
}

export async function readCatalogue(client: Client): Promise<Catalogue> {
  const tracks = await allPages(async (page) => (await searchMusic({ client, query: { page, size: PAGE_SIZE, sort: 'newest' } })).data?.data, 'searchMusic');
  const musicians = await allPages(async (page) => (await listMusicians({ client, query: { page, size: PAGE_SIZE } })).data?.data, 'listMusicians');
  const notices = await allPages(async (page) => (await listNotices({ client, query: { page, size: PAGE_SIZE } })).data?.data, 'listNotices');
  return {
    tracks: tracks.map(({ musicFileId, audioUrl, likeCount, playCount }) => ({ musicFileId, audioUrl, likeCount, playCount })),
    musicianIds: musicians.map((musician) => musician.musicianId),
    noticeIds: notices.map((notice) => notice.noticeId),
    musicianPages: Math.max(1, Math.ceil(musicians.length / 20)),
  };
}
