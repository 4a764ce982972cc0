import type { UploadKind } from '../../lib/api/generated/types.gen';
import type { UploadMessage } from './types';

/** Codes the provider answers (422) when it cannot read a music file it received. */
const AUDIO_REJECTIONS = ['AUDIO_FILE_CORRUPT', 'AUDIO_FILE_TRUNCATED'] as const;

/** Codes of the provider's limits a person can meet while sending any file: too many unfinished uploads, a full disk. */
const SERVER_LIMITS = ['UPLOAD_QUOTA_EXCEEDED', 'STORAGE_FULL'] as const;

/** Whether a message says the provider refused the music file itself (shown under the music file field). */
export function isAudioRejection(message: UploadMessage | undefined): boolean {
  return message !== undefined && AUDIO_REJECTIONS.some((code) => message.key === `errors:code.${code}`);
}

/** The error code in a failed tus request's answer (tus-js-client's DetailedError keeps the response). */
function answeredCode(error: unknown): string | undefined {
  const response = (error as { originalResponse?: { getBody?: () => unknown } } | null)?.originalResponse;
  const body = response?.getBody?.();
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the screen says when sending a file failed: the provider's limit when it refused to start one (403
 * `UPLOAD_QUOTA_EXCEEDED`, 507 `STORAGE_FULL`), its reason when it refused a music file it could not read (the
 * final PATCH answers 422 `AUDIO_FILE_CORRUPT` or `AUDIO_FILE_TRUNCATED`), otherwise that the music file or the
 * cover could not be uploaded.
 */
export function uploadFailureMessage(kind: UploadKind, error: unknown): UploadMessage {
  const code = answeredCode(error);
  if (code && (SERVER_LIMITS as readonly string[]).includes(code)) return { key: `errors:code.${code}` };
  if (kind === 'audio' && code && (AUDIO_REJECTIONS as readonly string[]).includes(code)) return { key: `errors:code.${code}` };
  return { key: kind === 'audio' ? 'errors:failure.musicFileUpload' : 'errors:failure.coverUpload' };
}
