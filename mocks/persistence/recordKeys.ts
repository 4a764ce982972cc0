import { Collection } from '@msw/data';
import * as z from 'zod';

/**
 * The identity of a stored record across restarts. @msw/data gives every record an internal primary key (a
 * random UUID under a private symbol) that updates keep and `create` takes back when the initial values carry
 * it; the durable store uses it as the row key and hands it back on load, so a row and its in-memory record
 * stay one and the same thing whatever the record's own fields (some collections have no id of their own).
 */

let primaryKeySymbol: symbol | undefined;

/** The library's private primary-key symbol, read once off a throwaway record (it is not exported). */
export async function recordKeySymbol(): Promise<symbol> {
  if (primaryKeySymbol) return primaryKeySymbol;
  const probe = await new Collection({ schema: z.object({}) }).create({});
  primaryKeySymbol = Object.getOwnPropertySymbols(probe).find((symbol) => symbol.description === 'kPrimaryKey');
  if (!primaryKeySymbol) throw new Error('@msw/data records carry no kPrimaryKey symbol: the durable store cannot identify rows');
  return primaryKeySymbol;
}

/** The row key of a record (after `recordKeySymbol()` has resolved once). */
export function recordKeyOf(record: object): string {
  const key = primaryKeySymbol && (record as Record<symbol, unknown>)[primaryKeySymbol];
  if (typeof key !== 'string') throw new Error('A record without a primary key reached the durable store');
  return key;
}

/** Initial values that make `collection.create` keep the given row key as the record's primary key. */
export function withRecordKey<T extends object>(values: T, key: string): T {
  return Object.assign({ ...values }, { [primaryKeySymbol!]: key });
}
