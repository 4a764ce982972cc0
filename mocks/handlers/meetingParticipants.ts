/**
 * Who takes part in a round's 1:1 meetings and the round's meeting settings (docs/product.md 17.14-17.15), shared by
 * the meeting handlers. A participant is the owner of a project selected in the round or a composer selected in it,
 * once the round's decisions are announced. The settings are the office's record, or the defaults.
 */
import type { MeetingSettings, MeetingSide, ProgramApplicationComposer, ProgramApplicationProject } from '../../src/lib/api/generated/types.gen';
import { DEFAULT_MEETING_SETTINGS, meetingSlotsOf, meetingsEndAt } from '../../src/lib/domain/program/meetings/meetingSlots';
import { FESTIVAL_TIME_ZONE } from '../../src/lib/domain/program/rounds';
import type { MockContext } from '../context';
import type { ProjectRecord, RoundRecord, UserRecord } from '../db/database';
import { problem } from '../http/problem';
import { musicianOfUser } from '../http/views';
import { roundAnnounced, roundOf } from './programDecisions';

/** The round's projects selected (once announced), in id order. */
export function selectedProjectsOf(ctx: MockContext, roundId: number): ProjectRecord[] {
  if (!roundAnnounced(ctx, roundId)) return [];
  return ctx.db.projects.findMany((q) => q.where({ roundId, status: 'selected' })).sort((a, b) => a.id - b.id);
}

/** The user ids of the round's selected composers (once announced), in id order. */
export function selectedComposerIdsOf(ctx: MockContext, roundId: number): number[] {
  if (!roundAnnounced(ctx, roundId)) return [];
  return ctx.db.applications
    .findMany((q) => q.where({ roundId, status: 'selected' }))
    .map((application) => application.composerId)
    .sort((a, b) => a - b);
}

/** Which side of the round's meetings `user` is on, or null when they take no part. */
export function meetingSideOf(ctx: MockContext, user: UserRecord, roundId: number): MeetingSide | null {
  if (selectedComposerIdsOf(ctx, roundId).includes(user.id)) return 'composer';
  if (selectedProjectsOf(ctx, roundId).some((project) => project.ownerId === user.id)) return 'production';
  return null;
}

/** `user`'s side of the round's meetings; 403 `NOT_A_MEETING_PARTICIPANT` when they take no part. */
export function requireMeetingSide(ctx: MockContext, user: UserRecord, roundId: number): MeetingSide {
  const side = meetingSideOf(ctx, user, roundId);
  if (!side) throw problem(403, 'NOT_A_MEETING_PARTICIPANT', 'Only the round’s selected productions and composers take part in its meetings.');
  return side;
}

/** A round anyone may read about (a draft only for the office); 404 `ROUND_NOT_FOUND` otherwise. */
export function visibleRoundOf(ctx: MockContext, roundId: number, office: boolean): RoundRecord {
  const round = roundOf(ctx, roundId);
  if (!round || (round.status === 'draft' && !office)) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
  return round;
}

/** The round's meeting settings as the contract shows them (the defaults until the office sets them), with slots. */
export function meetingSettingsOf(ctx: MockContext, round: RoundRecord): MeetingSettings {
  const record = ctx.db.meetingSettings.findFirst((q) => q.where({ roundId: round.id }));
  const rules = record ?? { ...DEFAULT_MEETING_SETTINGS, tables: [] };
  return {
    roundId: round.id,
    timeZone: FESTIVAL_TIME_ZONE,
    days: [...round.meetingDays].sort(),
    slotMinutes: rules.slotMinutes,
    dayStart: rules.dayStart,
    dayEnd: rules.dayEnd,
    breaks: rules.breaks.map((pause) => ({ ...pause })),
    tables: rules.tables.map((table) => ({ tableId: table.tableId, name: { ...table.name } })),
    maxMeetingsPerPerson: rules.maxMeetingsPerPerson,
    slots: meetingSlotsOf(round.meetingDays, rules),
    updatedAt: record?.updatedAt ?? null,
  };
}

/** Whether requests and availability may still change: until the end of the round's last meeting day. */
export function meetingsOpen(ctx: MockContext, settings: MeetingSettings): boolean {
  const end = meetingsEndAt(settings.days, settings);
  return end !== null && ctx.clock.now() < end;
}

/** A project as a meeting shows it. */
export const meetingProjectOf = (project: ProjectRecord | undefined): ProgramApplicationProject => ({
  projectId: project?.id ?? 0,
  title: project ? { ...project.title } : { ko: '', en: '' },
});

/** A composer as a meeting shows them. */
export function meetingComposerOf(ctx: MockContext, userId: number): ProgramApplicationComposer {
  const user = ctx.db.users.findFirst((q) => q.where({ id: userId }));
  const musician = musicianOfUser(ctx, userId);
  return { userId, musicianId: musician?.id ?? 0, name: musician ? { ...musician.name } : { ko: '', en: '' }, nickname: user?.nickname ?? '' };
}
