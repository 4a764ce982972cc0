/**
 * A film project's lifecycle (docs/product.md 17.6). The owner (the production) edits, submits, withdraws and
 * resubmits while the round's project window is open; the office selects or rejects a submitted project and, until
 * the decisions are announced, may reconsider (back to submitted) or switch between selected and not selected.
 * After the announcement a decision is final. Nobody else does anything.
 */
import { assign, setup } from 'xstate';
import type { ErrorCode, ProgramProjectStatus } from '../../../api/generated/types.gen';
import { lifecycleOf, type LifecycleContext, type LifecycleEvent, type LifecycleRole } from './lifecycle';

/** The contract's statuses; the machine's states are the same list (the tests check it). */
export type ProjectStatus = ProgramProjectStatus;
export type ProjectAction = 'edit' | 'submit' | 'withdraw' | 'resubmit' | 'select' | 'reject' | 'reconsider';
export type ProjectRefusal = Extract<ErrorCode, 'PROJECT_STATUS_CONFLICT' | 'PROJECT_WINDOW_CLOSED'>;

/** What the guards read: whether the round's project window is open now, and whether decisions are announced. */
export interface ProjectFacts {
  windowOpen: boolean;
  announced: boolean;
}

const PROJECT_ACTIONS: readonly ProjectAction[] = ['edit', 'submit', 'withdraw', 'resubmit', 'select', 'reject', 'reconsider'];
/** Whose each action is: the rest are refused as not theirs (403), whatever the status. */
const ACTOR_OF: Record<ProjectAction, LifecycleRole> = {
  edit: 'owner',
  submit: 'owner',
  withdraw: 'owner',
  resubmit: 'owner',
  select: 'office',
  reject: 'office',
  reconsider: 'office',
};

const ownerStep = (target: ProjectStatus) =>
  [
    { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
    { guard: 'windowClosed', actions: { type: 'refuse', params: { code: 'PROJECT_WINDOW_CLOSED' } } },
    { target },
  ] as const;
const decisionStep = (target: ProjectStatus) =>
  [
    { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
    { guard: 'announced', actions: { type: 'refuse', params: { code: 'PROJECT_STATUS_CONFLICT' } } },
    { target },
  ] as const;

export const projectMachine = setup({
  types: {
    context: {} as LifecycleContext<ProjectRefusal>,
    events: {} as LifecycleEvent<ProjectAction, ProjectFacts>,
  },
  guards: {
    notTheActor: ({ event }) => event.role !== ACTOR_OF[event.type],
    windowClosed: ({ event }) => !event.windowOpen,
    announced: ({ event }) => event.announced,
  },
  actions: {
    refuse: assign((_, params: { code: LifecycleContext<ProjectRefusal>['refusal'] }) => ({ refusal: params.code })),
  },
}).createMachine({
  id: 'project',
  context: { refusal: null },
  initial: 'draft',
  // An action a status does not take: not the caller's to do at all, or not now.
  on: {
    '*': [
      { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
      { actions: { type: 'refuse', params: { code: 'PROJECT_STATUS_CONFLICT' } } },
    ],
  },
  states: {
    draft: { on: { edit: ownerStep('draft'), submit: ownerStep('submitted') } },
    submitted: {
      on: {
        edit: ownerStep('submitted'),
        withdraw: ownerStep('withdrawn'),
        select: decisionStep('selected'),
        reject: decisionStep('not_selected'),
      },
    },
    withdrawn: { on: { resubmit: ownerStep('submitted') } },
    selected: { on: { reject: decisionStep('not_selected'), reconsider: decisionStep('submitted') } },
    not_selected: { on: { select: decisionStep('selected'), reconsider: decisionStep('submitted') } },
  },
});

export const projectLifecycle = lifecycleOf<ProjectStatus, ProjectAction, ProjectFacts, ProjectRefusal>(projectMachine, PROJECT_ACTIONS);

/**
 * The status a project's owner is shown: a decision stays unseen (`submitted`) until the decisions are announced.
 */
export const ownerVisibleStatus = (status: ProjectStatus, announced: boolean): ProjectStatus =>
  !announced && (status === 'selected' || status === 'not_selected') ? 'submitted' : status;
