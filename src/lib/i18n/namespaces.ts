/** Translation namespaces, one JSON file per language in `locales/<language>/<namespace>.json`. */
export const namespaces = [
  'common',
  'nav',
  'errors',
  'pages',
  'devPanel',
  'auth',
  'login',
  'signUp',
  'account',
  'myPage',
  'catalog',
  'musicians',
  'player',
  'board',
  'uploads',
  'music',
  'musicianProfile',
  'passwordReset',
  'shortlistMenu',
  'sharedShortlist',
  'trackFeedback',
  'shortlists',
  'cueMarkers',
  'embed',
  'privacy',
  'program',
  'briefs',
  'reasonDialog',
  'office',
  'productions',
  'composing',
  'answering',
  'programErrors',
  'meetings',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * What the app shell needs before its first render (header, navigation, page titles, shared failures).
 * Every other namespace loads with the page that uses it (router.tsx names them beside each page; a component
 * asking for one not yet loaded suspends until it is).
 */
export const startupNamespaces = ['common', 'nav', 'pages', 'errors'] as const satisfies readonly Namespace[];

export const defaultNamespace: Namespace = 'common';

/**
 * Where a key missing from its namespace is looked up next: the matching program's error messages live apart from
 * the always-loaded `errors` (they load with the program's pages), yet `errors:code.<CODE>` finds them.
 */
export const fallbackNamespace: Namespace = 'programErrors';

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
