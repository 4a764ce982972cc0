import {
  zCreateProjectBody,
  zDecideProjectsBody,
  zGetProjectPath,
  zListRoundProjectsQuery,
  zResubmitProjectPath,
  zSubmitProjectPath,
  zUpdateProjectBody,
  zUpdateProjectPath,
  zWithdrawProjectPath,
} from '../../src/lib/api/generated/zod.gen';
import type { FieldError, ProgramProject, ProgramProjectInput } from '../../src/lib/api/generated/types.gen';
import type { LifecycleRole } from '../../src/lib/domain/program/lifecycles/lifecycle';
import { ownerVisibleStatus, projectLifecycle, type ProjectAction, type ProjectFacts } from '../../src/lib/domain/program/lifecycles/project';
import { projectGaps } from '../../src/lib/domain/program/projects';
import { festivalDate, windowState } from '../../src/lib/domain/program/rounds';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type ProjectRecord, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { assertNoRepeats, decisionOf, decisionsAnnounced, isOffice, nowIso, roundAnnounced, roundOf } from './programDecisions';
import { freeText, requiredText } from './textInputs';

/** The facts the project lifecycle's guards read, at the provider's clock. */
function factsOf(ctx: MockContext, project: ProjectRecord): ProjectFacts {
  const round = roundOf(ctx, project.roundId);
  return {
    windowOpen: round?.status === 'open' && windowState(round.projectWindow, ctx.clock.now()) === 'open',
    announced: decisionsAnnounced(round, ctx.clock.now()),
  };
}

const roleOf = (user: UserRecord, project: ProjectRecord): LifecycleRole => (user.id === project.ownerId ? 'owner' : isOffice(user) ? 'office' : 'other');

/** A project as `viewer` sees it: its owner sees no decision (and `submitted` for one) until it is announced. */
export function toProgramProject(ctx: MockContext, project: ProjectRecord, viewer: UserRecord): ProgramProject {
  const owner = ctx.db.users.findFirst((q) => q.where({ id: project.ownerId }));
  const hidden = roleOf(viewer, project) === 'owner' && !roundAnnounced(ctx, project.roundId);
  return {
    projectId: project.id,
    roundId: project.roundId,
    owner: { userId: project.ownerId, nickname: owner?.nickname ?? '' },
    title: { ...project.title },
    logline: { ...project.logline },
    genre: project.genre,
    stage: project.stage,
    runtimeMinutes: project.runtimeMinutes,
    director: project.director,
    producer: project.producer,
    company: project.company,
    music: { ...project.music, moodKeywordIds: [...project.music.moodKeywordIds], referenceTrackIds: [...project.music.referenceTrackIds] },
    musicDeadline: project.musicDeadline,
    status: hidden ? ownerVisibleStatus(project.status, false) : project.status,
    decision: hidden || !project.decision ? null : { ...project.decision },
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    submittedAt: project.submittedAt,
  };
}

/** A project its owner, or the office once submitted, may see; 404 otherwise, so others' projects stay unseen. */
function findVisible(ctx: MockContext, user: UserRecord, projectId: number): ProjectRecord {
  const project = ctx.db.projects.findFirst((q) => q.where({ id: projectId }));
  const role = project && roleOf(user, project);
  if (!project || (role !== 'owner' && !(role === 'office' && project.status !== 'draft'))) {
    throw problem(404, 'PROJECT_NOT_FOUND', 'No such film project.');
  }
  return project;
}

/** The lifecycle's answer to `action` on `project` by `user`: the new status, or 403 / 409 with its code. */
function transitionOf(ctx: MockContext, user: UserRecord, project: ProjectRecord, action: ProjectAction) {
  const outcome = projectLifecycle.nextStatus(project.status, action, roleOf(user, project), factsOf(ctx, project));
  if (outcome.refusal !== undefined) throw problem(outcome.refusal === 'FORBIDDEN' ? 403 : 409, outcome.refusal);
  return outcome.status;
}

const unprocessable = (code: 'PROJECT_INCOMPLETE' | 'PROJECT_REFERENCE_UNKNOWN', fieldErrors: FieldError[]) => new ApiProblem(422, code, undefined, fieldErrors);

/** 422 `PROJECT_INCOMPLETE` naming each field a project lacks to be submitted. */
function assertComplete(ctx: MockContext, project: ProgramProjectInput): void {
  const gaps = projectGaps(project, festivalDate(ctx.clock.now()));
  if (gaps.length > 0) {
    throw unprocessable(
      'PROJECT_INCOMPLETE',
      gaps.map(({ field, code }) => ({ field, code, message: code === 'required' ? 'Required to submit.' : 'The music deadline has passed.' })),
    );
  }
}

type ProjectFields = Pick<ProjectRecord, 'title' | 'logline' | 'genre' | 'stage' | 'runtimeMinutes' | 'director' | 'producer' | 'company' | 'music' | 'musicDeadline'>;

/** The body as stored: texts cleaned (400 for an empty title), lists without repeats (400), references that exist (422). */
function fieldsOf(ctx: MockContext, input: ProgramProjectInput): ProjectFields {
  const music = input.music ?? { cueCount: null, moodKeywordIds: [], referenceTrackIds: [], tempTrack: '', budget: null };
  assertNoRepeats({ 'music.moodKeywordIds': music.moodKeywordIds, 'music.referenceTrackIds': music.referenceTrackIds });
  const unknown: FieldError[] = [];
  for (const id of music.moodKeywordIds) {
    if (!ctx.db.keywords.findFirst((q) => q.where({ id }))) unknown.push({ field: 'music.moodKeywordIds', code: 'unknown_keyword', message: `No keyword ${id}.` });
  }
  for (const id of music.referenceTrackIds) {
    if (!ctx.db.music.findFirst((q) => q.where({ id }))) unknown.push({ field: 'music.referenceTrackIds', code: 'unknown_track', message: `No track ${id}.` });
  }
  if (unknown.length > 0) throw unprocessable('PROJECT_REFERENCE_UNKNOWN', unknown);
  return {
    title: { ko: requiredText('title.ko', input.title.ko), en: requiredText('title.en', input.title.en) },
    logline: { ko: freeText(input.logline?.ko ?? '', 'multiline'), en: freeText(input.logline?.en ?? '', 'multiline') },
    genre: input.genre ?? null,
    stage: input.stage ?? null,
    runtimeMinutes: input.runtimeMinutes ?? null,
    director: freeText(input.director ?? ''),
    producer: freeText(input.producer ?? ''),
    company: freeText(input.company ?? ''),
    music: {
      cueCount: music.cueCount,
      moodKeywordIds: [...music.moodKeywordIds],
      referenceTrackIds: [...music.referenceTrackIds],
      tempTrack: freeText(music.tempTrack, 'multiline'),
      budget: music.budget,
    },
    musicDeadline: input.musicDeadline ?? null,
  };
}

/** An owner's step of the lifecycle (submit, withdraw, resubmit); submitting needs a complete project. */
async function ownerStep(ctx: MockContext, request: Request, projectId: number, action: 'submit' | 'withdraw' | 'resubmit', message: string) {
  const user = requireUser(ctx, request);
  const project = findVisible(ctx, user, projectId);
  const status = transitionOf(ctx, user, project, action);
  if (action !== 'withdraw') assertComplete(ctx, project);
  const updated = await ctx.db.projects.update(project, {
    data(record) {
      record.status = status;
      record.updatedAt = nowIso(ctx);
      if (action !== 'withdraw') record.submittedAt = nowIso(ctx);
    },
  });
  return ok(toProgramProject(ctx, updated!, user), 200, message);
}

/** Every word of `q` appears (ignoring case) in a title or the logline. */
function matches(project: ProjectRecord, q: string | undefined): boolean {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const text = [project.title.ko, project.title.en, project.logline.ko, project.logline.en].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

const bySubmission = (a: ProjectRecord, b: ProjectRecord) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.id - b.id;

export const programProjectOperations = [
  defineOperation({
    operationId: 'listMyProjects',
    method: 'get',
    path: '/api/v1/program/projects/mine',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const mine = ctx.db.projects.findMany((q) => q.where({ ownerId: user.id }));
      mine.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return ok(mine.slice(0, 1000).map((project) => toProgramProject(ctx, project, user)));
    },
  }),
  defineOperation({
    operationId: 'decideProjects',
    method: 'post',
    path: '/api/v1/program/projects/decisions',
    body: zDecideProjectsBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request, ['ROLE_ADMIN']);
      assertNoRepeats({ projectIds: body.projectIds });
      const decision = decisionOf(ctx, body);
      // All or nothing: every project is found and may take the decision before any changes.
      const projects = body.projectIds.map((projectId) => findVisible(ctx, user, projectId));
      const action = body.decision === 'selected' ? 'select' : 'reject';
      const statuses = projects.map((project) => transitionOf(ctx, user, project, action));
      const decided: ProgramProject[] = [];
      for (const [index, project] of projects.entries()) {
        const updated = await ctx.db.projects.update(project, {
          data(record) {
            record.status = statuses[index]!;
            record.decision = { ...decision };
            record.updatedAt = decision.decidedAt;
          },
        });
        decided.push(toProgramProject(ctx, updated!, user));
      }
      return ok(decided, 200, `${decided.length} project(s) decided.`);
    },
  }),
  defineOperation({
    operationId: 'listRoundProjects',
    method: 'get',
    path: '/api/v1/program/projects',
    query: zListRoundProjectsQuery,
    resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request, ['ROLE_ADMIN']);
      if (!roundOf(ctx, query.roundId)) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
      const listed = ctx.db.projects
        .findMany((q) => q.where({ roundId: query.roundId }))
        .filter(
          (project) =>
            project.status !== 'draft' &&
            (query.status === undefined || project.status === query.status) &&
            (query.genre === undefined || project.genre === query.genre) &&
            (query.stage === undefined || project.stage === query.stage) &&
            matches(project, query.q),
        )
        .sort(bySubmission);
      return ok(listed.slice(0, 1000).map((project) => toProgramProject(ctx, project, user)));
    },
  }),
  defineOperation({
    operationId: 'createProject',
    method: 'post',
    path: '/api/v1/program/projects',
    body: zCreateProjectBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request, ['ROLE_USER']);
      const round = ctx.db.rounds.findFirst((q) => q.where({ status: 'open' }));
      if (!round) throw problem(409, 'ROUND_NOT_OPEN', 'No round of the matching program is open.');
      if (windowState(round.projectWindow, ctx.clock.now()) !== 'open') throw problem(409, 'PROJECT_WINDOW_CLOSED', 'The project window is not open.');
      const fields = fieldsOf(ctx, body);
      const project = await ctx.db.projects.create({
        id: nextId(ctx.db.projects),
        roundId: round.id,
        ownerId: user.id,
        ...fields,
        status: 'draft',
        decision: null,
        createdAt: nowIso(ctx),
        updatedAt: nowIso(ctx),
        submittedAt: null,
      });
      return ok(toProgramProject(ctx, project, user), 201, 'Project saved as a draft.');
    },
  }),
  defineOperation({
    operationId: 'getProject',
    method: 'get',
    path: '/api/v1/program/projects/{projectId}',
    params: zGetProjectPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      return ok(toProgramProject(ctx, findVisible(ctx, user, path.projectId), user));
    },
  }),
  defineOperation({
    operationId: 'updateProject',
    method: 'put',
    path: '/api/v1/program/projects/{projectId}',
    params: zUpdateProjectPath,
    body: zUpdateProjectBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const project = findVisible(ctx, user, path.projectId);
      const status = transitionOf(ctx, user, project, 'edit');
      const fields = fieldsOf(ctx, body);
      // A submitted project stays complete.
      if (status !== 'draft') assertComplete(ctx, fields);
      const updated = await ctx.db.projects.update(project, {
        data(record) {
          Object.assign(record, fields);
          record.updatedAt = nowIso(ctx);
        },
      });
      return ok(toProgramProject(ctx, updated!, user), 200, 'Project saved.');
    },
  }),
  defineOperation({
    operationId: 'submitProject',
    method: 'post',
    path: '/api/v1/program/projects/{projectId}/submit',
    params: zSubmitProjectPath,
    resolve: ({ ctx, request, path }) => ownerStep(ctx, request, path.projectId, 'submit', 'Project submitted.'),
  }),
  defineOperation({
    operationId: 'withdrawProject',
    method: 'post',
    path: '/api/v1/program/projects/{projectId}/withdraw',
    params: zWithdrawProjectPath,
    resolve: ({ ctx, request, path }) => ownerStep(ctx, request, path.projectId, 'withdraw', 'Project withdrawn.'),
  }),
  defineOperation({
    operationId: 'resubmitProject',
    method: 'post',
    path: '/api/v1/program/projects/{projectId}/resubmit',
    params: zResubmitProjectPath,
    resolve: ({ ctx, request, path }) => ownerStep(ctx, request, path.projectId, 'resubmit', 'Project submitted again.'),
  }),
];
