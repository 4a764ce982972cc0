import type { UploadKind } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { UserRecord } from '../db/database';
import { problem } from '../http/problem';
import { rejectedUpload } from '../tus/uploadState';

/** Checks before consuming, so a request that fails validation later consumes nothing; answers the stored file's id. */
export function assertUploadUsable(ctx: MockContext, user: UserRecord, uploadId: string, kind: UploadKind, field: string): string {
  const upload = ctx.db.uploads.findFirst((q) => q.where({ id: uploadId, ownerUserId: user.id }));
  if (!upload || upload.kind !== kind) throw problem(404, 'UPLOAD_NOT_FOUND', `No ${kind} upload ${uploadId} (${field}).`);
  if (upload.state === 'rejected') throw rejectedUpload(upload);
  if (upload.state !== 'complete' || !upload.fileId) throw problem(409, 'UPLOAD_INCOMPLETE', `The upload ${uploadId} is not complete.`);
  return upload.fileId;
}

/** The stored file of a finished upload, which is used up by this call (one upload, one track). */
export function consumeUpload(ctx: MockContext, user: UserRecord, uploadId: string, kind: UploadKind, field: string): string {
  assertUploadUsable(ctx, user, uploadId, kind, field);
  const upload = ctx.db.uploads.delete((q) => q.where({ id: uploadId }))!;
  return upload.fileId!;
}
