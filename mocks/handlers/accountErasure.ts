import { revokeUserTokens } from '../auth/tokens';
import type { MockContext } from '../context';
import type { UserRecord } from '../db/database';
import { musicianOfUser } from '../http/views';
import { cancelMeetingOfRequest } from './meetingRequestCancellation';
import { deleteFile, deleteMusicRecord } from './musicRemoval';
import { deleteShortlistRecord } from './shortlists';

/**
 * The email a left account is given: never a real address (no `@`, which the contract's email pattern needs, so
 * no sign-up or login can send it) and never another account's (it carries the account number).
 */
export const erasedEmail = (userId: number) => `left:${userId}`;

/**
 * Leaving, as the privacy policy says: everything that names the user goes at once, and only the account number
 * with the status LEFT and the date of leaving is kept (anonymous play counts of other composers' tracks stay
 * too). Bytes of stored files are deleted so they cannot be restored. The same email and nickname can sign up
 * again right away.
 */
export async function eraseAccount(ctx: MockContext, user: UserRecord): Promise<void> {
  // The musician profile, its photo and the tracks with their audio, covers, cue markers, likes, plays and feedback.
  const musician = musicianOfUser(ctx, user.id);
  if (musician) {
    for (const music of ctx.db.music.findMany((q) => q.where({ musicianId: musician.id }))) await deleteMusicRecord(ctx, music);
    ctx.db.musicians.delete(musician);
    await deleteFile(ctx, musician.photoFileId);
  }
  // Their shortlists go too, and with them their share links (410 from now on; the revoked links name nobody).
  for (const list of ctx.db.shortlists.findMany((q) => q.where({ ownerUserId: user.id }))) await deleteShortlistRecord(ctx, list);
  // The industry profile (its verified mark with it).
  ctx.db.industryProfiles.deleteMany((q) => q.where({ userId: user.id }));
  // The matching program's records are deleted, not anonymised: a project's titles and credits and a composer's
  // statement and tracks say who wrote them. Composers' applications no longer name the deleted projects (a new
  // project may take a freed id).
  const projectIds = new Set(ctx.db.projects.deleteMany((q) => q.where({ ownerId: user.id })).map((project) => project.id));
  ctx.db.applications.deleteMany((q) => q.where({ composerId: user.id }));
  // Their projects' briefs with every answer to them, and their own answers to others' briefs.
  const briefIds = new Set(ctx.db.briefs.deleteMany((q) => q.where({ projectId: (id: number) => projectIds.has(id) })).map((brief) => brief.id));
  ctx.db.answers.deleteMany((q) => q.where({ briefId: (id: number) => briefIds.has(id) }));
  ctx.db.answers.deleteMany((q) => q.where({ composerId: user.id }));
  // Their meeting requests on either side (a production's by its projects) with their meetings cancelled, their
  // availability and their calendar addresses.
  const requests = ctx.db.meetingRequests
    .findMany((q) => q.where({ composerId: user.id }))
    .concat(ctx.db.meetingRequests.findMany((q) => q.where({ projectId: (id: number) => projectIds.has(id) })));
  for (const request of requests) await cancelMeetingOfRequest(ctx, request.id);
  ctx.db.meetingRequests.deleteMany((q) => q.where({ id: (id: number) => requests.some((request) => request.id === id) }));
  ctx.db.meetingAvailability.deleteMany((q) => q.where({ userId: user.id }));
  ctx.db.calendarFeeds.deleteMany((q) => q.where({ userId: user.id }));
  if (projectIds.size > 0) {
    await ctx.db.applications.updateMany((q) => q.where({ projectIds: (ids: number[]) => ids.some((id) => projectIds.has(id)) }), {
      data(application) {
        application.projectIds = application.projectIds.filter((id) => !projectIds.has(id));
      },
    });
  }
  for (const like of ctx.db.likes.deleteMany((q) => q.where({ userId: user.id }))) {
    await ctx.db.music.update((q) => q.where({ id: like.musicId }), {
      data(music) {
        music.likeCount = Math.max(0, music.likeCount - 1);
      },
    });
  }
  // Uploads in progress or finished, and any file still stored for them (a photo or cover sent but never used).
  for (const upload of ctx.db.uploads.findMany((q) => q.where({ ownerUserId: user.id }))) {
    await ctx.blobs.delete(upload.id);
    ctx.db.uploads.delete(upload);
  }
  for (const file of ctx.db.files.findMany((q) => q.where({ ownerUserId: user.id }))) await deleteFile(ctx, file.id);
  // Sign-in sessions, password-reset links and the emails sent to the address.
  await revokeUserTokens(ctx, user.id);
  ctx.db.passwordResets.deleteMany((q) => q.where({ userId: user.id }));
  ctx.db.outbox.deleteMany((q) => q.where({ to: user.email }));
  ctx.throttle.clear('login', user.email);
  ctx.throttle.clear('passwordReset', user.email);

  await ctx.db.users.update(user, {
    data(record) {
      record.email = erasedEmail(record.id);
      record.passwordHash = '';
      record.name = '';
      record.nickname = '';
      record.phoneNo = '';
      record.affiliation = null;
      record.termsAgreedAt = null;
      record.privacyAgreedAt = null;
      record.ageOver14ConfirmedAt = null;
      record.marketingEmail = false;
      record.marketingEmailAt = null;
      record.marketingSms = false;
      record.marketingSmsAt = null;
      record.status = 'LEFT';
      record.leftAt = new Date(ctx.clock.now()).toISOString();
    },
  });
}
