/**
 * A composer's answer to a selected project's brief (docs/product.md 17.6). The composer edits or withdraws it
 * until the brief's deadline; the production that owns the project shortlists or passes it, and may switch between
 * the two. A withdrawn answer stays withdrawn. Nobody else does anything.
 */
import { assign, setup } from 'xstate';
import type { ErrorCode } from '../../../api/generated/types.gen';
import { lifecycleOf, type LifecycleContext, type LifecycleEvent, type LifecycleRole } from './lifecycle';

export type AnswerStatus = 'submitted' | 'withdrawn' | 'shortlisted' | 'passed';
export type AnswerAction = 'edit' | 'withdraw' | 'shortlist' | 'pass';
export type AnswerRefusal = Extract<ErrorCode, 'ANSWER_STATUS_CONFLICT' | 'BRIEF_CLOSED'>;

/** What the guards read: whether the brief's deadline is still ahead. */
export interface AnswerFacts {
  beforeDeadline: boolean;
}

const ANSWER_ACTIONS: readonly AnswerAction[] = ['edit', 'withdraw', 'shortlist', 'pass'];
const ACTOR_OF: Record<AnswerAction, LifecycleRole> = { edit: 'owner', withdraw: 'owner', shortlist: 'production', pass: 'production' };

const composerStep = (target: AnswerStatus) =>
  [
    { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
    { guard: 'deadlinePassed', actions: { type: 'refuse', params: { code: 'BRIEF_CLOSED' } } },
    { target },
  ] as const;
const productionStep = (target: AnswerStatus) => [{ guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } }, { target }] as const;

export const answerMachine = setup({
  types: {
    context: {} as LifecycleContext<AnswerRefusal>,
    events: {} as LifecycleEvent<AnswerAction, AnswerFacts>,
  },
  guards: {
    notTheActor: ({ event }) => event.role !== ACTOR_OF[event.type],
    deadlinePassed: ({ event }) => !event.beforeDeadline,
  },
  actions: {
    refuse: assign((_, params: { code: LifecycleContext<AnswerRefusal>['refusal'] }) => ({ refusal: params.code })),
  },
}).createMachine({
  id: 'answer',
  context: { refusal: null },
  initial: 'submitted',
  on: {
    '*': [
      { guard: 'notTheActor', actions: { type: 'refuse', params: { code: 'FORBIDDEN' } } },
      { actions: { type: 'refuse', params: { code: 'ANSWER_STATUS_CONFLICT' } } },
    ],
  },
  states: {
    submitted: {
      on: {
        edit: composerStep('submitted'),
        withdraw: composerStep('withdrawn'),
        shortlist: productionStep('shortlisted'),
        pass: productionStep('passed'),
      },
    },
    withdrawn: {},
    shortlisted: { on: { pass: productionStep('passed') } },
    passed: { on: { shortlist: productionStep('shortlisted') } },
  },
});

export const answerLifecycle = lifecycleOf<AnswerStatus, AnswerAction, AnswerFacts, AnswerRefusal>(answerMachine, ANSWER_ACTIONS);
