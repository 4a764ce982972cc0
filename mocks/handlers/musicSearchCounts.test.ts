import { describe, expect, it } from 'vitest';
import { searchMusic } from '../../src/lib/api/generated/sdk.gen';
import { useTestApi } from '../testing/useTestApi';

describe('music search keyword counts', () => {
  const api = useTestApi();

  it('counts, over the whole result (not one page), how many tracks carry each keyword', async () => {
    const client = api().anonymous;
    const whole = (await searchMusic({ client, query: { q: '밤', size: 100 } })).data!.data;
    const expected = new Map<number, number>();
    for (const track of whole.content) for (const keyword of track.keywords) expected.set(keyword.keywordId, (expected.get(keyword.keywordId) ?? 0) + 1);

    const firstPage = (await searchMusic({ client, query: { q: '밤', size: 2 } })).data!.data;
    expect(firstPage.content).toHaveLength(2);
    expect(new Map(firstPage.keywordCounts.map(({ keywordId, count }) => [keywordId, count]))).toEqual(expected);
    expect(firstPage.selectedKeywordCounts).toEqual([]);
    // Adding a counted keyword finds as many tracks as its count.
    const [keywordId, count] = [...expected][0]!;
    expect((await searchMusic({ client, query: { q: '밤', keywordId: [keywordId] } })).data!.data.totalElements).toBe(count);
  });

  it('tells, for keywords that never meet, how many tracks each finds on its own with the same text and genre', async () => {
    const client = api().anonymous;
    const whole = (await searchMusic({ client, query: { size: 100 } })).data!.data;
    const all = (await searchMusic({ client, query: { size: 100, page: 2 } })).data!.data.content.concat(whole.content);
    const carriers = (id: number) => new Set(all.filter((track) => track.keywords.some((keyword) => keyword.keywordId === id)).map((track) => track.musicFileId));
    const ids = whole.keywordCounts.map((entry) => entry.keywordId);
    const pair = ids.flatMap((a) => ids.map((b) => [a, b] as const)).find(([a, b]) => a < b && [...carriers(a)].every((track) => !carriers(b).has(track)))!;
    expect(pair).toBeDefined();

    const apart = (await searchMusic({ client, query: { keywordId: [pair[1], pair[0]] } })).data!.data;
    expect(apart.totalElements).toBe(0);
    expect(apart.keywordCounts).toEqual([]);
    expect(apart.selectedKeywordCounts).toEqual([
      { keywordId: pair[1], count: carriers(pair[1]).size },
      { keywordId: pair[0], count: carriers(pair[0]).size },
    ]);
    expect(apart.selectedKeywordCounts.every((entry) => entry.count > 0)).toBe(true);
  });
});
