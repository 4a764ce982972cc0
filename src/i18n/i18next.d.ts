import type common from './locales/ko/common.json';
import type devPanel from './locales/ko/devPanel.json';
import type errors from './locales/ko/errors.json';
import type nav from './locales/ko/nav.json';
import type pages from './locales/ko/pages.json';

/** Typed keys: `t('nav:music.search')` is checked against the Korean files (the source language). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      devPanel: typeof devPanel;
      errors: typeof errors;
      nav: typeof nav;
      pages: typeof pages;
    };
  }
}
