import type { MyData, MyDataAccount, MyDataMusicianProfile, MyDataShortlist, MyDataTrack } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MusicRecord, MusicianRecord, UserRecord } from '../db/database';
import { createMusicViewer, fileUrl, musicianOfUser, toConsents, tracksOf } from '../http/views';
import { industryProfileOf, toIndustryProfile } from './industryProfiles';
import { applicationViewer } from './programApplications';
import { answerViewer, briefViewer, projectOfBrief } from './programBriefViews';
import { toProgramProject } from './programProjects';
import { liveLinkOf } from './shareLinks';

/**
 * "Download my data": what the store holds about one user, built from their own records only. Other people appear
 * in it as nothing more than the titles of tracks the user liked or shortlisted; password hashes, tokens,
 * share-link tokens and reset links are never read here.
 */
export function toMyData(ctx: MockContext, user: UserRecord): MyData {
  const musician = musicianOfUser(ctx, user.id);
  const titles = new Map(ctx.db.music.all().map((music) => [music.id, music.title]));
  const titleOf = (musicId: number) => ({ ...(titles.get(musicId) ?? { ko: '', en: '' }) });
  return {
    exportedAt: new Date(ctx.clock.now()).toISOString(),
    account: toAccount(user),
    consents: toConsents(user),
    musicianProfile: musician ? toMusicianProfile(musician) : null,
    industryProfile: ((profile) => (profile ? toIndustryProfile(profile) : null))(industryProfileOf(ctx, user.id)),
    tracks: musician ? toTracks(ctx, user, tracksOf(ctx, musician.id).slice(0, 3)) : [],
    likes: ctx.db.likes
      .findMany((q) => q.where({ userId: user.id }), { orderBy: { createdAt: 'desc' } })
      .filter((like) => titles.has(like.musicId))
      .map((like) => ({ musicFileId: like.musicId, title: titleOf(like.musicId), likedAt: like.createdAt })),
    shortlists: ctx.db.shortlists
      .findMany((q) => q.where({ ownerUserId: user.id }))
      .sort((a, b) => a.id - b.id)
      .map((list): MyDataShortlist => ({
        shortlistId: list.id,
        name: list.name,
        description: list.description,
        shared: Boolean(liveLinkOf(ctx, list.id)),
        entries: list.entries.map((entry) => ({
          musicFileId: entry.musicId,
          title: titleOf(entry.musicId),
          note: entry.note,
          noteSeconds: entry.noteSeconds,
          addedAt: entry.addedAt,
        })),
        createdAt: list.createdAt,
        updatedAt: list.updatedAt,
      })),
    programProjects: ctx.db.projects
      .findMany((q) => q.where({ ownerId: user.id }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      .map((project) => toProgramProject(ctx, project, user)),
    programApplications: ((view) =>
      ctx.db.applications
        .findMany((q) => q.where({ composerId: user.id }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
        .map(view))(applicationViewer(ctx, user)),
    programBriefs: ((view) =>
      ctx.db.briefs
        .all()
        .filter((brief) => projectOfBrief(ctx, brief)?.ownerId === user.id)
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id)
        .map((brief) => view(brief, 'owner')))(briefViewer(ctx, user)),
    programAnswers: ((view) =>
      ctx.db.answers
        .findMany((q) => q.where({ composerId: user.id }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
        .map(view))(answerViewer(ctx, user)),
  };
}

const toAccount = (user: UserRecord): MyDataAccount => ({
  userId: user.id,
  email: user.email,
  name: user.name,
  nickname: user.nickname,
  phoneNo: user.phoneNo,
  affiliation: user.affiliation,
  authorityType: user.authorityType,
  userStatus: user.status,
  createdDate: user.createdAt,
  lastLoginDate: user.lastLoginAt,
});

const toMusicianProfile = (musician: MusicianRecord): MyDataMusicianProfile => ({
  musicianId: musician.id,
  name: { ...musician.name },
  intro: { ...musician.intro },
  bio: { ...musician.bio },
  contactName: musician.contactName,
  contactEmail: musician.contactEmail,
  instagramId: musician.instagramId,
  portfolioUrl: musician.portfolioUrl,
  photoUrl: musician.photoFileId ? fileUrl(musician.photoFileId) : null,
});

/** The tracks as the catalogue shows them, less what is about the viewer or the musician (liked, musician, cover sizes). */
function toTracks(ctx: MockContext, user: UserRecord, tracks: MusicRecord[]): MyDataTrack[] {
  const view = createMusicViewer(ctx, user.id);
  return tracks.map(view).map((music) => ({
    musicFileId: music.musicFileId,
    title: music.title,
    description: music.description,
    genre: music.genre,
    keywords: music.keywords,
    audioUrl: music.audioUrl,
    coverUrl: music.coverUrl,
    durationSeconds: music.durationSeconds,
    likeCount: music.likeCount,
    playCount: music.playCount,
    cueMarkers: music.cueMarkers,
    createdAt: music.createdAt,
  }));
}
