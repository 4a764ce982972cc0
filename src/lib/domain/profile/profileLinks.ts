/**
 * The musician's links as people type them, made into what the contract stores: an Instagram ID typed with its
 * `@` or as its address (`instagram.com/seojun.park`) is the ID, and a portfolio typed without its scheme
 * (`seojunpark.com`) is an https address. Anything else is left as typed, for the rules to judge.
 */
const INSTAGRAM_ADDRESS = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/([A-Za-z0-9._]+)\/?(?:[?#].*)?$/i;
const BARE_HOST = /^(?:[A-Za-z0-9\u00A0-\uFFFF](?:[A-Za-z0-9\u00A0-\uFFFF-]*[A-Za-z0-9\u00A0-\uFFFF])?\.)+[A-Za-z\u00A0-\uFFFF]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** `@seojun.park` and `instagram.com/seojun.park/` -> `seojun.park`; trimmed. */
export function normalizedInstagramId(raw: string): string {
  const value = raw.trim();
  const fromAddress = INSTAGRAM_ADDRESS.exec(value)?.[1];
  if (fromAddress) return fromAddress;
  return value.startsWith('@') ? value.slice(1) : value;
}

/** `seojunpark.com/works` -> `https://seojunpark.com/works`; an address with a scheme, or not a host, unchanged. */
export function normalizedPortfolioUrl(raw: string): string {
  const value = raw.trim();
  if (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return BARE_HOST.test(value) ? `https://${value}` : value;
}
