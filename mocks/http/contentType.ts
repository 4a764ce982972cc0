import { ApiProblem } from './problem';

/**
 * The media type a request says its body has: the `Content-Type` without parameters, lower-cased, and its
 * `charset` parameter if any; undefined when the request names none.
 */
export function mediaTypeOf(request: Request): { type: string; charset?: string } | undefined {
  const header = request.headers.get('content-type');
  if (header === null || header.trim() === '') return undefined;
  const [type = '', ...parameters] = header.split(';');
  const charset = parameters
    .map((parameter) => parameter.split('='))
    .find(([name]) => name?.trim().toLowerCase() === 'charset')?.[1]
    ?.trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
  return { type: type.trim().toLowerCase(), charset };
}

/**
 * 415 `UNSUPPORTED_CONTENT_TYPE`: a body sent under another media type than the operation takes. Answered before
 * the body is read, so an HTML form or a `text/plain` fetch from another site (neither needs a CORS preflight)
 * never gets its body parsed: only `application/json`, which a foreign page can send only after a preflight.
 */
export function unsupportedContentType(expected: string): ApiProblem {
  return new ApiProblem(415, 'UNSUPPORTED_CONTENT_TYPE', `Content-Type must be ${expected}.`);
}

/**
 * Whether a request names `expected` as its media type. JSON must be UTF-8 (RFC 8259), so a JSON body with any
 * other charset is refused too.
 */
export function hasMediaType(request: Request, expected: string): boolean {
  const media = mediaTypeOf(request);
  if (media?.type !== expected) return false;
  return expected !== 'application/json' || media.charset === undefined || media.charset === 'utf-8' || media.charset === 'utf8';
}
