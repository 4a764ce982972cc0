import type { Namespace } from '../../lib/i18n/namespaces';

/**
 * The translation namespaces each page shows beyond the shell's (src/lib/i18n/namespaces.ts `startupNamespaces`),
 * loaded together with the page's code. A name left out still works (the page waits for it), one load later.
 */
export const pageNamespaces = {
  home: [],
  searchDetails: ['catalog'],
  musicianList: ['musicians'],
  musicianDetails: ['musicians', 'catalog', 'cueMarkers'],
  musicDetails: ['catalog', 'cueMarkers'],
  program: ['program'],
  noticeList: ['board', 'program'],
  noticeDetail: ['board'],
  faq: ['board'],
  privacy: ['privacy'],
  musicUpload: ['music', 'uploads'],
  myPage: ['myPage', 'account', 'productions', 'program'],
  likedMusic: ['board', 'catalog'],
  musicianRegistration: ['musicianProfile', 'uploads', 'music'],
  musicianProfile: ['musicianProfile', 'catalog', 'trackFeedback'],
  musicianProfileEdit: ['musicianProfile'],
  musicEdit: ['music', 'uploads'],
  login: ['login', 'auth'],
  signUp: ['signUp', 'account'],
  forgotPassword: ['passwordReset', 'account'],
  resetPassword: ['passwordReset', 'account', 'errors'],
  sharedShortlist: ['sharedShortlist'],
  shortlists: ['shortlists'],
  shortlist: ['shortlists', 'catalog'],
  office: ['office', 'program', 'reasonDialog'],
  programProjects: ['productions', 'program'],
  programProjectNew: ['productions', 'program'],
  programProject: ['productions', 'program'],
  programProjectBrief: ['briefs', 'productions', 'program'],
  programBriefs: ['briefs', 'program', 'answering'],
  programBrief: ['briefs', 'program', 'cueMarkers', 'shortlistMenu', 'answering', 'reasonDialog'],
  programApply: ['composing', 'program'],
  programMeetings: ['meetings'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageName = keyof typeof pageNamespaces;
