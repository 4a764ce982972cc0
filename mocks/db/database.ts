import { Collection } from '@msw/data';
import {
  accountDecisionRecord,
  answerRecord,
  applicationRecord,
  briefRecord,
  calendarFeedRecord,
  emailRecord,
  faqRecord,
  industryProfileRecord,
  fileRecord,
  labelRecord,
  likeRecord,
  meetingAvailabilityRecord,
  meetingRecord,
  meetingRequestRecord,
  meetingScheduleRecord,
  meetingSettingsRecord,
  musicRecord,
  musicianRecord,
  noticeRecord,
  passwordResetRecord,
  playRecord,
  projectRecord,
  roundRecord,
  shareLinkRecord,
  shortlistRecord,
  tokenRecord,
  trackActivityRecord,
  uploadRecord,
  userRecord,
  waveformRecord,
} from './schemas';

/** One @msw/data collection per resource. Records hold plain ids, no relations, so a snapshot is plain JSON. */
export function createDatabase() {
  return {
    users: new Collection({ schema: userRecord }),
    musicians: new Collection({ schema: musicianRecord }),
    music: new Collection({ schema: musicRecord }),
    genres: new Collection({ schema: labelRecord }),
    keywords: new Collection({ schema: labelRecord }),
    notices: new Collection({ schema: noticeRecord }),
    faqs: new Collection({ schema: faqRecord }),
    likes: new Collection({ schema: likeRecord }),
    plays: new Collection({ schema: playRecord }),
    files: new Collection({ schema: fileRecord }),
    uploads: new Collection({ schema: uploadRecord }),
    tokens: new Collection({ schema: tokenRecord }),
    passwordResets: new Collection({ schema: passwordResetRecord }),
    outbox: new Collection({ schema: emailRecord }),
    shortlists: new Collection({ schema: shortlistRecord }),
    shareLinks: new Collection({ schema: shareLinkRecord }),
    trackActivity: new Collection({ schema: trackActivityRecord }),
    waveforms: new Collection({ schema: waveformRecord }),
    rounds: new Collection({ schema: roundRecord }),
    accountDecisions: new Collection({ schema: accountDecisionRecord }),
    industryProfiles: new Collection({ schema: industryProfileRecord }),
    projects: new Collection({ schema: projectRecord }),
    applications: new Collection({ schema: applicationRecord }),
    briefs: new Collection({ schema: briefRecord }),
    answers: new Collection({ schema: answerRecord }),
    meetingSettings: new Collection({ schema: meetingSettingsRecord }),
    meetingRequests: new Collection({ schema: meetingRequestRecord }),
    meetingAvailability: new Collection({ schema: meetingAvailabilityRecord }),
    meetings: new Collection({ schema: meetingRecord }),
    meetingSchedules: new Collection({ schema: meetingScheduleRecord }),
    calendarFeeds: new Collection({ schema: calendarFeedRecord }),
  };
}

export type Database = ReturnType<typeof createDatabase>;

/** A stored record of a collection (the library brands records, so plain objects do not type-check as records). */
type RecordOf<C extends keyof Database> = ReturnType<Database[C]['all']>[number];
export type UserRecord = RecordOf<'users'>;
export type MusicianRecord = RecordOf<'musicians'>;
export type MusicRecord = RecordOf<'music'>;
export type LabelRecord = RecordOf<'genres'>;
export type NoticeRecord = RecordOf<'notices'>;
export type FaqRecord = RecordOf<'faqs'>;
export type LikeRecord = RecordOf<'likes'>;
export type FileRecord = RecordOf<'files'>;
export type UploadRecord = RecordOf<'uploads'>;
export type TokenRecord = RecordOf<'tokens'>;
export type PasswordResetRecord = RecordOf<'passwordResets'>;
export type EmailRecord = RecordOf<'outbox'>;
export type ShortlistRecord = RecordOf<'shortlists'>;
export type ShareLinkRecord = RecordOf<'shareLinks'>;
export type WaveformRecord = RecordOf<'waveforms'>;
export type RoundRecord = RecordOf<'rounds'>;
export type IndustryProfileRecord = RecordOf<'industryProfiles'>;
export type ProjectRecord = RecordOf<'projects'>;
export type ApplicationRecord = RecordOf<'applications'>;
export type BriefRecord = RecordOf<'briefs'>;
export type AnswerRecord = RecordOf<'answers'>;
export type MeetingSettingsRecord = RecordOf<'meetingSettings'>;
export type MeetingRequestRecord = RecordOf<'meetingRequests'>;
export type MeetingRecord = RecordOf<'meetings'>;
export type MeetingScheduleRecord = RecordOf<'meetingSchedules'>;
export type CalendarFeedRecord = RecordOf<'calendarFeeds'>;
export type CollectionName = keyof Database;
export type DatabaseSnapshot = { version: 1; collections: { [K in CollectionName]: unknown[] } };

const collectionNames = (db: Database) => Object.keys(db) as CollectionName[];

/** Plain JSON copy of every record, for the local server's data folder. */
export function snapshotDatabase(db: Database): DatabaseSnapshot {
  const collections = {} as DatabaseSnapshot['collections'];
  for (const name of collectionNames(db)) collections[name] = db[name].all().map((record) => ({ ...record }));
  return { version: 1, collections };
}

/** Replaces every record with the snapshot's (records are validated by the collection schemas). */
export async function restoreDatabase(db: Database, snapshot: DatabaseSnapshot): Promise<void> {
  clearDatabase(db);
  for (const name of collectionNames(db)) {
    const collection = db[name] as unknown as { create(values: unknown): Promise<unknown> };
    for (const record of snapshot.collections[name] ?? []) await collection.create(record);
  }
}

/**
 * Deletes every record, one by one, so each collection emits a delete event per record (the durable store marks
 * them; @msw/data's own `clear()` skips every other record's event while it splices the list it walks).
 */
export function clearDatabase(db: Database): void {
  for (const name of collectionNames(db)) {
    const collection = db[name] as unknown as { all(): object[]; delete(record: object): unknown };
    for (const record of [...collection.all()]) collection.delete(record);
  }
}

/** The next integer id of a collection whose records carry `id: number`. */
export function nextId(collection: { all(): Array<{ id: number }> }): number {
  let max = 0;
  for (const record of collection.all()) if (record.id > max) max = record.id;
  return max + 1;
}
