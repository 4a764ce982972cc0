import { describe, expect, it } from 'vitest';
import { likeMusic, searchMusic } from '../../src/lib/api/generated/sdk.gen';
import type { Music, SearchMusicData } from '../../src/lib/api/generated/types.gen';
import { nextId } from '../db/database';
import { selectedKeywordCountsOf } from '../handlers/musicSearch';
import { createMockProvider } from '../provider';
import { useTestApi } from '../testing/useTestApi';
import { recordsById, recordsGroupedBy, recordsMemo } from '../db/recordsMemo';
import { trackIndexOf } from './trackIndex';

type Query = NonNullable<SearchMusicData['query']>;

describe('recordsMemo', () => {
  it('computes again only when a record came, went or was replaced', () => {
    const memo = recordsMemo<number>();
    let runs = 0;
    const count = (records: object[]) => memo([records], () => (runs += 1));
    const records = [{ id: 1 }, { id: 2 }];
    count(records);
    count(records);
    expect(runs).toBe(1);
    records[1] = { id: 2 };
    count(records);
    records.push({ id: 3 });
    count(records);
    records.shift();
    count(records);
    expect(runs).toBe(4);
  });

  it('groups a list again after a record came, went or was replaced, each group in the list order', () => {
    const ownerOf = (record: { owner: string }) => record.owner;
    const records = [
      { id: 1, owner: 'a' },
      { id: 2, owner: 'b' },
      { id: 3, owner: 'a' },
    ];
    const groups = recordsGroupedBy(records, ownerOf);
    expect(groups.get('a')?.map((record) => record.id)).toEqual([1, 3]);
    expect(recordsGroupedBy(records, ownerOf)).toBe(groups);
    records[1] = { id: 2, owner: 'a' };
    expect(
      recordsGroupedBy(records, ownerOf)
        .get('a')
        ?.map((record) => record.id),
    ).toEqual([1, 2, 3]);
    records.pop();
    expect(
      recordsGroupedBy(records, ownerOf)
        .get('a')
        ?.map((record) => record.id),
    ).toEqual([1, 2]);
    expect(recordsGroupedBy(records, ownerOf).get('b')).toBeUndefined();
  });

  it('maps a list by id again after a record was replaced', () => {
    const records = [{ id: 'a', size: 1 }];
    expect(recordsById(records).get('a')?.size).toBe(1);
    records[0] = { id: 'a', size: 2 };
    expect(recordsById(records).get('a')?.size).toBe(2);
  });
});

describe('the counts of a search asked again', () => {
  it('match its words again after a text of a track changed', async () => {
    const { ctx } = await createMockProvider();
    const track = ctx.db.music.all()[0]!;
    const keywordId = track.keywordIds[0]!;
    const search = { q: 'qubix', keywordIds: [keywordId] };
    expect(selectedKeywordCountsOf(ctx, search)).toEqual([{ keywordId, count: 0 }]);
    await ctx.db.music.update(track, { data: (draft) => void (draft.title = { ko: '큐빅스', en: 'Qubix' }) });
    expect(selectedKeywordCountsOf(ctx, search)).toEqual([{ keywordId, count: 1 }]);
  });
});

describe('the track index after a record was replaced', () => {
  it('keeps a track whose record changed only its counts (a like, a play), and reads it again when its words changed', async () => {
    const { ctx } = await createMockProvider();
    const generation = () => trackIndexOf(ctx.db, ctx.analyzer).generation;
    const track = () => ctx.db.music.all()[0]!;
    const before = generation();
    await ctx.db.music.update(track(), { data: (draft) => void ((draft.likeCount += 1), (draft.playCount += 3)) });
    expect(generation()).toBe(before);
    await ctx.db.music.update(track(), { data: (draft) => void (draft.description = { ...draft.description, en: 'Rain on a tin roof' }) });
    expect(generation()).toBe(before + 1);
    await ctx.db.music.update(track(), {
      data: (draft) => void (draft.cueMarkers = [...draft.cueMarkers, { seconds: 1, label: { ko: '비', en: 'Rain' } }]),
    });
    expect(generation()).toBe(before + 2);
  });
});

/** Each test searches first (so every cache is filled), changes the catalogue, and expects the next search to show it. */
describe('search after the catalogue changed', () => {
  const api = useTestApi();
  const ctx = () => api().provider.ctx;
  const search = async (query: Query) => (await searchMusic({ client: api().anonymous, query: { size: 100, ...query } })).data!.data;
  const everything = async (query: Query = {}): Promise<Music[]> => [...(await search(query)).content, ...(await search({ ...query, page: 2 })).content];
  const ids = (tracks: Music[]) => tracks.map((track) => track.musicFileId);

  it('moves a liked track ahead of the tracks it now has more likes than', async () => {
    const client = await api().clientFor('user@cue.test');
    const before = await everything({ sort: 'likes' });
    // The oldest of the tracks sharing a like count (and not yet liked by this user): one like puts it before them all.
    const track = before.findLast((candidate, position) => position > 0 && before[position - 1]!.likeCount === candidate.likeCount && !candidate.liked)!;
    await likeMusic({ client, path: { musicFileId: track.musicFileId } });

    const after = await everything({ sort: 'likes' });
    const liked = after.find((candidate) => candidate.musicFileId === track.musicFileId)!;
    expect(liked.likeCount).toBe(track.likeCount + 1);
    const firstOfOldCount = after.findIndex((candidate) => candidate.likeCount === track.likeCount);
    expect(after.indexOf(liked)).toBeLessThan(firstOfOldCount);
    expect(after.map((candidate) => candidate.likeCount)).toEqual([...after.map((candidate) => candidate.likeCount)].sort((a, b) => b - a));
  });

  it('finds a track added since the last search, and no longer one deleted', async () => {
    const newest = await everything();
    const keywordCounts = (await search({})).keywordCounts;
    const template = ctx()
      .db.music.all()
      .find((music) => music.id === newest[0]!.musicFileId)!;
    const added = await ctx().db.music.create({
      ...template,
      id: nextId(ctx().db.music),
      title: { ko: '새로 온 큐빅스', en: 'Newcomer Qubix' },
      createdAt: new Date(Date.parse(template.createdAt) + 60_000).toISOString(),
    });
    expect(ids(await everything())).toEqual([added.id, ...ids(newest)]);
    expect(ids((await search({ q: 'qubix' })).content)).toEqual([added.id]);
    const keyword = template.keywordIds[0]!;
    const countOf = (counts: typeof keywordCounts) => counts.find((entry) => entry.keywordId === keyword)!.count;
    expect(countOf((await search({})).keywordCounts)).toBe(countOf(keywordCounts) + 1);

    const gone = newest[3]!.musicFileId;
    ctx().db.music.delete((q) => q.where({ id: gone }));
    expect(ids(await everything())).toEqual([added.id, ...ids(newest).filter((id) => id !== gone)]);
    ctx().db.music.delete((q) => q.where({ id: added.id }));
    expect(ids((await search({ q: 'qubix' })).content)).toEqual([]);
  });

  it('orders and filters by a track edited since the last search: its date, genre and audio length', async () => {
    const newest = await everything();
    const oldest = newest.at(-1)!;
    await ctx().db.music.update((q) => q.where({ id: oldest.musicFileId }), {
      data: (draft) => void (draft.createdAt = new Date(Date.parse(newest[0]!.createdAt) + 60_000).toISOString()),
    });
    expect(ids(await everything())[0]).toBe(oldest.musicFileId);

    const genre = ctx()
      .db.genres.all()
      .find((candidate) => candidate.id !== oldest.genre.genreId)!;
    const inGenre = ids(await everything({ genreId: genre.id }));
    await ctx().db.music.update((q) => q.where({ id: oldest.musicFileId }), { data: (draft) => void (draft.genreId = genre.id) });
    expect(ids(await everything({ genreId: genre.id }))).toEqual([oldest.musicFileId, ...inGenre]);

    const longest = (await search({ sort: 'longest', size: 1 })).content[0]!;
    const audioFileId = ctx()
      .db.music.all()
      .find((music) => music.id === oldest.musicFileId)!.audioFileId;
    await ctx().db.files.update((q) => q.where({ id: audioFileId }), { data: (draft) => void (draft.durationSeconds = longest.durationSeconds + 10) });
    const now = (await search({ sort: 'longest', size: 1 })).content[0]!;
    expect(now).toMatchObject({ musicFileId: oldest.musicFileId, durationSeconds: longest.durationSeconds + 10 });
  });
});
