import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * The CSP sources that allow a page's inline `<style>` elements (the critical CSS inlined at build time) and
 * nothing else: `'sha256-<base64>'` of each element's text, exactly as written (a `<style>` is raw text, so the
 * browser hashes the characters between the tags). Never `'unsafe-inline'`.
 */

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export function inlineStyleSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(STYLE_ELEMENT)) {
    sources.add(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** The sources of an HTML file, computed once per path and version (modification time and size). */
export function createStyleHashCache() {
  const cache = new Map<string, { version: string; sources: string[] }>();
  return async (path: string, info: { mtimeMs: number; size: number }): Promise<string[]> => {
    const version = `${info.mtimeMs} ${info.size}`;
    const hit = cache.get(path);
    if (hit?.version === version) return hit.sources;
    const sources = inlineStyleSources(await readFile(path, 'utf8'));
    cache.set(path, { version, sources });
    return sources;
  };
}
