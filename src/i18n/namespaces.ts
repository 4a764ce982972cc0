/** Translation namespaces, one JSON file per language in `locales/<language>/<namespace>.json`. */
export const namespaces = ['common', 'nav', 'errors', 'pages', 'devPanel', 'auth', 'login', 'signUp', 'account', 'myPage', 'catalog', 'musicians', 'player', 'board', 'uploads', 'music', 'musicianProfile'] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNamespace: Namespace = 'common';

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
