import { describe, expect, it } from 'vitest';
import { uploadFailureMessage } from './uploadFailure';

/** A failed tus request as tus-js-client reports it: its response keeps the provider's error body. */
const answered = (body: unknown) => ({ originalResponse: { getBody: () => JSON.stringify(body) } });

describe('what the screen says when a file could not be sent', () => {
  it("says the provider's limit for any file: too many unfinished uploads, a full disk", () => {
    expect(uploadFailureMessage('cover', answered({ status: 403, code: 'UPLOAD_QUOTA_EXCEEDED' }))).toEqual({ key: 'errors:code.UPLOAD_QUOTA_EXCEEDED' });
    expect(uploadFailureMessage('audio', answered({ status: 507, code: 'STORAGE_FULL' }))).toEqual({ key: 'errors:code.STORAGE_FULL' });
    expect(uploadFailureMessage('reference', answered({ status: 403, code: 'UPLOAD_QUOTA_EXCEEDED' }))).toEqual({ key: 'errors:code.UPLOAD_QUOTA_EXCEEDED' });
  });

  it('says why a music file could not be read, and only for music', () => {
    expect(uploadFailureMessage('audio', answered({ status: 422, code: 'AUDIO_FILE_TRUNCATED' }))).toEqual({ key: 'errors:code.AUDIO_FILE_TRUNCATED' });
    expect(uploadFailureMessage('cover', answered({ status: 422, code: 'AUDIO_FILE_TRUNCATED' }))).toEqual({ key: 'errors:failure.coverUpload' });
  });

  it('falls back to "could not be uploaded" when the answer says nothing usable', () => {
    expect(uploadFailureMessage('audio', new Error('offline'))).toEqual({ key: 'errors:failure.musicFileUpload' });
  });
});
