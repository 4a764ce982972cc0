/** The Instagram profile address of an id stored without `@` (a stray leading `@` is dropped all the same). */
export function instagramHandle(instagramId: string): string {
  return instagramId.trim().replace(/^@+/, '');
}

/** `https://www.instagram.com/{id}` for a stored Instagram id. */
export function instagramUrl(instagramId: string): string {
  return `https://www.instagram.com/${encodeURIComponent(instagramHandle(instagramId))}`;
}

/**
 * The portfolio address when it is a web address (http or https), or undefined: anything else (a
 * `javascript:` or `data:` URL, a malformed text) is never made a link.
 */
export function safeWebUrl(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A text that is present: not null and not blank. */
export function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}
