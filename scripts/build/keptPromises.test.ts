import { describe, expect, it } from 'vitest';
import { createKeptPromises } from './keptPromises';

describe('createKeptPromises', () => {
  it('makes each key once, keeps the last used ones, and tries a failed one again', async () => {
    const kept = createKeptPromises<string>(2);
    const made: string[] = [];
    const make =
      (key: string, fail = false) =>
      () => {
        made.push(key);
        return fail ? Promise.reject(new Error(key)) : Promise.resolve(`value ${key}`);
      };
    expect(await kept('a', make('a'))).toBe('value a');
    expect(await kept('a', make('a'))).toBe('value a');
    await kept('b', make('b'));
    await kept('a', make('a')); // a is now the last used: c pushes b out
    await kept('c', make('c'));
    await kept('a', make('a'));
    await kept('b', make('b'));
    await expect(kept('d', make('d', true))).rejects.toThrow('d');
    await expect(kept('d', make('d'))).resolves.toBe('value d');
    expect(made).toEqual(['a', 'b', 'c', 'b', 'd', 'd']);
  });
});
