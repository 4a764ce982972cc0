import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { STORE_FILE } from './durableStore';

/**
 * Reads what a data folder's SQLite store holds, through a read-only connection of its own (tests, and a look at
 * `.data/` by hand): the committed records of one collection, in their collection's order.
 */
export function storedRecords<T>(dataDir: string, collection: string): T[] {
  const db = new DatabaseSync(join(dataDir, STORE_FILE), { readOnly: true });
  try {
    const rows = db.prepare('SELECT data FROM records WHERE collection = ? ORDER BY seq').all(collection) as Array<{ data: string }>;
    return rows.map((row) => JSON.parse(row.data) as T);
  } finally {
    db.close();
  }
}
