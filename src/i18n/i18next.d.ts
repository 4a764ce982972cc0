import type common from './locales/ko/common.json';
import type nav from './locales/ko/nav.json';

/** Typed keys: `t('nav:music.search')` is checked against the Korean files (the source language). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      nav: typeof nav;
    };
  }
}
