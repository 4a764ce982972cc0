/**
 * A value derived from lists of records (a collection's `all()`), kept until one of its records came, went or was
 * replaced: records are immutable, so a change is a new object (see trackIndex.ts). Checking costs one identity
 * comparison per record (about 0.1 ms for 20,000 records); a change computes the value again, whole.
 */
export type RecordsMemo<T> = (sources: ReadonlyArray<readonly object[]>, compute: () => T) => T;

const sameRecords = (sources: ReadonlyArray<readonly object[]>, seen: ReadonlyArray<readonly object[]>) =>
  sources.length === seen.length &&
  sources.every((records, list) => {
    const known = seen[list]!;
    if (records.length !== known.length) return false;
    for (let position = 0; position < records.length; position += 1) if (records[position] !== known[position]) return false;
    return true;
  });

/** A memo of one value: `compute` runs on first use and whenever a record of `sources` differs from the last time. */
export function recordsMemo<T>(): RecordsMemo<T> {
  let seen: Array<readonly object[]> | undefined;
  let value: T;
  return (sources, compute) => {
    if (seen && sameRecords(sources, seen)) return value;
    value = compute();
    seen = sources.map((records) => records.slice());
    return value;
  };
}

const byIdMemos = new WeakMap<readonly object[], RecordsMemo<ReadonlyMap<unknown, object>>>();

/**
 * The records of a list by id, kept while the list holds the same records (a collection's `all()` is the same list
 * every time, so the map is built once per change, not once per request: 20,000 files take about 12 ms to map).
 */
export function recordsById<R extends { id: unknown }>(records: readonly R[]): ReadonlyMap<R['id'], R> {
  let memo = byIdMemos.get(records);
  if (!memo) byIdMemos.set(records, (memo = recordsMemo()));
  return memo([records], () => new Map(records.map((record) => [record.id, record]))) as ReadonlyMap<R['id'], R>;
}

const groupMemos = new WeakMap<readonly object[], WeakMap<(record: never) => unknown, RecordsMemo<ReadonlyMap<unknown, readonly object[]>>>>();

/**
 * The records of a list grouped by `keyOf` (a function defined once, not per call), each group in the list's order,
 * kept while the list holds the same records: a viewer's likes or a musician's tracks without scanning every record
 * of the collection on each request.
 */
export function recordsGroupedBy<K, R extends object>(records: readonly R[], keyOf: (record: R) => K): ReadonlyMap<K, readonly R[]> {
  let byKey = groupMemos.get(records);
  if (!byKey) groupMemos.set(records, (byKey = new WeakMap()));
  let memo = byKey.get(keyOf);
  if (!memo) byKey.set(keyOf, (memo = recordsMemo()));
  return memo([records], () => {
    const groups = new Map<K, R[]>();
    for (const record of records) {
      const key = keyOf(record);
      const group = groups.get(key);
      if (group) group.push(record);
      else groups.set(key, [record]);
    }
    return groups;
  }) as ReadonlyMap<K, readonly R[]>;
}
