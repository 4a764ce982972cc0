import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { clearDatabase, restoreDatabase, type CollectionName, type Database, type DatabaseSnapshot } from '../db/database';
import type { MockProvider } from '../provider';
import { createChangeTracker } from './changeTracker';
import { withDeferredDeletes } from './deferredBlobDeletes';
import { recordKeySymbol, withRecordKey } from './recordKeys';
import { upgradeStoredRecord } from './recordUpgrades';
import { openSqliteRecordStore, type RowChange, type SqliteRecordStore, type StoredRow, type SyncMode } from './sqliteRecordStore';
import { describeRepair, repairStoredBytes, type RepairReport } from './startupRepair';
import { addMissingPhotoCopies } from '../media/covers/store';
import { addSeedRoundsToStoreWithout } from '../seed/program';
import { addSeedApplicationsToStoreWithout } from '../seed/programApplications';
import { addSeedProjectsToStoreWithout } from '../seed/programProjects';

/**
 * The local server's durable store (`npm start`, a data folder): @msw/data stays the in-memory store every
 * handler queries, and `<dataDir>/store.sqlite` holds its records. At start the records are loaded (or, once,
 * imported from the older `store.json`, or the seed is written; records of an older layout are upgraded), the stored bytes are checked against them
 * (startupRepair.ts), and from then on each request's changes are committed before its answer is sent
 * (`request`), so whatever was answered survives `kill -9`. A reset rewrites the whole file in one transaction.
 */

export const STORE_FILE = 'store.sqlite';
/** The snapshot the server kept before the SQLite store; imported once when no SQLite store exists yet. */
export const LEGACY_STORE_FILE = 'store.json';

export interface DurableStore {
  /** Runs one request with a change set of its own; `commit` writes its changes (call it before answering). */
  request<T>(work: (commit: () => Promise<void>) => Promise<T>): Promise<T>;
  /** What the start-up check repaired. */
  repair: RepairReport;
  /** Commits what is pending and closes the file. */
  close(): Promise<void>;
}

export interface DurableStoreOptions {
  sync?: SyncMode;
  /** Where the one-line messages go (default console). */
  log?: (line: string) => void;
}

/**
 * Replaces the in-memory records with the stored rows, each keeping its row key as its primary key. A row of an
 * older record layout is upgraded first (recordUpgrades.ts); answers those rows as they are to be stored now.
 */
async function restoreRows(db: Database, rows: readonly StoredRow[]): Promise<RowChange[]> {
  clearDatabase(db);
  const upgraded: RowChange[] = [];
  for (const row of rows) {
    if (!(row.collection in db)) throw new Error(`unknown collection ${row.collection}`);
    const collection = db[row.collection as CollectionName] as unknown as { create(values: object): Promise<unknown> };
    const stored = JSON.parse(row.data) as object;
    const current = upgradeStoredRecord(row.collection, stored);
    if (current !== stored) upgraded.push({ collection: row.collection, key: row.key, seq: row.seq, data: JSON.stringify(current) });
    await collection.create(withRecordKey(current, row.key));
  }
  return upgraded;
}

async function readLegacySnapshot(file: string): Promise<DatabaseSnapshot> {
  const snapshot = JSON.parse(await readFile(file, 'utf8')) as DatabaseSnapshot;
  if (snapshot?.version !== 1) throw new Error(`${file}: unknown store version`);
  for (const name of Object.keys(snapshot.collections ?? {}) as CollectionName[]) {
    snapshot.collections[name] = snapshot.collections[name].map((record) => upgradeStoredRecord(name, record as object));
  }
  return snapshot;
}

const moveAside = async (file: string, why: string) => {
  const aside = `${file}.${why}-${Date.now()}`;
  for (const suffix of ['', '-wal', '-shm']) await rename(`${file}${suffix}`, `${aside}${suffix}`).catch(() => undefined);
  return aside;
};

export async function openDurableStore(provider: MockProvider, dataDir: string, options: DurableStoreOptions = {}): Promise<DurableStore> {
  const log = options.log ?? ((line: string) => console.log(`[mock server] ${line}`));
  const file = join(dataDir, STORE_FILE);
  const legacy = join(dataDir, LEGACY_STORE_FILE);
  await recordKeySymbol();
  const { ctx } = provider;

  let store: SqliteRecordStore | undefined;
  let rows: StoredRow[];
  try {
    store = openSqliteRecordStore(file, options.sync);
    rows = store.readAll();
    if (rows.length > 0) {
      const upgraded = await restoreRows(ctx.db, rows);
      store.apply(upgraded);
      if (upgraded.length > 0) log(`upgraded ${upgraded.length} record(s) written by an older layout`);
    }
  } catch (error) {
    // A file of an unknown layout, damaged, or with records the schemas refuse: kept aside, the seed comes back.
    store?.close();
    const aside = await moveAside(file, 'unreadable');
    console.warn(`[mock server] ${file} could not be loaded (${(error as Error).message}); moved to ${aside}, starting from the seed.`);
    await provider.reset();
    store = openSqliteRecordStore(file, options.sync);
    rows = [];
  }
  const tracker = createChangeTracker(store, () => ctx.db);
  if (rows.length === 0) {
    if (existsSync(legacy)) {
      try {
        await restoreDatabase(ctx.db, await readLegacySnapshot(legacy));
        store.replaceAll(tracker.rowsOf(ctx.db));
        log(`imported ${legacy} into ${file}; the old file is now ${await moveAside(legacy, 'imported')}`);
      } catch (error) {
        const aside = await moveAside(legacy, 'unreadable');
        console.warn(`[mock server] ${legacy} could not be loaded (${(error as Error).message}); moved to ${aside}, starting from the seed.`);
        await provider.reset();
        store.replaceAll(tracker.rowsOf(ctx.db));
      }
    } else store.replaceAll(tracker.rowsOf(ctx.db));
  }
  tracker.watch(ctx.db);
  ctx.blobs = withDeferredDeletes(ctx.blobs, (action) => tracker.deferAfterCommit(action));

  // Whoever resets (the control endpoint, a script, a test), the file follows in one transaction, and the old
  // bytes are deleted only once it has.
  const reset = provider.reset.bind(provider);
  provider.reset = () =>
    tracker.rewriting(async () => {
      await reset();
      tracker.watch(ctx.db);
    });

  const repair = await tracker.scoped(() => repairStoredBytes(ctx));
  log(describeRepair(repair));
  const roundsAdded = rows.length > 0 ? await tracker.scoped(() => addSeedRoundsToStoreWithout(ctx)) : 0;
  if (roundsAdded > 0) log(`added the seed's matching program round to a store written before rounds existed`);
  const projectsAdded = rows.length > 0 ? await tracker.scoped(() => addSeedProjectsToStoreWithout(ctx)) : 0;
  if (projectsAdded > 0) log(`added the seed's ${projectsAdded} film project(s) to a store written before projects existed`);
  const applicationsAdded = rows.length > 0 ? await tracker.scoped(() => addSeedApplicationsToStoreWithout(ctx)) : 0;
  if (applicationsAdded > 0) log(`added the seed's ${applicationsAdded} composer application(s) to a store written before applications existed`);
  const photosCopied = await tracker.scoped(() => addMissingPhotoCopies(ctx));
  if (photosCopied > 0) log(`made resized copies of ${photosCopied} photo(s) stored without them`);

  return {
    request: (work) => tracker.scoped(work),
    repair,
    async close() {
      await tracker.flush();
      store.close();
    },
  };
}
