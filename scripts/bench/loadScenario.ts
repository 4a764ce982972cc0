/**
 * One simulated user's session in the load test: until the deadline it picks an action (weighted, from its own
 * seeded random source), runs its few requests the way the app would, then thinks for a few hundred
 * milliseconds. Browsing fetches pages (rendered live or prerendered) and the API lists behind them, searching
 * calls searchMusic, playing reads the audio with Range requests and counts the play, and logged-in users like
 * and unlike tracks from a small set of favourites and look at their likes. Every request is timed by kind; every
 * write's answer goes into the ledger.
 */
import {
  getMusician,
  likeMusic,
  listHomeCovers,
  listLikedMusic,
  listMusicians,
  listNotices,
  recordPlay,
  searchMusic,
  unlikeMusic,
} from '../../src/lib/api/generated/sdk.gen';
import type { Catalogue, CatalogueTrack } from './loadCatalogue';
import type { LoadHttp } from './loadHttp';
import type { LoadLedger } from './loadLedger';
import type { Random } from './loadRandom';
import type { LoadStats } from './loadStats';
import type { LoadUser } from './loadUsers';

export interface ScenarioContext {
  baseUrl: string;
  fetch: LoadHttp['fetch'];
  catalogue: Catalogue;
  stats: LoadStats;
  ledger: LoadLedger;
  /** Think time between actions, uniform in [min, max] milliseconds. */
  thinkMs: { min: number; max: number };
}

/** How often each action is picked; visitors never like or open their likes. */
export const ACTION_WEIGHTS = { home: 12, musicianList: 8, musician: 12, notices: 6, search: 20, play: 20, like: 16, myLikes: 6 } as const;
type Action = keyof typeof ACTION_WEIGHTS;
const VISITOR_WEIGHTS: Record<Action, number> = { ...ACTION_WEIGHTS, like: 0, myLikes: 0 };

/** What a player asks for at a time (the audio element reads ahead in pieces of this order). */
export const RANGE_BYTES = 256 * 1024;
const FAVOURITES = 6;
const SEARCHES = ['유리 정원', 'ㅅㅂㅇ ㅊㄱ', '새벽의 추', 'tension', 'glass 정원', 'ㄱ', 'chase', '긴장', 'piano', 'dawn'];
const SORTS = ['relevance', 'newest', 'likes', 'plays'] as const;

export const KIND = {
  livePage: 'page, rendered live (home, musicians, musician)',
  prerenderedPage: 'page, prerendered (notices, search, FAQ)',
  audioRange: 'audio, Range 256 KiB (downloadFile)',
} as const;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/** Times one generated-client call under `kind`; the answer's status decides whether it failed. */
async function timed<T extends { response?: Response }>(stats: LoadStats, kind: string, what: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  stats.add(kind, performance.now() - started, result.response?.status, what);
  return result;
}

/** Times one plain request, body read to the end; answers the status and headers (undefined after a network error). */
async function timedFetch(context: ScenarioContext, kind: string, path: string, headers: Record<string, string>): Promise<Response | undefined> {
  const started = performance.now();
  let response: Response | undefined;
  try {
    response = await context.fetch(new URL(path, context.baseUrl), { headers });
    await response.arrayBuffer();
  } catch {
    response = undefined;
  }
  context.stats.add(kind, performance.now() - started, response?.status, `GET ${path}`);
  return response;
}

/**
 * Before the clock: every page once in each language and each list once, untimed, so the first users do not pay
 * for loading the server render's code, compiling hot paths and opening files (the other benchmarks warm up too).
 */
export async function warmUp(context: ScenarioContext): Promise<void> {
  const { catalogue } = context;
  const paths = ['/', '/musician-list', `/musician-details/${catalogue.musicianIds[0]}`, '/notice-list', '/faq', '/search-details?q=chase'];
  const api = ['/api/v1/home/covers', '/api/v1/musicians', `/api/v1/musicians/${catalogue.musicianIds[0]}`, '/api/v1/notices', '/api/v1/music?q=chase'];
  for (const language of ['ko', 'en']) {
    for (const path of [...paths, ...api]) await (await context.fetch(new URL(path, context.baseUrl), { headers: { Cookie: `cue-lang=${language}` } })).arrayBuffer();
  }
  const track = catalogue.tracks[0];
  if (track) await (await context.fetch(new URL(track.audioUrl, context.baseUrl), { headers: { Range: `bytes=0-${RANGE_BYTES - 1}` } })).arrayBuffer();
}

export async function runUserSession(user: LoadUser, random: Random, context: ScenarioContext, deadline: number): Promise<void> {
  const { catalogue, stats, ledger } = context;
  const client = user.client;
  const cookie = { Cookie: `cue-lang=${random.pick(['ko', 'en'])}` };
  const favourites: CatalogueTrack[] = Array.from({ length: FAVOURITES }, () => random.pick(catalogue.tracks));
  const weights = user.loggedIn ? ACTION_WEIGHTS : VISITOR_WEIGHTS;

  const actions: Record<Action, () => Promise<unknown>> = {
    async home() {
      await timedFetch(context, KIND.livePage, '/', cookie);
      await timed(stats, 'listHomeCovers', 'GET home covers', () => listHomeCovers({ client }));
    },
    async musicianList() {
      const page = random.between(1, catalogue.musicianPages);
      await timedFetch(context, KIND.livePage, page > 1 ? `/musician-list?page=${page}` : '/musician-list', cookie);
      await timed(stats, 'listMusicians', `GET musicians page ${page}`, () => listMusicians({ client, query: { page, size: 20 } }));
    },
    async musician() {
      const musicianId = random.pick(catalogue.musicianIds);
      await timedFetch(context, KIND.livePage, `/musician-details/${musicianId}`, cookie);
      await timed(stats, 'getMusician', `GET musician ${musicianId}`, () => getMusician({ client, path: { musicianId } }));
    },
    async notices() {
      await timedFetch(context, KIND.prerenderedPage, random.next() < 0.8 ? '/notice-list' : '/faq', cookie);
      await timed(stats, 'listNotices', 'GET notices', () => listNotices({ client, query: { page: 1, size: 10 } }));
    },
    async search() {
      const q = random.pick(SEARCHES);
      if (random.next() < 0.3) await timedFetch(context, KIND.prerenderedPage, `/search-details?q=${encodeURIComponent(q)}`, cookie);
      const query = { q, sort: random.pick(SORTS), page: random.between(1, 2), size: 20 };
      await timed(stats, 'searchMusic', `GET music ${JSON.stringify(query)}`, () => searchMusic({ client, query }));
    },
    async play() {
      const track = random.pick(catalogue.tracks);
      const first = await timedFetch(context, KIND.audioRange, track.audioUrl, { Range: `bytes=0-${RANGE_BYTES - 1}` });
      const size = Number(/\/(\d+)$/.exec(first?.headers.get('Content-Range') ?? '')?.[1] ?? 0);
      if (size > RANGE_BYTES) {
        // A seek: the player jumps somewhere inside the track and reads from there.
        const start = random.between(0, size - 1);
        await timedFetch(context, KIND.audioRange, track.audioUrl, { Range: `bytes=${start}-${Math.min(size, start + RANGE_BYTES) - 1}` });
      }
      const { data, response } = await timed(stats, 'recordPlay', `POST play ${track.musicFileId}`, () =>
        recordPlay({ client, path: { musicFileId: track.musicFileId }, body: { listenerId: user.listenerId } }),
      );
      ledger.play(track.musicFileId, data?.data.counted === true, response?.status === 200 && data !== undefined);
    },
    async like() {
      const { musicFileId } = random.pick(favourites);
      const liked = ledger.isLiked(user.key, musicFileId) !== true;
      const options = { client, path: { musicFileId } };
      const { data, response } = liked
        ? await timed(stats, 'likeMusic', `PUT like ${musicFileId}`, () => likeMusic(options))
        : await timed(stats, 'unlikeMusic', `DELETE like ${musicFileId}`, () => unlikeMusic(options));
      ledger.like(user.key, musicFileId, liked, response?.status === 200 && data?.data.liked === liked);
    },
    async myLikes() {
      await timed(stats, 'listLikedMusic', 'GET my likes', () => listLikedMusic({ client, query: { page: 1, size: 20 } }));
    },
  };

  while (performance.now() < deadline) {
    await actions[random.weighted(weights)]();
    await sleep(Math.min(random.between(context.thinkMs.min, context.thinkMs.max), deadline - performance.now()));
  }
}
