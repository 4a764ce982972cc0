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
  program: ['program', 'programErrors'],
  noticeList: ['board', 'program'],
  noticeDetail: ['board'],
  faq: ['board'],
  privacy: ['privacy'],
  musicUpload: ['music', 'uploads'],
  myPage: ['myPage', 'account', 'productions', 'program', 'programErrors'],
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
  office: ['office', 'program', 'reasonDialog', 'programErrors'],
  programProjects: ['productions', 'program', 'programErrors'],
  programProjectNew: ['productions', 'program', 'programErrors'],
  programProject: ['productions', 'program', 'programErrors'],
  programProjectBrief: ['briefs', 'productions', 'program', 'programErrors'],
  programBriefs: ['briefs', 'program', 'answering', 'programErrors'],
  programBrief: ['briefs', 'program', 'cueMarkers', 'shortlistMenu', 'answering', 'reasonDialog', 'programErrors'],
  programApply: ['composing', 'program', 'programErrors'],
  programMeetings: ['meetings', 'programErrors'],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageName = keyof typeof pageNamespaces;
