/**
 * The durable store's parts in one process: SQLite transactions whole or not at all, each request committing its
 * own changes only, blob deletes after the commit, row identity across restarts, resets, and the start-up check.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CoverProcessor } from '../media/covers/processor';
import { createMockProvider, type MockProvider } from '../provider';
import { createMemoryBlobStore } from '../storage/memoryBlobStore';
import { createChangeTracker } from './changeTracker';
import { openDurableStore } from './durableStore';
import { recordKeySymbol } from './recordKeys';
import { openSqliteRecordStore } from './sqliteRecordStore';
import { describeRepair, repairStoredBytes } from './startupRepair';
import { storedRecords } from './storedRecords';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cue-durable-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const quiet = { log: () => undefined };
const noticeTitle = (provider: MockProvider, id: number) => provider.ctx.db.notices.findFirst((q) => q.where({ id }))!.title.en;
const retitle = (provider: MockProvider, id: number, en: string) =>
  provider.ctx.db.notices.update((q) => q.where({ id }), {
    data(notice) {
      notice.title = { ko: en, en };
    },
  });

describe('SQLite record store', () => {
  it('applies a change set whole or not at all, and keeps a row in its place when it is updated', async () => {
    const store = openSqliteRecordStore(join(await tempDir(), 'store.sqlite'));
    try {
      store.apply([
        { collection: 'notices', key: 'a', seq: 1, data: '{"n":1}' },
        { collection: 'notices', key: 'b', seq: 2, data: '{"n":2}' },
      ]);
      store.apply([{ collection: 'notices', key: 'a', seq: 9, data: '{"n":3}' }]);
      expect(store.readAll().map((row) => [row.key, row.seq, row.data])).toEqual([
        ['a', 1, '{"n":3}'],
        ['b', 2, '{"n":2}'],
      ]);
      // The second change breaks a constraint: the first is rolled back with it.
      expect(() =>
        store.apply([
          { collection: 'notices', key: 'b', seq: 2, data: null },
          { collection: null as unknown as string, key: 'c', seq: 3, data: '{}' },
        ]),
      ).toThrow();
      expect(store.readAll().map((row) => row.key)).toEqual(['a', 'b']);
      store.replaceAll([{ collection: 'faqs', key: 'z', seq: 4, data: '{}' }]);
      expect(store.readAll().map((row) => row.key)).toEqual(['z']);
      expect(store.maxSeq()).toBe(4);
    } finally {
      store.close();
    }
  });
});

describe('change tracker', () => {
  it("commits a request's own changes only, and runs its deferred actions after the commit", async () => {
    await recordKeySymbol();
    const provider = await createMockProvider();
    const store = openSqliteRecordStore(join(await tempDir(), 'store.sqlite'));
    const tracker = createChangeTracker(store, () => provider.ctx.db);
    store.replaceAll(tracker.rowsOf(provider.ctx.db));
    tracker.watch(provider.ctx.db);
    const storedTitle = (id: number) =>
      store
        .readAll()
        .filter((row) => row.collection === 'notices')
        .map((row) => JSON.parse(row.data) as { id: number; title: { en: string } })
        .find((notice) => notice.id === id)?.title.en;

    let releaseB!: () => void;
    const bMayCommit = new Promise<void>((resolve) => (releaseB = resolve));
    const order: string[] = [];
    const b = tracker.scoped(async (commit) => {
      await retitle(provider, 2, 'B half done');
      await bMayCommit;
      await commit();
    });
    await tracker.scoped(async (commit) => {
      await retitle(provider, 1, 'A');
      expect(tracker.deferAfterCommit(async () => void order.push(`deferred saw ${storedTitle(1)}`))).toBe(true);
      await commit();
      order.push('answered');
    });
    expect(order).toEqual(['deferred saw A', 'answered']);
    expect(storedTitle(1)).toBe('A');
    expect(storedTitle(2)).not.toBe('B half done');
    releaseB();
    await b;
    expect(storedTitle(2)).toBe('B half done');

    // Outside any request: committed on the next turn (flush waits for it).
    expect(tracker.deferAfterCommit(async () => undefined)).toBe(false);
    await retitle(provider, 3, 'background');
    await tracker.flush();
    expect(storedTitle(3)).toBe('background');
    store.close();
  });
});

describe('durable store', () => {
  it('loads records with their row keys, so later changes update the same rows; a reset rewrites the file', async () => {
    const dataDir = await tempDir();
    const first = await createMockProvider();
    const durable = await openDurableStore(first, dataDir, quiet);
    const rowCount = storedRecords(dataDir, 'notices').length;
    await durable.request(async (commit) => {
      await retitle(first, 1, 'Kept');
      first.ctx.db.faqs.delete((q) => q.where({ id: 1 }));
      await commit();
    });
    // No close(): the next process opens the file as a kill left it.
    const second = await createMockProvider();
    const reopened = await openDurableStore(second, dataDir, quiet);
    expect(noticeTitle(second, 1)).toBe('Kept');
    expect(second.ctx.db.faqs.findFirst((q) => q.where({ id: 1 }))).toBeUndefined();
    await reopened.request(async () => {
      await retitle(second, 1, 'Kept twice');
    });
    expect(
      storedRecords<{ id: number; title: { en: string } }>(dataDir, 'notices')
        .filter((notice) => notice.id === 1)
        .map((notice) => notice.title.en),
    ).toEqual(['Kept twice']);
    expect(storedRecords(dataDir, 'notices')).toHaveLength(rowCount);
    expect(storedRecords(dataDir, 'notices').map((notice) => (notice as { id: number }).id)).toEqual(second.ctx.db.notices.all().map((notice) => notice.id));

    await second.reset();
    expect(storedRecords<{ id: number; title: { en: string } }>(dataDir, 'notices').find((notice) => notice.id === 1)?.title.en).not.toBe('Kept twice');
    expect(storedRecords(dataDir, 'faqs')).toHaveLength(second.ctx.db.faqs.all().length);
    await reopened.close();
    await durable.close();
  });

  it('gives photos stored without resized copies (an older store) their copies at start-up, kept in the file', async () => {
    const dataDir = await tempDir();
    const older = await createMockProvider();
    await (await openDurableStore(older, dataDir, quiet)).close();
    const photoIds = older.ctx.db.musicians.all().flatMap((musician) => (musician.photoFileId ? [musician.photoFileId] : []));
    expect(photoIds.length).toBeGreaterThan(0);
    expect(older.ctx.db.files.all().filter((file) => photoIds.includes(file.id) && file.image?.variants.length)).toEqual([]);

    const covers: CoverProcessor = {
      resize: () => Promise.reject(new Error('no uploads here')),
      generated: async () => ({ width: 320, height: 320, variants: [{ format: 'image/avif', width: 96, height: 96, size: 9 }] }),
      generatedBytes: async () => new Uint8Array(9),
    };
    const logged: string[] = [];
    const newer = await createMockProvider({ covers });
    const durable = await openDurableStore(newer, dataDir, { log: (line) => logged.push(line) });
    expect(logged).toContain(`made resized copies of ${photoIds.length} photo(s) stored without them`);
    await durable.close();
    const stored = storedRecords<{ id: string; image: { variants: Array<{ fileId: string }> } | null }>(dataDir, 'files');
    for (const photoId of photoIds) {
      const photo = stored.find((file) => file.id === photoId)!;
      expect(photo.image?.variants.map((variant) => variant.fileId)).toEqual([`${photoId}-96-avif`]);
      expect(stored.some((file) => file.id === `${photoId}-96-avif`)).toBe(true);
    }
  });

  it("gives a store written before the matching program existed the seed's round, kept in the file", async () => {
    const dataDir = await tempDir();
    const older = await createMockProvider();
    for (const round of [...older.ctx.db.rounds.all()]) older.ctx.db.rounds.delete(round);
    await (await openDurableStore(older, dataDir, quiet)).close();
    expect(storedRecords(dataDir, 'rounds')).toEqual([]);

    const logged: string[] = [];
    const newer = await createMockProvider();
    await (await openDurableStore(newer, dataDir, { log: (line) => logged.push(line) })).close();
    expect(logged).toContain("added the seed's matching program round to a store written before rounds existed");
    expect(storedRecords<{ id: number; status: string }>(dataDir, 'rounds').map(({ id, status }) => ({ id, status }))).toEqual([{ id: 1, status: 'open' }]);
  });

  it('loads a store written before industry profiles existed as it is: none are added (a withdrawn one stays withdrawn), and new ones are kept', async () => {
    const dataDir = await tempDir();
    const older = await createMockProvider();
    for (const profile of [...older.ctx.db.industryProfiles.all()]) older.ctx.db.industryProfiles.delete(profile);
    await (await openDurableStore(older, dataDir, quiet)).close();
    expect(storedRecords(dataDir, 'industryProfiles')).toEqual([]);

    const logged: string[] = [];
    const newer = await createMockProvider();
    const durable = await openDurableStore(newer, dataDir, { log: (line) => logged.push(line) });
    expect(logged.filter((line) => /industry|upgraded|added/.test(line))).toEqual([]);
    expect(newer.ctx.db.industryProfiles.all()).toEqual([]);
    expect(newer.ctx.db.users.all()).toHaveLength(older.ctx.db.users.all().length);
    await durable.request(async (commit) => {
      await newer.ctx.db.industryProfiles.create({
        userId: 11,
        company: 'Studio Reel',
        role: 'director',
        filmographyUrl: 'https://studio-reel.example.com/films',
        note: '',
        status: 'pending',
        requestedAt: '2026-11-01T09:00:00.000Z',
        decidedAt: null,
        rejectReason: null,
        decisionNote: '',
        updatedAt: '2026-11-01T09:00:00.000Z',
      });
      await commit();
    });
    await durable.close();
    expect(storedRecords<{ userId: number; status: string }>(dataDir, 'industryProfiles').map(({ userId, status }) => ({ userId, status }))).toEqual([
      { userId: 11, status: 'pending' },
    ]);
  });

  it("gives a store written before film projects existed the seed's projects, kept in the file", async () => {
    const dataDir = await tempDir();
    const older = await createMockProvider();
    for (const project of [...older.ctx.db.projects.all()]) older.ctx.db.projects.delete(project);
    await (await openDurableStore(older, dataDir, quiet)).close();
    expect(storedRecords(dataDir, 'projects')).toEqual([]);

    const logged: string[] = [];
    const newer = await createMockProvider();
    await (await openDurableStore(newer, dataDir, { log: (line) => logged.push(line) })).close();
    expect(logged).toContain("added the seed's 4 film project(s) to a store written before projects existed");
    expect(storedRecords<{ id: number; status: string }>(dataDir, 'projects').map(({ id, status }) => `${id} ${status}`)).toEqual([
      '1 draft',
      '2 submitted',
      '3 submitted',
      '4 withdrawn',
    ]);
  });

  it("gives a store written before composer applications existed the seed's applications, kept in the file", async () => {
    const dataDir = await tempDir();
    const older = await createMockProvider();
    for (const application of [...older.ctx.db.applications.all()]) older.ctx.db.applications.delete(application);
    await (await openDurableStore(older, dataDir, quiet)).close();
    expect(storedRecords(dataDir, 'applications')).toEqual([]);

    const logged: string[] = [];
    const newer = await createMockProvider();
    await (await openDurableStore(newer, dataDir, { log: (line) => logged.push(line) })).close();
    expect(logged).toContain("added the seed's 3 composer application(s) to a store written before applications existed");
    expect(
      storedRecords<{ id: number; composerId: number; status: string; trackIds: number[] }>(dataDir, 'applications').map(
        ({ id, composerId, status, trackIds }) => `${id} ${composerId} ${status} ${trackIds.join(',')}`,
      ),
    ).toEqual(['1 2 submitted 1,2', '2 40 submitted 4,3,5', '3 43 withdrawn 8']);

    // A store that has applications keeps them as they are.
    const again: string[] = [];
    await (await openDurableStore(await createMockProvider(), dataDir, { log: (line) => again.push(line) })).close();
    expect(again.some((line) => line.includes('composer application'))).toBe(false);
  });

  it('upgrades an account stored before consents had dates instead of setting the store aside', async () => {
    const dataDir = await tempDir();
    const first = await createMockProvider();
    const durable = await openDurableStore(first, dataDir, quiet);
    await durable.close();
    // user@cue.test as the layout before issue 18 wrote it: one marketing flag and an age flag, no dates.
    const store = openSqliteRecordStore(join(dataDir, 'store.sqlite'));
    const row = store.readAll().find((candidate) => candidate.collection === 'users' && (JSON.parse(candidate.data) as { id: number }).id === 1)!;
    const current = JSON.parse(row.data) as Record<string, unknown>;
    const older: Record<string, unknown> = { ...current, marketingConsent: true, ageOver14Consent: true };
    for (const field of ['termsAgreedAt', 'privacyAgreedAt', 'ageOver14ConfirmedAt', 'marketingEmail', 'marketingEmailAt', 'marketingSms', 'marketingSmsAt', 'leftAt'])
      delete older[field];
    store.apply([{ ...row, data: JSON.stringify(older) }]);
    store.close();

    const lines: string[] = [];
    const second = await createMockProvider();
    const reopened = await openDurableStore(second, dataDir, { log: (line) => lines.push(line) });
    const user = second.ctx.db.users.findFirst((q) => q.where({ id: 1 }))!;
    expect(user).toMatchObject({
      email: 'user@cue.test',
      termsAgreedAt: current.createdAt,
      privacyAgreedAt: current.createdAt,
      ageOver14ConfirmedAt: current.createdAt,
      marketingEmail: true,
      marketingEmailAt: current.createdAt,
      marketingSms: false,
      leftAt: null,
    });
    expect(lines).toContain('upgraded 1 record(s) written by an older layout');
    // Written back in the new layout, and nothing else was lost (the store was not set aside for the seed).
    const stored = storedRecords<Record<string, unknown>>(dataDir, 'users').find((record) => record.id === 1)!;
    expect(stored).not.toHaveProperty('marketingConsent');
    expect(stored.marketingEmail).toBe(true);
    expect(await readdir(dataDir)).not.toContainEqual(expect.stringContaining('unreadable'));
    expect(storedRecords(dataDir, 'users')).toHaveLength(first.ctx.db.users.all().length);
    await reopened.close();
  });

  it('gives a round stored before announcements no announcement and no mails sent', async () => {
    const dataDir = await tempDir();
    await (await openDurableStore(await createMockProvider(), dataDir, quiet)).close();
    // Round 1 as the layout before docs/product.md 17.9 wrote it: no announcement fields.
    const store = openSqliteRecordStore(join(dataDir, 'store.sqlite'));
    const row = store.readAll().find((candidate) => candidate.collection === 'rounds')!;
    const older = JSON.parse(row.data) as Record<string, unknown>;
    delete older.decisionsAnnouncedAt;
    delete older.decisionMailsSentAt;
    store.apply([{ ...row, data: JSON.stringify(older) }]);
    store.close();

    const lines: string[] = [];
    const second = await createMockProvider();
    const reopened = await openDurableStore(second, dataDir, { log: (line) => lines.push(line) });
    expect(second.ctx.db.rounds.findFirst((q) => q.where({ id: 1 }))).toMatchObject({ status: 'open', decisionsAnnouncedAt: null, decisionMailsSentAt: null });
    expect(lines).toContain('upgraded 1 record(s) written by an older layout');
    expect(storedRecords<Record<string, unknown>>(dataDir, 'rounds')[0]).toMatchObject({ decisionsAnnouncedAt: null, decisionMailsSentAt: null });
    expect(await readdir(dataDir)).not.toContainEqual(expect.stringContaining('unreadable'));
    await reopened.close();
  });

  it('loads token pairs stored before refresh-token families, each as a family of its own', async () => {
    const dataDir = await tempDir();
    const durable = await openDurableStore(await createMockProvider(), dataDir, quiet);
    await durable.close();
    // Two pairs as the layout before issue 26 wrote them: no family, a `refreshUsed` flag.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const older = (refreshToken: string, refreshUsed: boolean) => ({
      userId: 1,
      accessToken: `at_${refreshToken}`,
      refreshToken,
      accessExpiresAt: future,
      refreshExpiresAt: future,
      refreshUsed,
    });
    const store = openSqliteRecordStore(join(dataDir, 'store.sqlite'));
    store.apply([
      { collection: 'tokens', key: '00000000-0000-4000-8000-000000000001', seq: 0, data: JSON.stringify(older('rt_live', false)) },
      { collection: 'tokens', key: '00000000-0000-4000-8000-000000000002', seq: 0, data: JSON.stringify(older('rt_used', true)) },
    ]);
    store.close();

    const second = await createMockProvider();
    const reopened = await openDurableStore(second, dataDir, quiet);
    const tokens = second.ctx.db.tokens.findMany((q) => q.where({ userId: 1 }));
    expect(tokens.map(({ refreshToken, familyId, rotatedAt }) => ({ refreshToken, familyId, rotatedAt }))).toEqual([
      { refreshToken: 'rt_live', familyId: 'tf_legacy_rt_live', rotatedAt: null },
      { refreshToken: 'rt_used', familyId: 'tf_legacy_rt_used', rotatedAt: new Date(0).toISOString() },
    ]);
    expect(await readdir(dataDir)).not.toContainEqual(expect.stringContaining('unreadable'));
    await reopened.close();
  });

  it('deletes the bytes of a request only after its changes are committed', async () => {
    const dataDir = await tempDir();
    const provider = await createMockProvider();
    const durable = await openDurableStore(provider, dataDir, quiet);
    await provider.ctx.blobs.create('bytes_1');
    await durable.request(async (commit) => {
      await provider.ctx.blobs.delete('bytes_1');
      expect(await provider.ctx.blobs.size('bytes_1')).toBe(0);
      await commit();
      expect(await provider.ctx.blobs.size('bytes_1')).toBeUndefined();
    });
    await durable.close();
  });
});

describe('start-up check', () => {
  it('lines offsets up with the stored bytes, deletes orphans, removes images without bytes and reports tracks without audio', async () => {
    const provider = await createMockProvider({ blobs: createMemoryBlobStore() });
    const { ctx } = provider;
    const now = new Date().toISOString();
    const upload = (id: string, offset: number) => ({
      id,
      ownerUserId: 2,
      kind: 'audio' as const,
      filename: 'a.wav',
      filetype: 'audio/wav',
      length: 100,
      offset,
      state: 'receiving' as const,
      rejection: null,
      fileId: null,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      createdAt: now,
    });
    const file = (id: string, blobId: string, contentType: 'image/png' | 'audio/wav') => ({
      id,
      contentType,
      size: 10,
      durationSeconds: null,
      ownerUserId: 2,
      source: { type: 'blob' as const, blobId },
      image: null,
      createdAt: now,
    });
    await ctx.db.uploads.create(upload('up_ahead', 10));
    await ctx.blobs.create('up_ahead');
    await ctx.blobs.append('up_ahead', new Uint8Array(40));
    await ctx.db.uploads.create(upload('up_gone', 30));
    await ctx.blobs.create('orphan_1');
    await ctx.blobs.append('orphan_1', new Uint8Array(1 << 20));
    await ctx.db.files.create(file('file_cover', 'blob_cover', 'image/png'));
    await ctx.db.files.create(file('file_audio', 'blob_audio', 'audio/wav'));
    await ctx.db.music.update((q) => q.where({ id: 1 }), {
      data(music) {
        music.coverFileId = 'file_cover';
        music.audioFileId = 'file_audio';
      },
    });

    const report = await repairStoredBytes(ctx);
    expect(report.offsets).toEqual([
      { uploadId: 'up_ahead', from: 10, to: 40, finished: false },
      { uploadId: 'up_gone', from: 30, to: 0, finished: false },
    ]);
    expect(await ctx.blobs.size('up_gone')).toBe(0);
    expect(report.orphanBlobs).toEqual(['orphan_1']);
    expect(await ctx.blobs.list()).not.toContain('orphan_1');
    expect(report.removedFiles).toEqual(['file_cover']);
    expect(ctx.db.music.findFirst((q) => q.where({ id: 1 }))?.coverFileId).toBeNull();
    expect(report.tracksWithoutAudio).toEqual([1]);
    expect(describeRepair(report)).toBe(
      'store check: deleted 1 stored file(s) no record points to (1.0 MB); upload up_ahead offset 10 -> 40; upload up_gone offset 30 -> 0; ' +
        'removed 1 image record(s) whose bytes were missing (file_cover); tracks whose music file is missing, kept: 1',
    );
    expect(describeRepair(await repairStoredBytes(ctx))).toBe('store check: tracks whose music file is missing, kept: 1');
  });
});
