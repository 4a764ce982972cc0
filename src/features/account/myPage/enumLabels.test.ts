import { describe, expect, it } from 'vitest';
import { zAuthorityType, zUserStatus } from '../../../lib/api/generated/zod.gen';
import en from '../../../lib/i18n/locales/en/myPage.json';
import ko from '../../../lib/i18n/locales/ko/myPage.json';

const languages = { ko, en } as const;

describe('the my page names every status and member type', () => {
  it.each(Object.entries(languages))('in %s, with a label of its own for each contract value', (_language, texts) => {
    const statuses: Record<string, string> = texts.status;
    const roles: Record<string, string> = texts.role;
    expect(Object.keys(statuses).sort()).toEqual([...zUserStatus.options].sort());
    expect(Object.keys(roles).sort()).toEqual([...zAuthorityType.options].sort());
    for (const label of [...Object.values(statuses), ...Object.values(roles)]) {
      expect(label).not.toMatch(/^[A-Z_]+$/);
      expect(label).not.toBe('');
    }
  });

  it('in English, as labels starting with a capital (not "approved", not "APPROVED")', () => {
    for (const [value, label] of [...Object.entries(en.status), ...Object.entries(en.role)]) expect(label, value).toMatch(/^[A-Z][a-z]/);
  });
});
