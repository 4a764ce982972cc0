/**
 * A placed 1:1 meeting (docs/product.md 17.16). The office moves or cancels a scheduled meeting (either side
 * cancels it too, by cancelling its request), and once it has begun marks it held or missed, a mark it may correct.
 * After a held meeting either side (`owner`) says whether they want to follow up. A cancelled meeting is final.
 */
import { assign, setup } from 'xstate';
import type { ErrorCode, MeetingStatus } from '../../../api/generated/types.gen';
import { lifecycleOf, type LifecycleContext, type LifecycleEvent, type LifecycleRole } from './lifecycle';

export type MeetingAction = 'move' | 'cancel' | 'hold' | 'miss' | 'followUp';
export type MeetingRefusal = Extract<ErrorCode, 'MEETING_STATUS_CONFLICT' | 'MEETING_NOT_STARTED'>;

/** What the guards read: whether the meeting's slot has begun. */
export interface MeetingFacts {
  started: boolean;
}

const MEETING_ACTIONS: readonly MeetingAction[] = ['move', 'cancel', 'hold', 'miss', 'followUp'];
const ACTORS_OF: Record<MeetingAction, readonly LifecycleRole[]> = {
  move: ['office'],
  cancel: ['office', 'owner'],
  hold: ['office'],
  miss: ['office'],
  followUp: ['owner'],
};

const refuse = (code: LifecycleContext<MeetingRefusal>['refusal']) => ({ type: 'refuse', params: { code } }) as const;
const step = (target: MeetingStatus) => [{ guard: 'notTheActor', actions: refuse('FORBIDDEN') }, { target }] as const;
const attendance = (target: MeetingStatus) =>
  [{ guard: 'notTheActor', actions: refuse('FORBIDDEN') }, { guard: 'notStarted', actions: refuse('MEETING_NOT_STARTED') }, { target }] as const;

export const meetingMachine = setup({
  types: {
    context: {} as LifecycleContext<MeetingRefusal>,
    events: {} as LifecycleEvent<MeetingAction, MeetingFacts>,
  },
  guards: {
    notTheActor: ({ event }) => !ACTORS_OF[event.type].includes(event.role),
    notStarted: ({ event }) => !event.started,
  },
  actions: {
    refuse: assign((_, params: { code: LifecycleContext<MeetingRefusal>['refusal'] }) => ({ refusal: params.code })),
  },
}).createMachine({
  id: 'meeting',
  context: { refusal: null },
  initial: 'scheduled',
  on: {
    '*': [{ guard: 'notTheActor', actions: refuse('FORBIDDEN') }, { actions: refuse('MEETING_STATUS_CONFLICT') }],
  },
  states: {
    scheduled: {
      on: { move: step('scheduled'), cancel: step('cancelled'), hold: attendance('held'), miss: attendance('missed') },
    },
    cancelled: {},
    held: { on: { miss: attendance('missed'), followUp: step('held') } },
    missed: { on: { hold: attendance('held') } },
  },
});

export const meetingLifecycle = lifecycleOf<MeetingStatus, MeetingAction, MeetingFacts, MeetingRefusal>(meetingMachine, MEETING_ACTIONS);

/** Whether a meeting took place: the office marked it held or missed (its request can then no longer be cancelled). */
export const meetingTookPlace = (status: MeetingStatus): boolean => status === 'held' || status === 'missed';
