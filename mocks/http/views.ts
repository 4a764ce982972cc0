import type {
  Consents,
  Faq,
  Genre,
  HomeCover,
  Keyword,
  Music,
  MusicianDetail,
  MusicianSummary,
  Notice,
  SoundFacts,
  StoredFile,
  UserProfile,
} from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import { currentSound, type SoundRecord } from '../media/analysis/store';
import { toCoverImage } from '../media/covers/store';
import { recordsById, recordsGroupedBy } from '../db/recordsMemo';
import type { FaqRecord, FileRecord, LabelRecord, LikeRecord, MusicRecord, MusicianRecord, NoticeRecord, UserRecord } from '../db/database';

/** Record -> API shape. The only place that knows how the store maps onto the contract. */

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;
const optionalFileUrl = (fileId: string | null) => (fileId ? fileUrl(fileId) : null);

export function musicianOfUser(ctx: MockContext, userId: number): MusicianRecord | undefined {
  return ctx.db.musicians.findFirst((q) => q.where({ userId }));
}

/** A consent date; only an account that left has none, and such an account is never answered (it cannot log in). */
function consentDate(user: UserRecord, date: string | null): string {
  if (date === null) throw new Error(`User ${user.id} has left: their consents were erased`);
  return date;
}

export function toConsents(user: UserRecord): Consents {
  return {
    termsAgreedAt: consentDate(user, user.termsAgreedAt),
    privacyAgreedAt: consentDate(user, user.privacyAgreedAt),
    ageOver14ConfirmedAt: consentDate(user, user.ageOver14ConfirmedAt),
    marketingEmail: { agreed: user.marketingEmail, decidedAt: consentDate(user, user.marketingEmailAt) },
    marketingSms: { agreed: user.marketingSms, decidedAt: consentDate(user, user.marketingSmsAt) },
  };
}

export function toUserProfile(ctx: MockContext, user: UserRecord): UserProfile {
  const musician = musicianOfUser(ctx, user.id);
  return {
    userId: user.id,
    musicianId: musician?.id ?? null,
    loginId: user.email,
    profile: Boolean(musician),
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    phoneNo: user.phoneNo,
    affiliation: user.affiliation,
    userStatus: user.status,
    authorityType: user.authorityType,
    consents: toConsents(user),
    createdDate: user.createdAt,
    lastLoginDate: user.lastLoginAt,
  };
}

export const toGenre = (record: LabelRecord): Genre => ({ genreId: record.id, label: { ...record.label } });
export const toKeyword = (record: LabelRecord): Keyword => ({ keywordId: record.id, label: { ...record.label } });

export function toStoredFile(record: FileRecord): StoredFile {
  // Only uploads are answered as StoredFile (WAV, MP3, JPEG, PNG); WebP and AVIF files are covers' copies.
  return { fileId: record.id, url: fileUrl(record.id), contentType: record.contentType as StoredFile['contentType'], size: record.size };
}

/** The facts people read from an analysis (its feature vector stays in the provider). */
const toSoundFacts = (sound: SoundRecord | null): SoundFacts | null =>
  sound && { tempoBpm: sound.tempoBpm, key: sound.key && { ...sound.key }, loudnessLufs: sound.loudnessLufs };

/** Lookup tables built once per request, so list views stay linear. */
export function createMusicViewer(ctx: MockContext, viewerUserId: number | null) {
  const genres = new Map(ctx.db.genres.all().map((genre) => [genre.id, genre]));
  const keywords = new Map(ctx.db.keywords.all().map((keyword) => [keyword.id, keyword]));
  const musicians = new Map(ctx.db.musicians.all().map((musician) => [musician.id, musician]));
  const liked = new Set(viewerUserId === null ? [] : (recordsGroupedBy(ctx.db.likes.all(), likeUser).get(viewerUserId) ?? []).map((like) => like.musicId));
  // One map of the files beats a query per track (each query scans every file); it is built again only when a file changed.
  let files: ReadonlyMap<string, FileRecord> | undefined;
  const file = (id: string) => {
    files ??= recordsById(ctx.db.files.all());
    return files.get(id);
  };
  return (music: MusicRecord): Music => {
    const genre = genres.get(music.genreId);
    const musician = musicians.get(music.musicianId);
    const audio = file(music.audioFileId);
    return {
      musicFileId: music.id,
      title: { ...music.title },
      description: { ...music.description },
      coverUrl: optionalFileUrl(music.coverFileId),
      coverImage: music.coverFileId ? toCoverImage(file(music.coverFileId), fileUrl) : null,
      audioUrl: fileUrl(music.audioFileId),
      audioContentType: audio?.contentType === 'audio/mpeg' ? 'audio/mpeg' : 'audio/wav',
      durationSeconds: audio?.durationSeconds ?? 0,
      sound: toSoundFacts(currentSound(audio)),
      genre: genre ? toGenre(genre) : { genreId: music.genreId, label: { ko: '', en: '' } },
      keywords: music.keywordIds.flatMap((id: number) => {
        const keyword = keywords.get(id);
        return keyword ? [toKeyword(keyword)] : [];
      }),
      cueMarkers: music.cueMarkers.map((marker) => ({ seconds: marker.seconds, label: { ...marker.label } })),
      likeCount: music.likeCount,
      playCount: music.playCount,
      liked: liked.has(music.id),
      musician: { musicianId: music.musicianId, name: musician ? { ...musician.name } : { ko: '', en: '' } },
      createdAt: music.createdAt,
    };
  };
}

const likeUser = (like: LikeRecord) => like.userId;
const trackOwner = (music: MusicRecord) => music.musicianId;
const ownTracks = (ctx: MockContext, musicianId: number) => recordsGroupedBy(ctx.db.music.all(), trackOwner).get(musicianId) ?? [];

/** A musician's tracks, oldest first. */
export function tracksOf(ctx: MockContext, musicianId: number): MusicRecord[] {
  return [...ownTracks(ctx, musicianId)].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

export function toMusicianSummary(ctx: MockContext, musician: MusicianRecord): MusicianSummary {
  return {
    musicianId: musician.id,
    name: { ...musician.name },
    intro: { ...musician.intro },
    photoUrl: optionalFileUrl(musician.photoFileId),
    photoImage: musician.photoFileId ? toCoverImage(recordsById(ctx.db.files.all()).get(musician.photoFileId), fileUrl) : null,
    trackCount: Math.min(3, ownTracks(ctx, musician.id).length),
  };
}

export function toMusicianDetail(ctx: MockContext, musician: MusicianRecord, viewerUserId: number | null): MusicianDetail {
  const view = createMusicViewer(ctx, viewerUserId);
  return {
    ...toMusicianSummary(ctx, musician),
    bio: { ...musician.bio },
    contactName: musician.contactName,
    contactEmail: musician.contactEmail,
    instagramId: musician.instagramId,
    portfolioUrl: musician.portfolioUrl,
    tracks: tracksOf(ctx, musician.id).slice(0, 3).map(view),
  };
}

export function toHomeCover(music: MusicRecord, musicians: ReadonlyMap<number, MusicianRecord>, files: ReadonlyMap<string, FileRecord>): HomeCover {
  const musician = musicians.get(music.musicianId);
  return {
    musicFileId: music.id,
    title: { ...music.title },
    coverUrl: fileUrl(music.coverFileId!),
    coverImage: toCoverImage(files.get(music.coverFileId!), fileUrl),
    musician: { musicianId: music.musicianId, name: musician ? { ...musician.name } : { ko: '', en: '' } },
  };
}

export const toNotice = (record: NoticeRecord): Notice => ({
  noticeId: record.id,
  title: { ...record.title },
  body: { ...record.body },
  pinned: record.pinned,
  createdAt: record.createdAt,
});

export const toFaq = (record: FaqRecord): Faq => ({ faqId: record.id, question: { ...record.question }, answer: { ...record.answer } });

/** 1-based paging over an already ordered list. */
export function paginate<T>(items: T[], page: number, size: number) {
  const start = (page - 1) * size;
  return {
    content: items.slice(start, start + size),
    page,
    size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}
