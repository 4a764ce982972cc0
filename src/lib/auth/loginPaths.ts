/** The login page bringing the visitor back to `path` (pathname + search) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** The sign-up page, whose account's first login brings the visitor back to `path` (pathname + search). */
export function signUpPathFor(path: string): string {
  return `/sign-up?redirect=${encodeURIComponent(path)}`;
}
