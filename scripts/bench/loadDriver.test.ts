/**
 * The load driver itself, and the suite's load smoke: 10 users for 5 s against an in-process local server (with a one-file app, so page
 * requests are answered) count their requests per kind, see no 5xx and no lost write, and a like deleted behind
 * the driver's back afterwards is reported as lost.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../mocks/server/startMockServer';
import { createLoadDriver, type LoadDriver, type LoadReport } from './loadDriver';
import { KIND } from './loadScenario';
import { uploadKind } from './loadUploads';

const UPLOAD_BYTES = 1024 * 1024 + 44;
const USERS = 10;
const DURATION_MS = 5_000;
/** Every fourth user is an anonymous visitor (loadUsers.ts). */
const LOGGED_IN = USERS - Math.floor(USERS / 4);

describe('load driver', () => {
  let appDir: string;
  let server: MockServer;
  let driver: LoadDriver;
  let report: LoadReport;

  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'cue-load-test-'));
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Cue Connect</title>');
    server = await startMockServer({ staticDir: appDir });
    driver = createLoadDriver({ baseUrl: server.url, users: USERS, durationMs: DURATION_MS, seed: 17, uploads: { count: 2, bytes: UPLOAD_BYTES } });
    report = await driver.run();
  }, 60_000);

  afterAll(async () => {
    driver?.close();
    await server?.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it('counts every request by kind, with timings, and the 5xx answers', () => {
    const count = (kind: string) => report.kinds.find((summary) => summary.kind === kind)?.count ?? 0;
    expect(report.users).toBe(USERS);
    expect(report.loggedIn).toBe(LOGGED_IN);
    expect(count('signUp (setup)')).toBe(LOGGED_IN);
    // The logged-in users' logins and the uploading musician's.
    expect(count('login (setup)')).toBe(LOGGED_IN + 1);
    expect(count(uploadKind(UPLOAD_BYTES))).toBe(2);
    for (const kind of [KIND.livePage, KIND.audioRange, 'searchMusic', 'recordPlay']) expect(count(kind), kind).toBeGreaterThan(0);
    expect(count('likeMusic') + count('unlikeMusic')).toBeGreaterThan(0);
    expect(report.requests).toBe(report.kinds.reduce((sum, kind) => sum + kind.count, 0));
    for (const kind of report.kinds) {
      expect(kind.p50, kind.kind).toBeGreaterThan(0);
      expect(kind.p95, kind.kind).toBeGreaterThanOrEqual(kind.p50);
      expect(kind.examples, kind.kind).toEqual([]);
    }
    expect(report.serverErrors).toBe(0);
    expect(report.peakSockets).toBeGreaterThan(0);
    expect(report.peakSockets).toBeLessThanOrEqual(USERS + 1);
    // Sessions start nothing after the deadline; the run ends soon after it.
    expect(report.elapsedMs).toBeGreaterThanOrEqual(DURATION_MS);
    expect(report.elapsedMs).toBeLessThan(DURATION_MS + 10_000);
  });

  it('reads back every answered write and finds none lost', async () => {
    const check = await driver.verify();
    expect(check.lost).toEqual([]);
    // Every answered like and unlike, the counts of the tracks touched and the two uploads.
    expect(check.checked).toBeGreaterThanOrEqual(3);
    expect(report.answeredWrites).toBeGreaterThan(0);
  });

  it('reports a like the server lost', async () => {
    const { db } = server.provider.ctx;
    const loadUsers = db.users.findMany((q) => q.where({ email: (email: string) => email.startsWith('load-') }));
    const like = loadUsers.map((user) => db.likes.findFirst((q) => q.where({ userId: user.id }))).find(Boolean);
    expect(like, 'the run liked at least one track').toBeDefined();
    db.likes.delete(like!);
    const owner = loadUsers.find((user) => user.id === like!.userId)!;
    const check = await driver.verify();
    expect(check.lost).toEqual([`${owner.email}: track ${like!.musicId} liked (answered 200), not liked after the run`]);
  });
});
