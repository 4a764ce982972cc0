/**
 * A configured public origin (`PUBLIC_ORIGIN` of `npm start`, `--public-origin` of a build) as
 * `scheme://host[:port]`; throws on anything else (a path, a query, credentials), naming `setting`.
 */
export function parsePublicOrigin(value: string, setting = 'PUBLIC_ORIGIN'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting} must be an http(s) origin such as https://cue.example, not "${value}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${setting} must be an http(s) origin such as https://cue.example, not "${value}".`);
  }
  return url.origin;
}
