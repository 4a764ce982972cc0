import { statSync, type Stats } from 'node:fs';

/**
 * A file's stats, read at once (undefined when there is none): for the few local files every request looks at (the
 * build's manifest, a page, a cached audio file). Under load the asynchronous `stat` waited its turn in libuv's thread
 * pool behind compressions and file reads, and its promise cost the request thread more than the call itself (a
 * few microseconds for a file the system has cached).
 */
export function statNow(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
