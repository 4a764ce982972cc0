import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { namespaces } from './namespaces';

const localesDir = join(import.meta.dirname, 'locales');

/** Every key path of a translation file, nested objects flattened with dots. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const read = (language: string, namespace: string): unknown => JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));

describe('translation files', () => {
  it.each(languages)('%s has exactly the declared namespaces', (language) => {
    const files = readdirSync(join(localesDir, language)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('the ko and en key sets of %s are identical', (namespace) => {
    const [first, ...others] = languages.map((language) => keyPaths(read(language, namespace)).sort());
    for (const other of others) expect(other).toEqual(first);
  });

  it.each(namespaces)('the ko and en texts of %s use the same {{placeholders}}', (namespace) => {
    // A plural form may leave the number out ("once"), so `count` is not compared in `key_one` and its siblings.
    const placeholders = (language: string) =>
      Object.fromEntries(
        keyPaths(read(language, namespace)).map((path) => {
          const text = String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], read(language, namespace)));
          const names = new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!));
          if (/_(zero|one|two|few|many|other)$/.test(path)) names.delete('count');
          return [path, [...names].sort()];
        }),
      );
    const [first, ...others] = languages.map(placeholders);
    for (const other of others) expect(other).toEqual(first);
  });

  it.each(namespaces)('no text in %s is empty', (namespace) => {
    for (const language of languages) {
      const texts = keyPaths(read(language, namespace)).map((path) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], read(language, namespace)),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
    }
  });
});
