/**
 * Who may see a brief and its answers, and how each is shown (docs/product.md 17.10). A composer sees a brief of a
 * round whose decisions are announced when their own application to it is selected, or when the round opens its
 * briefs to every approved composer; the production sees its own project's brief and answers; the office all.
 */
import type { Music, ProgramAnswer, ProgramBrief } from '../../src/lib/api/generated/types.gen';
import { briefOpen } from '../../src/lib/domain/program/briefs';
import type { LifecycleRole } from '../../src/lib/domain/program/lifecycles/lifecycle';
import type { MockContext } from '../context';
import type { AnswerRecord, BriefRecord, ProjectRecord, UserRecord } from '../db/database';
import { problem } from '../http/problem';
import { createMusicViewer, musicianOfUser } from '../http/views';
import { isOffice, roundAnnounced, roundOf } from './programDecisions';

/** How a user stands to a brief: its production (`owner`), the `office`, a `composer` who may answer it, or `other`. */
export type BriefRole = 'owner' | 'office' | 'composer' | 'other';

export const projectOfBrief = (ctx: MockContext, brief: BriefRecord): ProjectRecord | undefined => ctx.db.projects.findFirst((q) => q.where({ id: brief.projectId }));

/** Whether `user` is a composer who may see the round's briefs. */
function composerSeesRound(ctx: MockContext, user: UserRecord, roundId: number): boolean {
  if (user.authorityType !== 'ROLE_MUSICIAN' || user.status !== 'APPROVED' || !roundAnnounced(ctx, roundId)) return false;
  if (roundOf(ctx, roundId)?.briefsOpenToAllComposers) return true;
  return ctx.db.applications.findFirst((q) => q.where({ roundId, composerId: user.id }))?.status === 'selected';
}

export function briefRoleOf(ctx: MockContext, user: UserRecord, brief: BriefRecord): BriefRole {
  if (isOffice(user)) return 'office';
  const project = projectOfBrief(ctx, brief);
  if (!project) return 'other';
  if (project.ownerId === user.id) return 'owner';
  return composerSeesRound(ctx, user, brief.roundId) ? 'composer' : 'other';
}

/** A brief `user` may see; 404 `BRIEF_NOT_FOUND` otherwise (its existence is not revealed). */
export function findVisibleBrief(ctx: MockContext, user: UserRecord, briefId: number): { brief: BriefRecord; role: BriefRole } {
  const brief = ctx.db.briefs.findFirst((q) => q.where({ id: briefId }));
  const role = brief ? briefRoleOf(ctx, user, brief) : 'other';
  if (!brief || role === 'other') throw problem(404, 'BRIEF_NOT_FOUND', 'No such brief.');
  return { brief, role };
}

/** The answer lifecycle's role of `user` for `answer`: its composer, the brief's production, or nobody. */
export function answerRoleOf(ctx: MockContext, user: UserRecord, answer: AnswerRecord): LifecycleRole {
  if (answer.composerId === user.id) return 'owner';
  const brief = ctx.db.briefs.findFirst((q) => q.where({ id: answer.briefId }));
  const project = brief ? projectOfBrief(ctx, brief) : undefined;
  return project?.ownerId === user.id ? 'production' : 'other';
}

/** Builds answers as `viewer` sees them; one viewer per request. */
export function answerViewer(ctx: MockContext, viewer: UserRecord) {
  const music = new Map(ctx.db.music.all().map((track) => [track.id, track]));
  const toMusic = createMusicViewer(ctx, viewer.id);
  return (answer: AnswerRecord): ProgramAnswer => {
    const brief = ctx.db.briefs.findFirst((q) => q.where({ id: answer.briefId }));
    const project = brief ? projectOfBrief(ctx, brief) : undefined;
    const composer = ctx.db.users.findFirst((q) => q.where({ id: answer.composerId }));
    const musician = musicianOfUser(ctx, answer.composerId);
    return {
      answerId: answer.id,
      briefId: answer.briefId,
      project: { projectId: project?.id ?? 0, title: project ? { ...project.title } : { ko: '', en: '' } },
      composer: {
        userId: answer.composerId,
        musicianId: musician?.id ?? 0,
        name: musician ? { ...musician.name } : { ko: '', en: '' },
        nickname: composer?.nickname ?? '',
      },
      tracks: answer.trackIds.flatMap((id): Music[] => {
        const track = music.get(id);
        return track ? [toMusic(track)] : [];
      }),
      note: answer.note,
      status: answer.status,
      passReason: answer.status === 'passed' ? answer.passReason : null,
      passNote: answer.status === 'passed' ? answer.passNote : '',
      decidedAt: answer.decidedAt,
      createdAt: answer.createdAt,
      updatedAt: answer.updatedAt,
    };
  };
}

/** Builds briefs as `viewer` sees them; one viewer per request. */
export function briefViewer(ctx: MockContext, viewer: UserRecord) {
  const toMusic = createMusicViewer(ctx, viewer.id);
  const toAnswer = answerViewer(ctx, viewer);
  return (brief: BriefRecord, role: BriefRole): ProgramBrief => {
    const project = projectOfBrief(ctx, brief)!;
    const answers = ctx.db.answers.findMany((q) => q.where({ briefId: brief.id }));
    const mine = role === 'composer' ? answers.find((answer) => answer.composerId === viewer.id) : undefined;
    return {
      briefId: brief.id,
      roundId: brief.roundId,
      project: {
        projectId: project.id,
        title: { ...project.title },
        logline: { ...project.logline },
        genre: project.genre,
        stage: project.stage,
        runtimeMinutes: project.runtimeMinutes,
        director: project.director,
        producer: project.producer,
        company: project.company,
      },
      music: structuredClone(project.music),
      moods: project.music.moodKeywordIds.flatMap((id) => {
        const keyword = ctx.db.keywords.findFirst((q) => q.where({ id }));
        return keyword ? [{ keywordId: keyword.id, label: { ...keyword.label } }] : [];
      }),
      referenceTracks: project.music.referenceTrackIds.flatMap((id): Music[] => {
        const track = ctx.db.music.findFirst((q) => q.where({ id }));
        return track ? [toMusic(track)] : [];
      }),
      message: brief.message,
      deadline: brief.deadline,
      open: briefOpen(brief.deadline, ctx.clock.now()),
      publishedAt: brief.publishedAt,
      updatedAt: brief.updatedAt,
      answerCount: role === 'owner' || role === 'office' ? answers.filter((answer) => answer.status !== 'withdrawn').length : null,
      myAnswer: mine ? toAnswer(mine) : null,
    };
  };
}
