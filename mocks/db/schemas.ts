import * as z from 'zod';
import {
  zAuthorityType,
  zErrorCode,
  zIndustryProfileStatus,
  zIndustryRejectReason,
  zIndustryRole,
  zLocalizedText,
  zMeetingRequestStatus,
  zMeetingSide,
  zMeetingStatus,
  zMeetingTableName,
  zProgramAnswerPassReason,
  zProgramAnswerStatus,
  zProgramApplicationStatement,
  zProgramApplicationStatus,
  zProgramProjectDecision,
  zProgramProjectGenre,
  zProgramProjectMusic,
  zProgramProjectStage,
  zProgramProjectStatus,
  zUploadKind,
  zUploadState,
  zUserStatus,
} from '../../src/lib/api/generated/zod.gen';

/** Store records: what the mock provider keeps, not what the API returns (see mocks/http/views.ts). */

export const userRecord = z.object({
  id: z.int(),
  email: z.string(),
  passwordHash: z.string(),
  name: z.string(),
  nickname: z.string(),
  phoneNo: z.string(),
  affiliation: z.string().nullable(),
  authorityType: zAuthorityType,
  status: zUserStatus,
  /** When the required consents were given (the provider's clock at sign-up); null once the user has left. */
  termsAgreedAt: z.string().nullable(),
  privacyAgreedAt: z.string().nullable(),
  ageOver14ConfirmedAt: z.string().nullable(),
  /** The optional marketing consents, each with when it was last given or withdrawn (null once the user has left). */
  marketingEmail: z.boolean(),
  marketingEmailAt: z.string().nullable(),
  marketingSms: z.boolean(),
  marketingSmsAt: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** When the user left (status LEFT); the account's personal data is erased then, this date is kept. */
  leftAt: z.string().nullable(),
});

export const musicianRecord = z.object({
  id: z.int(),
  userId: z.int(),
  name: zLocalizedText,
  intro: zLocalizedText,
  bio: zLocalizedText,
  contactName: z.string(),
  contactEmail: z.string(),
  instagramId: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  photoFileId: z.string().nullable(),
  createdAt: z.string(),
});

/** A composer's cue marker: whole seconds inside the track and a label in both languages. */
export const cueMarkerRecord = z.object({ seconds: z.int(), label: zLocalizedText });

export const musicRecord = z.object({
  id: z.int(),
  musicianId: z.int(),
  title: zLocalizedText,
  description: zLocalizedText,
  genreId: z.int(),
  keywordIds: z.array(z.int()),
  /** Sorted by time; stores written before markers existed have none. */
  cueMarkers: z.array(cueMarkerRecord).default([]),
  audioFileId: z.string(),
  coverFileId: z.string().nullable(),
  likeCount: z.int(),
  playCount: z.int(),
  createdAt: z.string(),
});

export const labelRecord = z.object({ id: z.int(), label: zLocalizedText });

export const noticeRecord = z.object({
  id: z.int(),
  title: zLocalizedText,
  body: zLocalizedText,
  pinned: z.boolean(),
  createdAt: z.string(),
});

/** One decision of the program office on a musician account (kept, so each account's history stays readable). */
export const accountDecisionRecord = z.object({
  id: z.int(),
  userId: z.int(),
  action: z.enum(['approve', 'reject', 'revoke']),
  reason: z.enum(['NOT_A_COMPOSER', 'INCOMPLETE_INFORMATION', 'DUPLICATE_ACCOUNT', 'TERMS_VIOLATION', 'OTHER']).nullable(),
  note: z.string().nullable(),
  decidedBy: z.int(),
  decidedAt: z.string(),
});

/** A round of the Film Music Matching Program; its windows' states are judged when it is read. */
export const roundRecord = z.object({
  id: z.int(),
  name: zLocalizedText,
  description: zLocalizedText,
  projectWindow: z.object({ opensAt: z.string(), closesAt: z.string() }),
  composerWindow: z.object({ opensAt: z.string(), closesAt: z.string() }),
  projectPlaces: z.int(),
  composerPlaces: z.int(),
  meetingDays: z.array(z.string()),
  status: z.enum(['draft', 'open', 'closed']),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** When the decisions are (or will be) announced; null while none is scheduled (docs/product.md 17.9). */
  decisionsAnnouncedAt: z.string().nullable(),
  /** When the owners were mailed their decisions (once, as the announcement took effect); null before. */
  decisionMailsSentAt: z.string().nullable(),
  /** Whether every approved composer sees the round's briefs, not only its selected ones (older stores: false). */
  briefsOpenToAllComposers: z.boolean().default(false),
});

/** A general user's industry profile for the matching program (one per user); the office verifies or rejects it. */
export const industryProfileRecord = z.object({
  userId: z.int(),
  company: z.string(),
  role: zIndustryRole,
  filmographyUrl: z.string(),
  note: z.string(),
  status: zIndustryProfileStatus,
  /** When it last became pending: the office's queue order. */
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: zIndustryRejectReason.nullable(),
  decisionNote: z.string(),
  updatedAt: z.string(),
});

/** A production's film project in a round of the matching program; `decision` is the office's, announced later. */
export const projectRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  ownerId: z.int(),
  title: zLocalizedText,
  logline: zLocalizedText,
  genre: zProgramProjectGenre.nullable(),
  stage: zProgramProjectStage.nullable(),
  runtimeMinutes: z.int().nullable(),
  director: z.string(),
  producer: z.string(),
  company: z.string(),
  music: zProgramProjectMusic,
  musicDeadline: z.string().nullable(),
  status: zProgramProjectStatus,
  decision: zProgramProjectDecision.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});

/**
 * A composer's application to a round of the matching program: `composerId` is the musician's user id, the
 * chosen tracks and projects are ids in the composer's order; `decision` is the office's, announced later.
 */
export const applicationRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  composerId: z.int(),
  statement: zProgramApplicationStatement,
  trackIds: z.array(z.int()),
  projectIds: z.array(z.int()),
  status: zProgramApplicationStatus,
  decision: zProgramProjectDecision.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string(),
});

/**
 * A selected project's brief (docs/product.md 17.10): one per project; the music need is read from the project
 * as it stands, the deadline and the message are the production's.
 */
export const briefRecord = z.object({
  id: z.int(),
  projectId: z.int(),
  roundId: z.int(),
  deadline: z.string(),
  message: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});

/** A composer's answer to a brief: `composerId` is the musician's user id, the tracks in the composer's order. */
export const answerRecord = z.object({
  id: z.int(),
  briefId: z.int(),
  composerId: z.int(),
  trackIds: z.array(z.int()),
  note: z.string(),
  status: zProgramAnswerStatus,
  passReason: zProgramAnswerPassReason.nullable(),
  passNote: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A round's 1:1 meeting settings (docs/product.md 17.14); a round without a record has the defaults. */
export const meetingSettingsRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  slotMinutes: z.int(),
  dayStart: z.string(),
  dayEnd: z.string(),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })),
  tables: z.array(z.object({ tableId: z.int(), name: zMeetingTableName })),
  maxMeetingsPerPerson: z.int(),
  updatedAt: z.string(),
});

/** A meeting request between a selected project and a selected composer (`composerId` is the user id). */
export const meetingRequestRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  projectId: z.int(),
  composerId: z.int(),
  requestedBy: zMeetingSide,
  note: z.string(),
  status: zMeetingRequestStatus,
  responseNote: z.string(),
  productionRank: z.int().nullable(),
  composerRank: z.int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The slots one participant can attend in a round. */
export const meetingAvailabilityRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  userId: z.int(),
  slotIds: z.array(z.string()),
  updatedAt: z.string(),
});

/** A placed meeting: a request in a slot at a table. `sequence` is raised by each change after publishing. */
export const meetingRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  requestId: z.int(),
  slotId: z.string(),
  tableId: z.int(),
  status: zMeetingStatus,
  sequence: z.int(),
  productionFollowUp: z.boolean().nullable(),
  composerFollowUp: z.boolean().nullable(),
  /** When the evening-before reminder went out (null until then). */
  reminderSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A round's schedule: its version (raised by each change) and when it was published. */
export const meetingScheduleRecord = z.object({
  id: z.int(),
  roundId: z.int(),
  version: z.int(),
  publishedAt: z.string().nullable(),
});

/**
 * A private calendar address, revoked when replaced or stopped. It is found by its secret's SHA-256 (`tokenHash`);
 * the secret itself is kept too (`token`) because the contract shows the owner their address again
 * (getMyCalendarFeed), as a share link's address is shown again: a real server keeps it encrypted at rest.
 * `language` is the calendar's language (the owner's browser language when they made it).
 */
export const calendarFeedRecord = z.object({
  id: z.int(),
  userId: z.int(),
  tokenHash: z.string(),
  token: z.string(),
  language: z.enum(['ko', 'en']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const faqRecord = z.object({
  id: z.int(),
  order: z.int(),
  question: zLocalizedText,
  answer: zLocalizedText,
});

export const likeRecord = z.object({ userId: z.int(), musicId: z.int(), createdAt: z.string() });

/** A counted play: `listenerKey` is who listened (`user:<id>` or `client:<address>`; empty in stores from before it). */
export const playRecord = z.object({ musicId: z.int(), listenerId: z.string(), listenerKey: z.string().default(''), createdAt: z.string() });

/** Where a stored file's bytes come from: synthesised on demand from a seed, or kept in the blob store. */
export const fileSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('generatedAudio'), seed: z.int(), seconds: z.number() }),
  z.object({ type: z.literal('generatedCover'), seed: z.int() }),
  /** A resized copy of a generated cover, made by the injected cover processor (see mocks/media/covers). */
  z.object({ type: z.literal('generatedCoverVariant'), seed: z.int(), format: z.enum(['image/avif', 'image/webp']), width: z.int() }),
  z.object({ type: z.literal('blob'), blobId: z.string() }),
]);

/** A cover's size in pixels and its resized copies (each a stored file of its own), see mocks/media/covers. */
export const coverImageRecord = z.object({
  width: z.int(),
  height: z.int(),
  variants: z.array(z.object({ format: z.enum(['image/avif', 'image/webp']), width: z.int(), height: z.int(), fileId: z.string() })),
});

/**
 * What the provider heard in an audio file (see mocks/media/analysis): tempo, key and loudness for people, and
 * the feature vector "more like this" compares. `version` is SOUND_ANALYSIS_VERSION of the computation.
 */
export const soundRecord = z.object({
  version: z.int(),
  tempoBpm: z.number().nullable(),
  key: z.object({ tonic: z.int().min(0).max(11), mode: z.enum(['major', 'minor']) }).nullable(),
  loudnessLufs: z.number().nullable(),
  features: z.array(z.number()),
});

export const fileRecord = z.object({
  id: z.string(),
  /** Uploads are WAV, MP3, JPEG or PNG; WebP and AVIF are the provider's resized copies of covers. */
  contentType: z.enum(['audio/wav', 'audio/mpeg', 'image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  size: z.int(),
  durationSeconds: z.number().nullable(),
  ownerUserId: z.int().nullable(),
  source: fileSource,
  /** Covers only: size and copies; null for other files, and for covers in stores written before copies existed. */
  image: coverImageRecord.nullable().default(null),
  /** Audio only: its analysed sound; null for images, and for audio not analysed yet (stores from before analysis). */
  sound: soundRecord.nullable().default(null),
  createdAt: z.string(),
});

/**
 * The peaks of a stored audio file (see mocks/media/waveform), computed when its upload completed or, for
 * the seed's generated audio and stores written before waveforms existed, on the first request.
 */
export const waveformRecord = z.object({
  fileId: z.string(),
  /** WAVEFORM_VERSION of the computation: another version is computed again. */
  version: z.int(),
  sampleRate: z.int(),
  samplesPerPixel: z.int(),
  durationSeconds: z.number(),
  data: z.array(z.int()),
});

export const uploadRecord = z.object({
  id: z.string(),
  ownerUserId: z.int(),
  kind: zUploadKind,
  filename: z.string(),
  filetype: z.string(),
  length: z.int(),
  offset: z.int(),
  state: zUploadState,
  /** Why a rejected upload was refused (a wrong type, an audio file that cannot be read); older stores have none. */
  rejection: zErrorCode.nullable().default(null),
  fileId: z.string().nullable(),
  /** A `reference` upload only: its analysed sound, kept (without its bytes) until `findMusicLikeReference` uses it. */
  sound: soundRecord.nullable().default(null),
  expiresAt: z.string(),
  createdAt: z.string(),
});

/**
 * One access and refresh token pair. Every pair descended from one login shares its `familyId`; `rotatedAt` is when
 * the refresh token was exchanged for the next pair (null while it is the family's live pair). Rows stored before
 * families existed are upgraded on load (mocks/persistence/recordUpgrades.ts).
 */
export const tokenRecord = z.object({
  userId: z.int(),
  familyId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.string(),
  refreshExpiresAt: z.string(),
  rotatedAt: z.string().nullable(),
});

export type FileSource = z.infer<typeof fileSource>;
export type CoverImageRecord = z.infer<typeof coverImageRecord>;

/** A password reset link: only the SHA-256 of its token is kept; it works once, until `expiresAt`. */
export const passwordResetRecord = z.object({
  id: z.string(),
  userId: z.int(),
  tokenHash: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});

/** An email the mock "sent" (the outbox, mock control `GET /__mock/outbox`): bilingual subject and text. */
export const emailRecord = z.object({
  id: z.int(),
  to: z.string(),
  subject: zLocalizedText,
  text: zLocalizedText,
  /** The one link of the email, as a path of the app (e.g. `/reset-password?token=...`). */
  link: z.string(),
  sentAt: z.string(),
});

/** One track of a shortlist, in list order, with its note and the time in the track the note points to. */
export const shortlistEntryRecord = z.object({
  musicId: z.int(),
  note: z.string(),
  noteSeconds: z.int().nullable(),
  addedAt: z.string(),
});

/** A user's shortlist; its entries are kept in order inside the record. */
export const shortlistRecord = z.object({
  id: z.int(),
  ownerUserId: z.int(),
  name: z.string(),
  description: z.string(),
  entries: z.array(shortlistEntryRecord),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A share link. Replaced, revoked and orphaned links are kept (revoked), so their token answers 410
 * SHARE_LINK_UNAVAILABLE rather than 404 SHARE_LINK_NOT_FOUND.
 */
export const shareLinkRecord = z.object({
  token: z.string(),
  shortlistId: z.int(),
  expiry: z.enum(['DAYS_7', 'DAYS_30', 'NEVER']),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** What listeners did with one track on one UTC day (`date` is YYYY-MM-DD): the composer's feedback. */
export const trackActivityRecord = z.object({
  musicId: z.int(),
  date: z.string(),
  plays: z.int(),
  likes: z.int(),
  shortlistAdds: z.int(),
  sharedPlays: z.int(),
});
