import { AsyncLocalStorage } from 'node:async_hooks';
import type { CollectionName, Database } from '../db/database';
import { recordKeyOf } from './recordKeys';
import type { RowChange, SqliteRecordStore, StoredRow } from './sqliteRecordStore';

/**
 * Which records each piece of work changed, and their commit to the SQLite store. Every collection's create,
 * update and delete events mark the record's key in the change set of the work that caused them, found through
 * AsyncLocalStorage: a request has its own set (`scoped`), so committing one request never writes another
 * request's half-done changes. A commit reads the marked records' current state from memory (a record gone is
 * a removed row) and writes them in one transaction. Changes made outside any request (start-up, a script, a
 * test writing straight to the store) go to a background set committed on the next turn of the event loop.
 * A reset (`rewriting`) rewrites the whole store in one transaction instead.
 *
 * Work may also defer actions until its changes are committed (`deferAfterCommit`): deleted bytes are removed
 * only once no committed record points to them, so a crash leaves at worst an orphan file, never a record
 * whose bytes are gone.
 *
 * Limit: two requests changing the same record at once each commit its state as memory holds it at their
 * commit. `collection.clear()` emits delete events for only some records; clearDatabase deletes one by one.
 */

interface ChangeSet {
  dirty: Map<CollectionName, Set<string>>;
  afterCommit: Array<() => Promise<void>>;
  /** A reset: individual changes are not tracked, the whole store is written at the end. */
  rewrite: boolean;
  /** Committed: later changes of the same work go to the background set. */
  closed: boolean;
}

/** The three events watched, as every collection emits them whatever its schema. */
interface RecordEvents {
  on(event: 'create', listener: (event: { data: { record: object } }) => void): void;
  on(event: 'update', listener: (event: { data: { prevRecord: object } }) => void): void;
  on(event: 'delete', listener: (event: { data: { deletedRecord: object } }) => void): void;
}

const newChangeSet = (rewrite = false): ChangeSet => ({ dirty: new Map(), afterCommit: [], rewrite, closed: false });

export interface ChangeTracker {
  /** Starts marking the changes of this store's collections (a reset replaces the store: watch the new one). */
  watch(db: Database): void;
  /** Runs `work` with a change set of its own; `commit` writes its changes (call it before answering). */
  scoped<T>(work: (commit: () => Promise<void>) => Promise<T>): Promise<T>;
  /** Runs `work` (a reset), then replaces every stored row with the store's records in one transaction. */
  rewriting<T>(work: () => Promise<T>): Promise<T>;
  /** Queues `action` after the current work's commit; false outside any work (the caller runs it now). */
  deferAfterCommit(action: () => Promise<void>): boolean;
  /** Every record of the store as rows, in collection order. */
  rowsOf(db: Database): StoredRow[];
  /** Commits the background set now and waits for commits in progress. */
  flush(): Promise<void>;
}

export function createChangeTracker(store: SqliteRecordStore, currentDb: () => Database): ChangeTracker {
  const scopes = new AsyncLocalStorage<ChangeSet>();
  const watched = new WeakSet<Database>();
  let seq = store.maxSeq();
  /** Places of records created but not committed yet, so a row keeps its record's place in its collection. */
  const createdSeq = new Map<string, number>();
  const rowId = (collection: string, key: string) => `${collection}\u0000${key}`;

  let background = newChangeSet();
  let backgroundScheduled: NodeJS.Immediate | undefined;
  let backgroundCommit: Promise<void> = Promise.resolve();

  const scheduleBackground = () => {
    backgroundScheduled ??= setImmediate(() => {
      backgroundScheduled = undefined;
      const set = background;
      background = newChangeSet();
      backgroundCommit = backgroundCommit.then(() => commit(set)).catch((error: unknown) => console.error('[mock server] could not store changes', error));
    });
  };

  const openSet = (): ChangeSet => {
    const set = scopes.getStore();
    if (set && !set.closed) return set;
    scheduleBackground();
    return background;
  };

  function mark(collection: CollectionName, key: string) {
    const set = openSet();
    if (set.rewrite) return;
    let keys = set.dirty.get(collection);
    if (!keys) set.dirty.set(collection, (keys = new Set()));
    keys.add(key);
  }

  /** The changes of a set as rows: each marked record as memory holds it now, or its removal. */
  function changesOf(set: ChangeSet): RowChange[] {
    const db = currentDb();
    const changes: RowChange[] = [];
    for (const [collection, keys] of set.dirty) {
      const records = db[collection].all() as object[];
      const index = keys.size > 8 ? new Map(records.map((record) => [recordKeyOf(record), record])) : undefined;
      for (const key of keys) {
        const record = index ? index.get(key) : records.find((candidate) => recordKeyOf(candidate) === key);
        const id = rowId(collection, key);
        changes.push({ collection, key, seq: createdSeq.get(id) ?? ++seq, data: record ? JSON.stringify(record) : null });
        createdSeq.delete(id);
      }
    }
    return changes;
  }

  async function commit(set: ChangeSet) {
    set.closed = true;
    try {
      store.apply(changesOf(set));
    } catch (error) {
      // Not stored: the keys wait in the background set for the next commit.
      for (const [collection, keys] of set.dirty) for (const key of keys) mark(collection, key);
      throw error;
    }
    for (const action of set.afterCommit.splice(0)) await action();
  }

  const rowsOf = (db: Database): StoredRow[] =>
    (Object.keys(db) as CollectionName[]).flatMap((collection) =>
      (db[collection].all() as object[]).map((record) => ({ collection, key: recordKeyOf(record), seq: ++seq, data: JSON.stringify(record) })),
    );

  return {
    watch(db) {
      if (watched.has(db)) return;
      watched.add(db);
      for (const collection of Object.keys(db) as CollectionName[]) {
        const hooks = db[collection].hooks as unknown as RecordEvents;
        hooks.on('create', (event) => {
          if (db !== currentDb()) return;
          const key = recordKeyOf(event.data.record);
          createdSeq.set(rowId(collection, key), ++seq);
          mark(collection, key);
        });
        hooks.on('update', (event) => {
          if (db === currentDb()) mark(collection, recordKeyOf(event.data.prevRecord));
        });
        hooks.on('delete', (event) => {
          if (db === currentDb()) mark(collection, recordKeyOf(event.data.deletedRecord));
        });
      }
    },
    scoped(work) {
      const set = newChangeSet();
      return scopes.run(set, async () => {
        try {
          return await work(() => commit(set));
        } finally {
          if (!set.closed) await commit(set);
        }
      });
    },
    rewriting(work) {
      const set = newChangeSet(true);
      return scopes.run(set, async () => {
        const result = await work();
        set.closed = true;
        store.replaceAll(rowsOf(currentDb()));
        createdSeq.clear();
        for (const action of set.afterCommit.splice(0)) await action();
        return result;
      });
    },
    deferAfterCommit(action) {
      const set = scopes.getStore();
      if (!set || set.closed) return false;
      set.afterCommit.push(action);
      return true;
    },
    rowsOf,
    async flush() {
      if (backgroundScheduled) {
        clearImmediate(backgroundScheduled);
        backgroundScheduled = undefined;
        const set = background;
        background = newChangeSet();
        backgroundCommit = backgroundCommit.then(() => commit(set));
      }
      await backgroundCommit;
    },
  };
}
