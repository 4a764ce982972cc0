import { DatabaseSync, type StatementSync } from 'node:sqlite';

/**
 * The local server's records on disk: one SQLite file (Node's built-in `node:sqlite`, write-ahead log), one row per
 * record, `(collection, key)` its identity (see recordKeys.ts), `seq` its place in its collection (the order
 * records were created in, which lists without a sort of their own follow), `data` its JSON. Every change goes
 * through one transaction, so after a crash at any moment the file holds each transaction whole or not at all.
 */

/** Bumped when the table layout changes; an unknown version is refused (the caller starts afresh). */
const SCHEMA_VERSION = 1;

/**
 * `NORMAL` (the default): a commit has written the log to the OS before it returns, so it survives the process
 * being killed at any moment (`kill -9`, a crash), like the uploaded bytes, which are plain file writes. `FULL`
 * also syncs the log to the device on every commit (survives a power cut; about 4 ms more per write here).
 */
export type SyncMode = 'FULL' | 'NORMAL';

export interface StoredRow {
  collection: string;
  key: string;
  seq: number;
  data: string;
}

/** One record's new state (`data`), or its removal (`data: null`); `seq` is kept when the row exists. */
export interface RowChange {
  collection: string;
  key: string;
  seq: number;
  data: string | null;
}

export interface SqliteRecordStore {
  readonly file: string;
  /** Every row, each collection in `seq` order. */
  readAll(): StoredRow[];
  /** The highest `seq` stored (0 when empty). */
  maxSeq(): number;
  /** Applies the changes in one transaction. */
  apply(changes: readonly RowChange[]): void;
  /** Replaces every row with these in one transaction (a reset, an import, a first start). */
  replaceAll(rows: readonly StoredRow[]): void;
  close(): void;
}

export function openSqliteRecordStore(file: string, sync: SyncMode = 'NORMAL'): SqliteRecordStore {
  const db = new DatabaseSync(file);
  try {
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${sync}; PRAGMA busy_timeout = 5000;`);
    const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
    if (version !== 0 && version !== SCHEMA_VERSION) throw new Error(`${file}: unknown store version ${version}`);
    db.exec(`CREATE TABLE IF NOT EXISTS records (
      collection TEXT NOT NULL,
      key TEXT NOT NULL,
      seq INTEGER NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (collection, key)
    ) WITHOUT ROWID; PRAGMA user_version = ${SCHEMA_VERSION};`);
  } catch (error) {
    db.close();
    throw error;
  }

  const upsert: StatementSync = db.prepare(
    'INSERT INTO records (collection, key, seq, data) VALUES (?, ?, ?, ?) ON CONFLICT (collection, key) DO UPDATE SET data = excluded.data',
  );
  const remove: StatementSync = db.prepare('DELETE FROM records WHERE collection = ? AND key = ?');
  const insert: StatementSync = db.prepare('INSERT INTO records (collection, key, seq, data) VALUES (?, ?, ?, ?)');

  const inTransaction = (work: () => void) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };

  return {
    file,
    readAll() {
      return db.prepare('SELECT collection, key, seq, data FROM records ORDER BY collection, seq').all() as unknown as StoredRow[];
    },
    maxSeq() {
      return Number((db.prepare('SELECT MAX(seq) AS seq FROM records').get() as { seq: number | null }).seq ?? 0);
    },
    apply(changes) {
      if (changes.length === 0) return;
      inTransaction(() => {
        for (const change of changes) {
          if (change.data === null) remove.run(change.collection, change.key);
          else upsert.run(change.collection, change.key, change.seq, change.data);
        }
      });
    },
    replaceAll(rows) {
      inTransaction(() => {
        db.exec('DELETE FROM records');
        for (const row of rows) insert.run(row.collection, row.key, row.seq, row.data);
      });
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
