import type catalog from './locales/ko/catalog.json';
import type musicians from './locales/ko/musicians.json';
import type player from './locales/ko/player.json';
import type board from './locales/ko/board.json';
import type uploads from './locales/ko/uploads.json';
import type music from './locales/ko/music.json';
import type musicianProfile from './locales/ko/musicianProfile.json';
import type account from './locales/ko/account.json';
import type auth from './locales/ko/auth.json';
import type common from './locales/ko/common.json';
import type devPanel from './locales/ko/devPanel.json';
import type errors from './locales/ko/errors.json';
import type login from './locales/ko/login.json';
import type myPage from './locales/ko/myPage.json';
import type nav from './locales/ko/nav.json';
import type pages from './locales/ko/pages.json';
import type signUp from './locales/ko/signUp.json';
import type passwordReset from './locales/ko/passwordReset.json';
import type shortlistMenu from './locales/ko/shortlistMenu.json';
import type sharedShortlist from './locales/ko/sharedShortlist.json';
import type trackFeedback from './locales/ko/trackFeedback.json';
import type shortlists from './locales/ko/shortlists.json';
import type cueMarkers from './locales/ko/cueMarkers.json';
import type embed from './locales/ko/embed.json';
import type privacy from './locales/ko/privacy.json';
import type program from './locales/ko/program.json';
import type briefs from './locales/ko/briefs.json';
import type reasonDialog from './locales/ko/reasonDialog.json';
import type office from './locales/ko/office.json';
import type productions from './locales/ko/productions.json';
import type composing from './locales/ko/composing.json';
import type answering from './locales/ko/answering.json';
import type programErrors from './locales/ko/programErrors.json';
import type meetings from './locales/ko/meetings.json';

/** Typed keys: `t('nav:music.search')` is checked against the Korean files (the source language). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'programErrors';
    resources: {
      account: typeof account;
      musicianProfile: typeof musicianProfile;
      music: typeof music;
      uploads: typeof uploads;
      board: typeof board;
      player: typeof player;
      musicians: typeof musicians;
      catalog: typeof catalog;
      auth: typeof auth;
      common: typeof common;
      devPanel: typeof devPanel;
      errors: typeof errors;
      login: typeof login;
      myPage: typeof myPage;
      nav: typeof nav;
      pages: typeof pages;
      signUp: typeof signUp;
      passwordReset: typeof passwordReset;
      shortlistMenu: typeof shortlistMenu;
      sharedShortlist: typeof sharedShortlist;
      trackFeedback: typeof trackFeedback;
      shortlists: typeof shortlists;
      cueMarkers: typeof cueMarkers;
      embed: typeof embed;
      privacy: typeof privacy;
      program: typeof program;
      briefs: typeof briefs;
      reasonDialog: typeof reasonDialog;
      office: typeof office;
      productions: typeof productions;
      composing: typeof composing;
      answering: typeof answering;
      programErrors: typeof programErrors;
      meetings: typeof meetings;
    };
  }
}
