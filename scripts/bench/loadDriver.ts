/**
 * The load test's driver: against a running server, signs up the simulated users, reads the catalogue, runs every
 * user's session (./loadScenario.ts) for the given time with the uploads starting a quarter of the way in, then
 * reads the catalogue again and checks every answered write (./loadVerify.ts). Bounded: the users' requests share
 * one pool of `maxSockets` keep-alive sockets, the uploads two more, every request has a timeout, and sessions
 * start no action after the deadline.
 */
import type { Client } from '../../src/lib/api/generated/client';
import { readCatalogue, type Catalogue } from './loadCatalogue';
import { createLoadHttp } from './loadHttp';
import { LoadLedger } from './loadLedger';
import { seededRandom } from './loadRandom';
import { runUserSession, warmUp } from './loadScenario';
import { LoadStats, type KindSummary } from './loadStats';
import { uploadGeneratedAudio } from './loadUploads';
import { apiClient, logIn, prepareUsers, type LoadUser } from './loadUsers';
import { verifyWrites, type WriteCheck } from './loadVerify';

export interface LoadOptions {
  baseUrl: string;
  users: number;
  durationMs: number;
  seed?: number;
  thinkMs?: { min: number; max: number };
  /** The users' shared connection pool. */
  maxSockets?: number;
  requestTimeoutMs?: number;
  /** Uploads at once, each of `bytes`, as the demo musician; none when `count` is 0. */
  uploads?: { count: number; bytes: number };
}

export interface LoadReport {
  users: number;
  loggedIn: number;
  /** From the first session's start to the last one's end (the uploads included). */
  elapsedMs: number;
  requests: number;
  serverErrors: number;
  kinds: KindSummary[];
  peakSockets: number;
  /** Answered writes the ledger holds (each checked by `verify`). */
  answeredWrites: number;
}

export interface LoadDriver {
  run(): Promise<LoadReport>;
  /** Reads back every write answered with success; call after `run` (again after tampering, to see it found). */
  verify(): Promise<WriteCheck>;
  close(): void;
}

export const DEFAULTS = { seed: 17, thinkMs: { min: 200, max: 800 }, maxSockets: 64, requestTimeoutMs: 30_000, uploadTimeoutMs: 600_000 };
const DEMO_MUSICIAN = { login: 'musician@cue.test', password: 'cue-connect-1' };

export function createLoadDriver(options: LoadOptions): LoadDriver {
  const seed = options.seed ?? DEFAULTS.seed;
  const http = createLoadHttp({ maxSockets: options.maxSockets ?? DEFAULTS.maxSockets, timeoutMs: options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs });
  const uploadHttp = createLoadHttp({ maxSockets: Math.max(1, options.uploads?.count ?? 1), timeoutMs: DEFAULTS.uploadTimeoutMs });
  const stats = new LoadStats();
  const ledger = new LoadLedger();
  const anonymous = apiClient(options.baseUrl, http.fetch);
  let users: LoadUser[] = [];
  let before: Catalogue | undefined;
  let uploader: Client | undefined;

  return {
    async run() {
      const runTag = Date.now().toString(36).slice(-3);
      users = await prepareUsers({ baseUrl: options.baseUrl, fetch: http.fetch, count: options.users, runTag, stats });
      before = await readCatalogue(anonymous);
      const uploads = options.uploads?.count ? options.uploads : undefined;
      const musicianToken = uploads ? await logIn(anonymous, DEMO_MUSICIAN.login, DEMO_MUSICIAN.password, stats) : undefined;
      if (musicianToken) uploader = apiClient(options.baseUrl, http.fetch, musicianToken);

      const thinkMs = options.thinkMs ?? DEFAULTS.thinkMs;
      const context = { baseUrl: options.baseUrl, fetch: http.fetch, catalogue: before, stats, ledger, thinkMs };
      await warmUp(context);
      const started = performance.now();
      const deadline = started + options.durationMs;
      const sessions = users.map(async (user) => {
        const random = seededRandom(seed ^ Math.imul(user.index + 1, 0x9e3779b9));
        // Arrivals spread over the first think time, so the users do not all knock at once.
        await new Promise((resolve) => setTimeout(resolve, random.between(0, thinkMs.max)));
        await runUserSession(user, random, context, deadline);
      });
      const uploading = uploads
        ? new Promise((resolve) => setTimeout(resolve, options.durationMs / 4)).then(() =>
            Promise.all(
              Array.from({ length: uploads.count }, (_, index) =>
                uploadGeneratedAudio({
                  baseUrl: options.baseUrl,
                  http: uploadHttp,
                  accessToken: musicianToken!,
                  bytes: uploads.bytes,
                  random: seededRandom(seed + index),
                  stats,
                  ledger,
                }),
              ),
            ),
          )
        : Promise.resolve();
      await Promise.all([...sessions, uploading]);
      const elapsedMs = performance.now() - started;
      return {
        users: users.length,
        loggedIn: users.filter((user) => user.loggedIn).length,
        elapsedMs,
        requests: stats.requests,
        serverErrors: stats.serverErrors,
        kinds: stats.summary(),
        peakSockets: http.peakSockets(),
        answeredWrites: ledger.answeredWrites,
      };
    },
    async verify() {
      if (!before) throw new Error('verify() reads back what run() wrote: call run() first.');
      const after = await readCatalogue(anonymous);
      return verifyWrites({ users, ledger, before, after, uploader });
    },
    close() {
      http.close();
      uploadHttp.close();
    },
  };
}
