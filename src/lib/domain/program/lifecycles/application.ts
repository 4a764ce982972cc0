/**
 * A composer's application to a round (docs/product.md 17.6). The composer edits, withdraws and resubmits while the
 * round's composer window is open; the office selects, rejects or reconsiders as for projects, until the decisions
 * are announced. Nobody else does anything.
 */
import { assign, setup } from 'xstate';
import type { ErrorCode, ProgramApplicationStatus } from '../../../api/generated/types.gen';
import { lifecycleOf, type LifecycleContext, type LifecycleEvent, type LifecycleRole } from './lifecycle';

/** The contract's statuses; the machine's states are the same list (the tests check it). */
export type ApplicationStatus = ProgramApplicationStatus;
export type ApplicationAction = 'edit' | 'withdraw' | 'resubmit' | 'select' | 'reject' | 'reconsider';
export type ApplicationRefusal = Extract<ErrorCode, 'APPLICATION_STATUS_CONFLICT' | 'COMPOSER_WINDOW_CLOSED'>;

/** What the guards read: whether the round's composer window is open now, and whether decisions are announced. */
export interface ApplicationFacts {
  windowOpen: boolean;
  announced: boolean;
}

const APPLICATION_ACTIONS: readonly ApplicationAction[] = ['edit', 'withdraw', 'resubmit', 'select', 'reject', 'reconsider'];
const ACTOR_OF: Record<ApplicationAction, LifecycleRole> = {
  edit: 'owner',
  withdraw: 'owner',
  resubmit: 'owner',
  select: 'office',
  reject: 'office',
  reconsider: 'office',
};

const ownerStep = (target: ApplicationStatus) =>
  [
    { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
    { guard: 'windowClosed', actions: { type: 'refuse', params: { code: 'COMPOSER_WINDOW_CLOSED' } } },
    { target },
  ] as const;
const decisionStep = (target: ApplicationStatus) =>
  [
    { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
    { guard: 'announced', actions: { type: 'refuse', params: { code: 'APPLICATION_STATUS_CONFLICT' } } },
    { target },
  ] as const;

export const applicationMachine = setup({
  types: {
    context: {} as LifecycleContext<ApplicationRefusal>,
    events: {} as LifecycleEvent<ApplicationAction, ApplicationFacts>,
  },
  guards: {
    notTheActor: ({ event }) => event.role !== ACTOR_OF[event.type],
    windowClosed: ({ event }) => !event.windowOpen,
    announced: ({ event }) => event.announced,
  },
  actions: {
    refuse: assign((_, params: { code: LifecycleContext<ApplicationRefusal>['refusal'] }) => ({ refusal: params.code })),
  },
}).createMachine({
  id: 'application',
  context: { refusal: null },
  initial: 'submitted',
  on: {
    '*': [
      { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
      { actions: { type: 'refuse', params: { code: 'APPLICATION_STATUS_CONFLICT' } } },
    ],
  },
  states: {
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

export const applicationLifecycle = lifecycleOf<ApplicationStatus, ApplicationAction, ApplicationFacts, ApplicationRefusal>(applicationMachine, APPLICATION_ACTIONS);

/**
 * The status an application's composer is shown: a decision stays unseen (`submitted`) until the decisions are
 * announced, as for a film project's owner.
 */
export const composerVisibleStatus = (status: ApplicationStatus, announced: boolean): ApplicationStatus =>
  !announced && (status === 'selected' || status === 'not_selected') ? 'submitted' : status;
