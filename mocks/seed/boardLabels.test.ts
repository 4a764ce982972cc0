import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAQS, NOTICES } from './board';

/**
 * The FAQ and the notices name the app's controls and menus as they read on screen: every quoted name is a
 * text of the app in the same language, every menu path ("User > Liked Music") is a navigation group and one
 * of its entries, and the answer about languages names both language buttons by their labels.
 */

const localesDir = join(import.meta.dirname, '../../src/lib/i18n/locales');
type Language = 'ko' | 'en';

const readLocale = (language: Language, namespace: string): unknown => JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings));

/** Every text the app shows in a language. */
const appTexts = (language: Language) => new Set(readdirSync(join(localesDir, language)).flatMap((file) => strings(readLocale(language, file.replace(/\.json$/, '')))));

/** The navigation's groups, each with its entries' labels. */
function navigation(language: Language): Array<{ group: string; entries: string[] }> {
  const nav = readLocale(language, 'nav') as Record<string, unknown>;
  return Object.values(nav)
    .filter((value): value is Record<string, string> => typeof value === 'object' && value !== null && 'group' in value)
    .map(({ group, ...entries }) => ({ group: group!, entries: Object.values(entries) }));
}

/** Quoted words that are examples, not names of the app's controls (a search for ㅅㅂ finds 새벽). */
const EXAMPLES = new Set(['ㅅㅂ', '새벽']);

const texts = (language: Language) => [
  ...FAQS.map((faq) => ({ where: `FAQ "${faq.question.en}"`, text: faq.answer[language] })),
  ...NOTICES.map((notice) => ({ where: `notice "${notice.title.en}"`, text: notice.body[language] })),
];

/** What a text names that the app does not show: quoted names and menu paths. */
export function unknownNames(text: string, language: Language): string[] {
  const known = appTexts(language);
  const quoted = [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!).filter((name) => !EXAMPLES.has(name) && !known.has(name));
  const menus = navigation(language);
  const paths = text
    .split(' > ')
    .slice(1)
    .map((after, index) => ({ before: text.split(' > ')[index]!, after }))
    .filter(({ before, after }) => !menus.some(({ group, entries }) => before.endsWith(group) && entries.some((entry) => after.startsWith(entry))))
    .map(({ before, after }) => `${before.split(' ').at(-1)} > ${after.split(' ').slice(0, 3).join(' ')}`);
  return [...quoted, ...paths];
}

describe('the FAQ and notices of the seed', () => {
  it.each(['ko', 'en'] as const)('name controls and menus as the app shows them in %s', (language) => {
    const problems = texts(language).flatMap(({ where, text }) => unknownNames(text, language).map((name) => `${where}: ${name}`));
    expect(problems).toEqual([]);
  });

  it.each(['ko', 'en'] as const)('name both language buttons by their labels in %s', (language) => {
    const common = readLocale(language, 'common') as { language: Record<string, string> };
    const answer = FAQS.find((faq) => faq.question.en === 'Can I switch between Korean and English?')!.answer[language];
    for (const label of [common.language.ko!, common.language.en!]) expect(answer).toContain(`"${label}"`);
  });

  it('catch a name the app does not show', () => {
    expect(unknownNames('Choose "Leave Account" on My Page.', 'en')).toEqual(['Leave Account']);
    expect(unknownNames('Open User > Favourites in the side menu.', 'en')).toHaveLength(1);
    expect(unknownNames('Open User > Liked Music in the side menu; press "Change password".', 'en')).toEqual([]);
  });
});
