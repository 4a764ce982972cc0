/** The login page bringing the visitor back to `path` (pathname + search) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
