/**
 * The login id a page that sent the visitor to /login already knows (router state `{ loginId }`, set after a
 * general account's sign-up and after a password reset), so the field starts filled in. Anything else in the state is ignored.
 */
export function prefilledLoginId(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { loginId } = state as { loginId?: unknown };
  return typeof loginId === 'string' ? loginId : '';
}
