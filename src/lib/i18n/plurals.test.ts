import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from './languages';
import { namespaces } from './namespaces';

/**
 * Counts in English agree with their noun ("1 play", "2 plays", "0 plays"): every count is an i18next plural
 * (`x_one` and `x_other` in both languages, Korean's two the same text), called with `{ count }`.
 */

const localesDir = join(import.meta.dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Texts = Record<string, string>;

/** Every text of a translation file by its dotted key path. */
function flatten(value: unknown, prefix = ''): Texts {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value as Record<string, unknown>).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))) as Texts;
}

const read = (language: string, namespace: string): unknown => JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));

/** The base keys (`x` of `x_one`/`x_other`) of a namespace's plural texts. */
const pluralBases = (texts: Texts) => [
  ...new Set(
    Object.keys(texts)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  ),
];

/** Words that may follow a number without being its noun ("1 of 3 tracks", "(1 chosen)"). */
const NOT_A_NOUN = new Set(['of', 'chosen', 'more', 'per']);

/** English nouns that are counted somewhere in the app, in the plural. */
const COUNTED_NOUNS = 'tracks|plays|likes|keywords|musicians|notices|results|questions|minutes|seconds|times|songs|files|members|entries|items|days|hours';

/**
 * Texts that put a count next to a noun without being a plural: `{{count}}` (or `{{total}}`, `{{n}}`) followed by a
 * word, any placeholder followed by a counted noun ("{{plays}} plays"), or a counted noun labelling a number
 * ("Musicians: {{total}}").
 */
export function countsWithoutPlurals(texts: Texts): string[] {
  return Object.entries(texts)
    .filter(([key]) => !PLURAL_SUFFIX.test(key))
    .filter(
      ([, text]) =>
        /\{\{\s*(count|total|n)\s*\}\}\s*[A-Za-z]/.test(text) ||
        new RegExp(`\\{\\{[^}]+\\}\\}\\s+(${COUNTED_NOUNS})\\b`, 'i').test(text) ||
        new RegExp(`\\b(${COUNTED_NOUNS})\\s*:\\s*\\{\\{`, 'i').test(text),
    )
    .map(([key, text]) => `${key}: ${text}`);
}

/**
 * What is wrong with an English plural rendered with 0, 1 and 2 (empty when nothing): the number is shown, 0 reads
 * as 2 does, and the word after the number is singular for 1 and plural for 0 and 2 unless it is not a noun.
 */
export function disagreements(render: (count: number) => string): string[] {
  const [zero, one, two] = [0, 1, 2].map((count) => render(count));
  const problems: string[] = [];
  const masked = [zero, one, two].map((text, count) => text!.replace(new RegExp(`(^|\\D)${count}(?!\\d)`), '$1#'));
  masked.forEach((text, count) => {
    if (!text.includes('#')) problems.push(`${count} is not shown in "${[zero, one, two][count]}"`);
  });
  if (masked[0] !== masked[2]) problems.push(`"${zero}" does not read as "${two}"`);
  const wordAfter = (text: string) => /#\s*([A-Za-z]+)/.exec(text)?.[1];
  const [singular, plural] = [wordAfter(masked[1]!), wordAfter(masked[2]!)];
  if (singular === plural) {
    if (singular !== undefined && !NOT_A_NOUN.has(singular.toLowerCase())) problems.push(`"${one}" and "${two}" use the same noun "${singular}"`);
  } else if (singular === undefined || plural === undefined || !new RegExp(`^${singular}(s|es)$|^${singular.replace(/y$/, '')}ies$`).test(plural)) {
    problems.push(`"${one}" and "${two}" do not agree ("${singular}" / "${plural}")`);
  }
  return problems;
}

describe('plural forms', () => {
  let i18n: I18n;

  beforeAll(async () => {
    i18n = createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      ns: [...namespaces],
      resources: Object.fromEntries(
        languages.map((language) => [language, Object.fromEntries(namespaces.map((namespace) => [namespace, read(language, namespace)]))]),
      ) as Resource,
      interpolation: { escapeValue: false },
    });
  });

  it.each(namespaces)('every English plural of %s agrees with 0, 1 and 2', (namespace) => {
    const texts = flatten(read('en', namespace));
    for (const base of pluralBases(texts)) {
      expect(Object.keys(texts), `${namespace}:${base}`).toEqual(expect.arrayContaining([`${base}_one`, `${base}_other`]));
      const render = (count: number) => i18n.t(`${namespace}:${base}`, { count, lng: 'en' } as never) as unknown as string;
      expect(disagreements(render), `${namespace}:${base}`).toEqual([]);
    }
  });

  it.each(namespaces)('the Korean plurals of %s are one text', (namespace) => {
    const texts = flatten(read('ko', namespace));
    for (const base of pluralBases(texts)) expect(texts[`${base}_one`], `${namespace}:${base}`).toBe(texts[`${base}_other`]);
  });

  it.each(namespaces)('no English text of %s counts without plural forms', (namespace) => {
    expect(countsWithoutPlurals(flatten(read('en', namespace)))).toEqual([]);
  });

  it.each([
    ['catalog:trackList.plays', ['0 plays', '1 play', '2 plays']],
    ['catalog:trackList.likes', ['0 likes', '1 like', '2 likes']],
    ['catalog:search.total', ['0 tracks', '1 track', '2 tracks']],
    ['musicians:list.trackCount', ['0 tracks', '1 track', '2 tracks']],
    ['musicians:list.results', ['0 musicians', '1 musician', '2 musicians']],
    ['player:queueCount', ['0 tracks', '1 track', '2 tracks']],
    ['musicianProfile:profile.trackCount', ['0 of 3 tracks', '1 of 3 tracks', '2 of 3 tracks']],
    ['uploads:field.keywordsHelp', ['Up to 5 keywords (0 chosen)', 'Up to 5 keywords (1 chosen)', 'Up to 5 keywords (2 chosen)']],
  ])('%s reads %j', (key, expected) => {
    expect([0, 1, 2].map((count) => i18n.t(key, { count, lng: 'en' } as never) as unknown as string)).toEqual(expected);
  });

  it('the checks catch a count that does not agree', () => {
    expect(disagreements((count) => `${count} plays`)).not.toEqual([]);
    expect(disagreements((count) => (count === 1 ? '1 track' : `${count} songs`))).not.toEqual([]);
    expect(disagreements((count) => (count === 0 ? 'no plays' : count === 1 ? '1 play' : `${count} plays`))).not.toEqual([]);
    expect(disagreements((count) => (count === 1 ? '1 play' : `${count} plays`))).toEqual([]);
    expect(disagreements((count) => `${count} of 3 tracks`)).toEqual([]);
    expect(countsWithoutPlurals({ plays: '{{count}} plays' })).toHaveLength(1);
    expect(countsWithoutPlurals({ results: 'Musicians: {{total}}' })).toHaveLength(1);
    expect(countsWithoutPlurals({ likes: '{{likeCount}} likes' })).toHaveLength(1);
    expect(countsWithoutPlurals({ plays_one: '{{count}} play', plays_other: '{{count}} plays', done: 'Expired ({{count}}).' })).toEqual([]);
  });
});
