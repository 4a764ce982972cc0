import { describe, expect, it } from 'vitest';
import { getMusic, listSimilarMusic, searchMusic } from '../../src/lib/api/generated/sdk.gen';
import type { Music, SearchMusicData } from '../../src/lib/api/generated/types.gen';
import { useTestApi } from '../testing/useTestApi';

type Query = NonNullable<SearchMusicData['query']>;

describe('music search by sound', () => {
  const api = useTestApi();
  const search = async (query: Query) => (await searchMusic({ client: api().anonymous, query: { size: 100, ...query } })).data!.data;
  const wholeCatalogue = async (): Promise<Music[]> => [...(await search({})).content, ...(await search({ page: 2 })).content];

  it('answers each seed track with the tempo, key and loudness its audio was analysed to', async () => {
    const tracks = await wholeCatalogue();
    expect(tracks.length).toBeGreaterThan(100);
    for (const track of tracks) {
      expect(track.sound, `track ${track.musicFileId}`).not.toBeNull();
      expect(track.sound!.tempoBpm).toBeGreaterThanOrEqual(40);
      expect(track.sound!.tempoBpm).toBeLessThanOrEqual(220);
      expect(track.sound!.loudnessLufs).toBeLessThan(0);
      expect(track.sound!.key).toMatchObject({ mode: expect.stringMatching(/^(major|minor)$/) });
    }
    const one = (await getMusic({ client: api().anonymous, path: { musicFileId: tracks[0]!.musicFileId } })).data!.data;
    expect(one.sound).toEqual(tracks[0]!.sound);
  });

  it('keeps only the tracks whose tempo, length and key fit, each end of a range included', async () => {
    const tracks = await wholeCatalogue();
    const slow = tracks.filter((track) => track.sound!.tempoBpm! >= 60 && track.sound!.tempoBpm! <= 80);
    expect(slow.length).toBeGreaterThan(5);
    expect(slow.length).toBeLessThan(tracks.length);
    const ids = (found: { content: Music[] }) => found.content.map((track) => track.musicFileId).sort((a, b) => a - b);
    expect(ids(await search({ tempoMin: 60, tempoMax: 80 }))).toEqual(ids({ content: slow }));

    const edge = tracks.find((track) => Number.isInteger(track.durationSeconds))!;
    const exactly = await search({ lengthMin: edge.durationSeconds, lengthMax: edge.durationSeconds });
    expect(exactly.content.map((track) => track.durationSeconds)).toContain(edge.durationSeconds);
    expect(exactly.content.every((track) => track.durationSeconds === edge.durationSeconds)).toBe(true);

    const minor = tracks.filter((track) => track.sound!.key!.mode === 'minor');
    expect(ids(await search({ mode: 'minor' }))).toEqual(ids({ content: minor }));
    const { tonic, mode } = minor[0]!.sound!.key!;
    const inKey = tracks.filter((track) => track.sound!.key!.tonic === tonic && track.sound!.key!.mode === mode);
    expect(ids(await search({ tonic, mode }))).toEqual(ids({ content: inKey }));
    expect(ids(await search({ tonic })).length).toBeGreaterThanOrEqual(inKey.length);
  });

  it('orders by tempo and by length, both ways', async () => {
    const tempos = (found: { content: Music[] }) => found.content.map((track) => track.sound!.tempoBpm!);
    const slowest = tempos(await search({ sort: 'slowest' }));
    expect(slowest).toEqual([...slowest].sort((a, b) => a - b));
    const fastest = tempos(await search({ sort: 'fastest' }));
    expect(fastest).toEqual([...fastest].sort((a, b) => b - a));
    const lengths = (await search({ sort: 'longest', q: '밤' })).content.map((track) => track.durationSeconds);
    expect(lengths.length).toBeGreaterThan(1);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });

  it('refuses a range whose minimum is above its maximum', async () => {
    const answer = await searchMusic({ client: api().anonymous, query: { tempoMin: 120, tempoMax: 90 } });
    expect(answer.response!.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'INVALID_REQUEST', fieldErrors: [{ field: 'tempoMax' }] });
  });

  it('tells, for a search that finds nothing, what each filter left out would find', async () => {
    const tracks = await wholeCatalogue();
    const fast = tracks.filter((track) => track.sound!.tempoBpm! >= 90);
    const shortest = Math.min(...tracks.map((track) => track.durationSeconds));
    const found = await search({ tempoMin: 90, lengthMax: Math.floor(shortest) - 1, mode: 'major' });
    expect(found.totalElements).toBe(0);
    const fastMajor = fast.filter((track) => track.sound!.key!.mode === 'major').length;
    expect(fastMajor).toBeGreaterThan(0);
    expect(found.looserCounts).toEqual([
      { filter: 'tempo', count: 0 },
      { filter: 'length', count: fastMajor },
      { filter: 'key', count: 0 },
    ]);
    expect((await search({ tempoMin: 90 })).looserCounts).toEqual([]);
  });

  describe('more like this', () => {
    const similar = (musicFileId: number) => listSimilarMusic({ client: api().anonymous, path: { musicFileId } });

    it('answers the 10 other tracks that sound most alike, most alike first', async () => {
      const answer = (await similar(1)).data!.data;
      expect(answer).toHaveLength(10);
      expect(answer.map((entry) => entry.music.musicFileId)).not.toContain(1);
      const scores = answer.map((entry) => entry.similarity);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(new Set(answer.map((entry) => entry.music.musicFileId)).size).toBe(10);
    });

    it('goes by the sound, not the labels: a track given the same audio analysis as another comes first', async () => {
      const { ctx } = api().provider;
      const [first, other] = [ctx.db.music.findFirst((q) => q.where({ id: 1 }))!, ctx.db.music.findFirst((q) => q.where({ id: 90 }))!];
      expect(other.genreId === first.genreId && other.keywordIds.some((id) => first.keywordIds.includes(id))).toBe(false);
      expect((await similar(1)).data!.data[0]!.music.musicFileId).not.toBe(90);
      const sound = ctx.db.files.findFirst((q) => q.where({ id: first.audioFileId }))!.sound;
      await ctx.db.files.update((q) => q.where({ id: other.audioFileId }), { data: (file) => void (file.sound = sound && { ...sound }) });

      const answer = (await similar(1)).data!.data;
      expect(answer[0]).toMatchObject({ music: { musicFileId: 90 }, similarity: 1 });
    });

    it('has nothing to offer for a track not analysed yet, and 404 for no track', async () => {
      const { ctx } = api().provider;
      const track = ctx.db.music.findFirst((q) => q.where({ id: 2 }))!;
      await ctx.db.files.update((q) => q.where({ id: track.audioFileId }), { data: (file) => void (file.sound = null) });
      expect((await similar(2)).data!.data).toEqual([]);
      expect((await similar(3)).data!.data.map((entry) => entry.music.musicFileId)).not.toContain(2);
      const missing = await similar(99_999);
      expect(missing.response!.status).toBe(404);
      expect(missing.error).toMatchObject({ code: 'MUSIC_NOT_FOUND' });
    });
  });
});
