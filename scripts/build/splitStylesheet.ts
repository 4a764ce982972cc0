import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** About how many bytes of CSS one part holds: parsed in well under 50 ms on a phone-speed CPU. */
export const STYLESHEET_PART_BYTES = 90_000;

/**
 * Cuts a stylesheet into parts of about `partBytes` each, between its top-level rules, so that linked in order
 * the parts apply exactly as the whole did. A browser parses each stylesheet in one task when it arrives: the
 * app's 500 KB of CSS (Blueprint's is 464 KB of it) made a task of over 200 ms on a phone, where parts of about
 * 90 KB each stay short. A leading `@charset` is repeated in every part.
 */
export function splitStylesheet(css: string, partBytes: number): string[] {
  const charset = /^@charset\s+"[^"]*";/.exec(css)?.[0] ?? '';
  const body = css.slice(charset.length);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (char === '"' || char === "'") {
      // A string runs to its closing quote; a backslash escapes the next character.
      for (i += 1; i < body.length && body[i] !== char; i += 1) if (body[i] === '\\') i += 1;
    } else if (char === '/' && body[i + 1] === '*') {
      const end = body.indexOf('*/', i + 2);
      i = end === -1 ? body.length : end + 1;
    } else if (char === '{') depth += 1;
    else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth === 0 && i + 1 - start >= partBytes) {
        parts.push(body.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  if (body.slice(start).trim() || parts.length === 0) parts.push(body.slice(start));
  return parts.map((part) => `${charset}${part}`);
}

/** esbuild's way of naming a file by its content: 8 characters of A-Z and 2-7 (base32 of a SHA-256). */
function contentHash(content: string): string {
  const digest = createHash('sha256').update(content).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let hash = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && hash.length < 8) {
      hash += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (hash.length === 8) break;
  }
  return hash;
}

/**
 * Writes the parts of a built stylesheet (`assets/main-XXXXXXXX.css`) beside it, each named by its own content
 * (`assets/main-YYYYYYYY.css`), and answers their paths in order. The whole file stays: the metafile names it.
 */
export async function writeStylesheetParts(outdir: string, path: string, partBytes = STYLESHEET_PART_BYTES): Promise<string[]> {
  const parts = splitStylesheet(await readFile(join(outdir, path), 'utf8'), partBytes);
  if (parts.length === 1) return [path];
  const prefix = basename(path).replace(/-[A-Z0-9]{8}\.css$/, '');
  return Promise.all(
    parts.map(async (part) => {
      const partPath = join(dirname(path), `${prefix}-${contentHash(part)}.css`);
      await writeFile(join(outdir, partPath), part);
      return partPath;
    }),
  );
}
