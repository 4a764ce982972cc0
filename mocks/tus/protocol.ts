import { ApiProblem } from '../http/problem';
/** tus 1.0 protocol details: version, headers, metadata. */
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,termination,expiration';
export const UPLOADS_PATH = '/api/v1/uploads';
export const uploadUrl = (uploadId: string) => `${UPLOADS_PATH}/${uploadId}`;

/** Small request-body chunks are gathered up to this size before each append (fewer writes, same result). */
export const COALESCE_BYTES = 4 * 1024 * 1024;
/** Leading bytes read to check the type and the duration once an upload is complete. */
export const SNIFF_BYTES = 64 * 1024;
export const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

export const EXPOSED_HEADERS = [
  'Location',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Expires',
  'Upload-Metadata',
].join(', ');

export const tusHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'Tus-Resumable': TUS_VERSION,
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  ...extra,
});

export const httpDate = (ms: number) => new Date(ms).toUTCString();

/** Every answer of a tus operation, errors included, carries the tus headers. */
export function withTusHeaders<I>(resolve: (input: I) => Promise<Response>): (input: I) => Promise<Response> {
  return async (input) => {
    try {
      return await resolve(input);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      throw new ApiProblem(error.status, error.code, error.message, error.fieldErrors, tusHeaders(error.headers));
    }
  };
}

export function requireTusVersion(request: Request): void {
  if (request.headers.get('tus-resumable') !== TUS_VERSION) {
    throw new ApiProblem(412, 'TUS_VERSION_UNSUPPORTED', `Tus-Resumable must be ${TUS_VERSION}.`, undefined, {
      'Tus-Version': TUS_VERSION,
    });
  }
}

export const invalid = (field: string, message: string) => new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field, code: 'invalid', message }]);

export function decodeBase64Utf8(value: string): string {
  const binary = atob(value);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs; keys unique, values optional. */
export function parseUploadMetadata(header: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const trimmed = pair.trim();
    if (trimmed === '') continue;
    const [key, value, ...rest] = trimmed.split(' ');
    if (!key || rest.length > 0 || key in metadata) throw invalid('Upload-Metadata', 'Use comma-separated "key base64value" pairs.');
    try {
      metadata[key] = value === undefined ? '' : decodeBase64Utf8(value);
    } catch {
      throw invalid('Upload-Metadata', `The value of ${key} is not base64 UTF-8.`);
    }
  }
  return metadata;
}

// ---- one request at a time per upload ----
