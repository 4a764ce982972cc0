import {
  zCreateApplicationBody,
  zDecideApplicationsBody,
  zGetApplicationPath,
  zGetMyApplicationQuery,
  zListRoundApplicationsQuery,
  zResubmitApplicationPath,
  zUpdateApplicationBody,
  zUpdateApplicationPath,
  zWithdrawApplicationPath,
} from '../../src/lib/api/generated/zod.gen';
import type { FieldError, Music, ProgramApplication, ProgramApplicationInput } from '../../src/lib/api/generated/types.gen';
import type { LifecycleRole } from '../../src/lib/domain/program/lifecycles/lifecycle';
import { applicationLifecycle, composerVisibleStatus, type ApplicationAction, type ApplicationFacts } from '../../src/lib/domain/program/lifecycles/application';
import { windowState } from '../../src/lib/domain/program/rounds';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type ApplicationRecord, type MusicianRecord, type ProjectRecord, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { createMusicViewer, musicianOfUser } from '../http/views';
import { assertNoRepeats, decisionOf, decisionsAnnounced, isOffice, nowIso, roundAnnounced, roundOf } from './programDecisions';
import { freeText } from './textInputs';

/** The facts the application lifecycle's guards read, at the provider's clock. */
function factsOf(ctx: MockContext, application: ApplicationRecord): ApplicationFacts {
  const round = roundOf(ctx, application.roundId);
  return {
    windowOpen: round?.status === 'open' && windowState(round.composerWindow, ctx.clock.now()) === 'open',
    announced: decisionsAnnounced(round, ctx.clock.now()),
  };
}

const roleOf = (user: UserRecord, application: ApplicationRecord): LifecycleRole => (user.id === application.composerId ? 'owner' : isOffice(user) ? 'office' : 'other');

/**
 * Whether composers may see (and so choose) a film project: submitted or selected, never a draft or a withdrawn
 * one. Until the announcement a project the office did not select still counts, so that a composer's answer does
 * not give the office's decision away.
 */
export const openToComposers = (ctx: MockContext, project: ProjectRecord): boolean =>
  project.status === 'submitted' || project.status === 'selected' || (project.status === 'not_selected' && !roundAnnounced(ctx, project.roundId));

/** Builds applications as `viewer` sees them; one viewer per request, so a list is built in one pass over the store. */
export function applicationViewer(ctx: MockContext, viewer: UserRecord) {
  const music = new Map(ctx.db.music.all().map((track) => [track.id, track]));
  const projects = new Map(ctx.db.projects.all().map((project) => [project.id, project]));
  const toMusic = createMusicViewer(ctx, viewer.id);
  return (application: ApplicationRecord): ProgramApplication => {
    const composer = ctx.db.users.findFirst((q) => q.where({ id: application.composerId }));
    const musician = musicianOfUser(ctx, application.composerId);
    const hidden = roleOf(viewer, application) === 'owner' && !roundAnnounced(ctx, application.roundId);
    return {
      applicationId: application.id,
      roundId: application.roundId,
      composer: {
        userId: application.composerId,
        musicianId: musician?.id ?? 0,
        name: musician ? { ...musician.name } : { ko: '', en: '' },
        nickname: composer?.nickname ?? '',
      },
      statement: { ...application.statement },
      tracks: application.trackIds.flatMap((id): Music[] => {
        const track = music.get(id);
        return track ? [toMusic(track)] : [];
      }),
      projects: application.projectIds.flatMap((id) => {
        const project = projects.get(id);
        return project && project.roundId === application.roundId && openToComposers(ctx, project) ? [{ projectId: project.id, title: { ...project.title } }] : [];
      }),
      status: hidden ? composerVisibleStatus(application.status, false) : application.status,
      decision: hidden || !application.decision ? null : { ...application.decision },
      createdAt: application.createdAt,
      updatedAt: application.updatedAt,
      submittedAt: application.submittedAt,
    };
  };
}

/** An application its composer or the office may see; 404 otherwise, so others' applications stay unseen. */
function findVisible(ctx: MockContext, user: UserRecord, applicationId: number): ApplicationRecord {
  const application = ctx.db.applications.findFirst((q) => q.where({ id: applicationId }));
  if (!application || roleOf(user, application) === 'other') throw problem(404, 'APPLICATION_NOT_FOUND', 'No such application.');
  return application;
}

/** The lifecycle's answer to `action` on `application` by `user`: the new status, or 403 / 409 with its code. */
function transitionOf(ctx: MockContext, user: UserRecord, application: ApplicationRecord, action: ApplicationAction) {
  const outcome = applicationLifecycle.nextStatus(application.status, action, roleOf(user, application), factsOf(ctx, application));
  if (outcome.refusal !== undefined) throw problem(outcome.refusal === 'FORBIDDEN' ? 403 : 409, outcome.refusal);
  return outcome.status;
}

type ApplicationFields = Pick<ApplicationRecord, 'statement' | 'trackIds' | 'projectIds'>;

/**
 * The body as stored: the statement cleaned, with visible text in Korean or English (400 otherwise); lists
 * without repeats (400); the composer's own tracks and projects composers can see in the round (422).
 */
function fieldsOf(ctx: MockContext, musician: MusicianRecord, roundId: number, input: ProgramApplicationInput): ApplicationFields {
  const statement = { ko: freeText(input.statement.ko, 'multiline'), en: freeText(input.statement.en, 'multiline') };
  if (statement.ko === '' && statement.en === '') {
    throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field: 'statement', code: 'required', message: 'Write the statement in Korean or English.' }]);
  }
  const projectIds = input.projectIds ?? [];
  assertNoRepeats({ trackIds: input.trackIds, projectIds });
  const unknown: FieldError[] = [];
  for (const id of input.trackIds) {
    const track = ctx.db.music.findFirst((q) => q.where({ id }));
    if (track?.musicianId !== musician.id) unknown.push({ field: 'trackIds', code: 'unknown_track', message: `Track ${id} is not one of yours.` });
  }
  for (const id of projectIds) {
    const project = ctx.db.projects.findFirst((q) => q.where({ id }));
    if (!project || project.roundId !== roundId || !openToComposers(ctx, project)) {
      unknown.push({ field: 'projectIds', code: 'unknown_project', message: `No project ${id} open to composers in this round.` });
    }
  }
  if (unknown.length > 0) throw new ApiProblem(422, 'APPLICATION_REFERENCE_UNKNOWN', undefined, unknown);
  return { statement, trackIds: [...input.trackIds], projectIds: [...projectIds] };
}

/** The caller's musician profile: the profile is what an application shows the office. */
function composerProfileOf(ctx: MockContext, user: UserRecord): MusicianRecord {
  const musician = musicianOfUser(ctx, user.id);
  if (!musician) throw problem(409, 'MUSICIAN_PROFILE_NOT_REGISTERED');
  return musician;
}

/** A composer's step of the lifecycle (withdraw, resubmit). */
async function ownerStep(ctx: MockContext, request: Request, applicationId: number, action: 'withdraw' | 'resubmit', message: string) {
  const user = requireUser(ctx, request);
  const application = findVisible(ctx, user, applicationId);
  const status = transitionOf(ctx, user, application, action);
  const updated = await ctx.db.applications.update(application, {
    data(record) {
      record.status = status;
      record.updatedAt = nowIso(ctx);
      if (action === 'resubmit') record.submittedAt = nowIso(ctx);
    },
  });
  return ok(applicationViewer(ctx, user)(updated!), 200, message);
}

/** Every word of `q` appears (ignoring case) in the composer's names, the statement, or a chosen track's labels. */
function matches(application: ProgramApplication, q: string | undefined): boolean {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { composer, statement, tracks } = application;
  const labels = tracks.flatMap((track) => [track.genre.label, ...track.keywords.map((keyword) => keyword.label)]);
  const text = [composer.name.ko, composer.name.en, composer.nickname, statement.ko, statement.en, ...labels.flatMap((label) => [label.ko, label.en])]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

const bySubmission = (a: ApplicationRecord, b: ApplicationRecord) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id;

export const programApplicationOperations = [
  defineOperation({
    operationId: 'getMyApplication',
    method: 'get',
    path: '/api/v1/program/applications/mine',
    query: zGetMyApplicationQuery,
    resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request);
      let roundId: number | undefined;
      if (query.roundId === undefined) {
        roundId = ctx.db.rounds.findFirst((q) => q.where({ status: 'open' }))?.id;
      } else {
        const round = roundOf(ctx, query.roundId);
        if (!round || (round.status === 'draft' && !isOffice(user))) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
        roundId = round.id;
      }
      const mine = roundId === undefined ? undefined : ctx.db.applications.findFirst((q) => q.where({ roundId, composerId: user.id }));
      return ok(mine ? applicationViewer(ctx, user)(mine) : null);
    },
  }),
  defineOperation({
    operationId: 'decideApplications',
    method: 'post',
    path: '/api/v1/program/applications/decisions',
    body: zDecideApplicationsBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request, ['ROLE_ADMIN']);
      assertNoRepeats({ applicationIds: body.applicationIds });
      const decision = decisionOf(ctx, body);
      // All or nothing: every application is found and may take the decision before any changes.
      const applications = body.applicationIds.map((applicationId) => findVisible(ctx, user, applicationId));
      const action = body.decision === 'selected' ? 'select' : 'reject';
      const statuses = applications.map((application) => transitionOf(ctx, user, application, action));
      const view = applicationViewer(ctx, user);
      const decided: ProgramApplication[] = [];
      for (const [index, application] of applications.entries()) {
        const updated = await ctx.db.applications.update(application, {
          data(record) {
            record.status = statuses[index]!;
            record.decision = { ...decision };
            record.updatedAt = decision.decidedAt;
          },
        });
        decided.push(view(updated!));
      }
      return ok(decided, 200, `${decided.length} application(s) decided.`);
    },
  }),
  defineOperation({
    operationId: 'listRoundApplications',
    method: 'get',
    path: '/api/v1/program/applications',
    query: zListRoundApplicationsQuery,
    resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request, ['ROLE_ADMIN']);
      if (!roundOf(ctx, query.roundId)) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
      const view = applicationViewer(ctx, user);
      const listed = ctx.db.applications
        .findMany((q) => q.where({ roundId: query.roundId }))
        .filter((application) => query.status === undefined || application.status === query.status)
        .sort(bySubmission)
        .map(view)
        .filter(
          (application) => (query.genreId === undefined || application.tracks.some((track) => track.genre.genreId === query.genreId)) && matches(application, query.q),
        );
      return ok(listed.slice(0, 1000));
    },
  }),
  defineOperation({
    operationId: 'createApplication',
    method: 'post',
    path: '/api/v1/program/applications',
    body: zCreateApplicationBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request, ['ROLE_MUSICIAN']);
      const musician = composerProfileOf(ctx, user);
      const round = ctx.db.rounds.findFirst((q) => q.where({ status: 'open' }));
      if (!round) throw problem(409, 'ROUND_NOT_OPEN', 'No round of the matching program is open.');
      if (windowState(round.composerWindow, ctx.clock.now()) !== 'open') throw problem(409, 'COMPOSER_WINDOW_CLOSED', 'The composer window is not open.');
      if (ctx.db.applications.findFirst((q) => q.where({ roundId: round.id, composerId: user.id }))) {
        throw problem(409, 'APPLICATION_EXISTS', 'You have applied to this round already.');
      }
      const fields = fieldsOf(ctx, musician, round.id, body);
      const application = await ctx.db.applications.create({
        id: nextId(ctx.db.applications),
        roundId: round.id,
        composerId: user.id,
        ...fields,
        status: 'submitted',
        decision: null,
        createdAt: nowIso(ctx),
        updatedAt: nowIso(ctx),
        submittedAt: nowIso(ctx),
      });
      return ok(applicationViewer(ctx, user)(application), 201, 'Application submitted.');
    },
  }),
  defineOperation({
    operationId: 'getApplication',
    method: 'get',
    path: '/api/v1/program/applications/{applicationId}',
    params: zGetApplicationPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      return ok(applicationViewer(ctx, user)(findVisible(ctx, user, path.applicationId)));
    },
  }),
  defineOperation({
    operationId: 'updateApplication',
    method: 'put',
    path: '/api/v1/program/applications/{applicationId}',
    params: zUpdateApplicationPath,
    body: zUpdateApplicationBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const application = findVisible(ctx, user, path.applicationId);
      transitionOf(ctx, user, application, 'edit');
      const fields = fieldsOf(ctx, composerProfileOf(ctx, user), application.roundId, body);
      const updated = await ctx.db.applications.update(application, {
        data(record) {
          Object.assign(record, fields);
          record.updatedAt = nowIso(ctx);
        },
      });
      return ok(applicationViewer(ctx, user)(updated!), 200, 'Application saved.');
    },
  }),
  defineOperation({
    operationId: 'withdrawApplication',
    method: 'post',
    path: '/api/v1/program/applications/{applicationId}/withdraw',
    params: zWithdrawApplicationPath,
    resolve: ({ ctx, request, path }) => ownerStep(ctx, request, path.applicationId, 'withdraw', 'Application withdrawn.'),
  }),
  defineOperation({
    operationId: 'resubmitApplication',
    method: 'post',
    path: '/api/v1/program/applications/{applicationId}/resubmit',
    params: zResubmitApplicationPath,
    resolve: ({ ctx, request, path }) => ownerStep(ctx, request, path.applicationId, 'resubmit', 'Application submitted again.'),
  }),
];
