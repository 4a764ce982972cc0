/**
 * Search latency of the mock provider over real HTTP on this machine: `npx tsx scripts/bench/searchLatency.ts
 * [--tracks 10000] [--runs 200]`. Starts the local server in memory, optionally seeds extra tracks, then times
 * a mix of searches (Korean, choseong, English keyword, word forms, synonyms, a misspelling, filters, sorts, deep pages) from request
 * to parsed answer. Prints one table: p50, p95 and max per query, in milliseconds, and the matches found.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { prepareSearchIndex } from '../../mocks/handlers/musicSearch';
import { seedDatabase } from '../../mocks/seed';
import { startMockServer } from '../../mocks/server/startMockServer';
import { isMain } from './cli';

interface Query {
  name: string;
  params: Record<string, string | string[]>;
}

/** The queries timed; the filter query uses the genre and first keyword of the first track, so it matches. */
function searchQueries(genreId: number, keywordId: number): Query[] {
  return [
    { name: 'all, newest', params: {} },
    { name: 'Korean title "유리 정원"', params: { q: '유리 정원' } },
    { name: 'choseong "ㅅㅂㅇ ㅊㄱ"', params: { q: 'ㅅㅂㅇ ㅊㄱ' } },
    { name: 'incomplete syllable "새벽의 추"', params: { q: '새벽의 추' } },
    { name: 'English keyword "tension"', params: { q: 'tension' } },
    { name: 'mixed "glass 정원"', params: { q: 'glass 정원' } },
    { name: 'single choseong "ㄱ"', params: { q: 'ㄱ' } },
    { name: 'word forms "잔잔한 피아노"', params: { q: '잔잔한 피아노' } },
    { name: 'synonym "melancholy"', params: { q: 'melancholy' } },
    { name: 'instruments "strings"', params: { q: 'strings' } },
    { name: 'closest term "melanchly"', params: { q: 'melanchly' } },
    { name: 'genre + keyword filter, most liked', params: { genreId: String(genreId), keywordId: [String(keywordId)], sort: 'likes' } },
    { name: 'most played, page 3', params: { sort: 'plays', page: '3' } },
  ];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function searchUrl(base: string, params: Query['params']): string {
  const url = new URL('/api/v1/music', base);
  url.searchParams.set('size', '20');
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  return url.toString();
}

/** Per query: matches found, p50, p95 and max in milliseconds; the last row is every query together. */
export interface SearchLatency {
  tracks: number;
  runs: number;
  queries: Array<{ query: string; matches: string; p50: number; p95: number; max: number }>;
  all: { p50: number; p95: number; max: number };
}

/** Starts the local server in memory, seeds up to `tracks` tracks, and times `runs` requests of each query. */
export async function measureSearchLatency(options: { tracks?: number; runs: number }): Promise<SearchLatency> {
  const { runs } = options;
  const server = await startMockServer();
  try {
    const seeded = server.provider.ctx.db.music.all().length;
    const wanted = options.tracks ?? seeded;
    if (wanted > seeded) await seedDatabase(server.provider.ctx, { extraTracks: wanted - seeded });
    prepareSearchIndex(server.provider.ctx);
    const tracks = server.provider.ctx.db.music.all().length;
    const queries: SearchLatency['queries'] = [];
    const everyTime: number[] = [];
    const sample = server.provider.ctx.db.music.all()[0]!;
    for (const query of searchQueries(sample.genreId, sample.keywordIds[0]!)) {
      const url = searchUrl(server.url, query.params);
      let found = 0;
      for (let warm = 0; warm < 10; warm += 1) await (await fetch(url)).json();
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as { data: { totalElements: number } };
        times.push(performance.now() - start);
        if (!response.ok) throw new Error(`${query.name}: HTTP ${response.status}`);
        found = body.data.totalElements;
      }
      times.sort((a, b) => a - b);
      everyTime.push(...times);
      queries.push({ query: query.name, matches: String(found), p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1) });
    }
    everyTime.sort((a, b) => a - b);
    return { tracks, runs, queries, all: { p50: percentile(everyTime, 0.5), p95: percentile(everyTime, 0.95), max: percentile(everyTime, 1) } };
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { tracks: { type: 'string' }, runs: { type: 'string', default: '200' } } });
  const result = await measureSearchLatency({ tracks: values.tracks ? Number(values.tracks) : undefined, runs: Number(values.runs) });
  const rows = [...result.queries, { query: 'all queries', matches: '', ...result.all }];
  console.log(`Search over HTTP on 127.0.0.1: ${result.tracks} tracks, ${result.runs} runs per query (ms)`);
  console.table(rows.map(({ query, matches, p50, p95, max }) => ({ query, matches, p50: p50.toFixed(2), p95: p95.toFixed(2), max: max.toFixed(2) })));
}

if (isMain(import.meta.url)) await main();
