// @vitest-environment happy-dom
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './languages';
import { localeBackend } from './localeBackend';

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n();
});

describe('i18n', () => {
  it('starts in the saved language and marks the document with it', () => {
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('nav:music.search')).toBe('Search Music');
  });

  it('switches at once, saves the choice and updates <html lang>', async () => {
    await changeLanguage('ko');
    expect(i18next.t('nav:music.search')).toBe('음악 검색');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('writes the choice into the cue-lang cookie too, so the server answers in it from the first byte', async () => {
    await changeLanguage('en');
    expect(document.cookie).toContain('cue-lang=en');
    await changeLanguage('ko');
    expect(document.cookie).toContain('cue-lang=ko');
  });

  it('has both languages loaded, so switching back needs no load', async () => {
    expect(i18next.hasResourceBundle('ko', 'nav')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'nav')).toBe(true);
  });

  it("starts with the shell's texts only; a page's texts load with it, in both languages", async () => {
    expect(i18next.hasResourceBundle('ko', 'pages')).toBe(true);
    expect(i18next.hasResourceBundle('ko', 'signUp')).toBe(false);
    await loadNamespaces(['signUp']);
    expect(i18next.hasResourceBundle('ko', 'signUp')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'signUp')).toBe(true);
  });

  it("finds the program's error messages under `errors` once a program page has loaded them, not before", async () => {
    await changeLanguage('en');
    expect(i18next.hasResourceBundle('en', 'programErrors')).toBe(false);
    expect(i18next.t('errors:code.SERVER_ERROR')).toBe('A server error occurred. Please try again later.');
    await loadNamespaces(['programErrors']);
    expect(i18next.t('code.BRIEF_CLOSED', { ns: 'errors' })).toBe("The deadline of this project's brief has passed.");
    expect(i18next.t('code.SCHEDULE_CHANGED', { ns: 'errors' })).toMatch(/^The schedule was changed in another window/);
    await changeLanguage('ko');
  });

  it('reports a failed load as retryable so i18next retries it', async () => {
    const result = await new Promise<{ error: unknown; retry: unknown }>((resolve) => {
      localeBackend.read('xx', 'common', (error, retry) => resolve({ error, retry }));
    });
    expect(result.error).toBeInstanceOf(Error);
    expect(result.retry).toBe(true);
  });
});
