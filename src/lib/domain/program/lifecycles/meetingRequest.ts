/**
 * A request for a 1:1 meeting between a selected project's production and a selected composer (docs/product.md
 * 17.15). The side that asked (`owner`) may withdraw it while it is pending; the side asked (`recipient`) accepts
 * or declines it; either side cancels an accepted one, until its meeting took place (held or missed: the office's
 * mark stays). Declined, withdrawn and cancelled are final. Nothing changes once the round's meeting days are over,
 * and accepting counts toward the round's most meetings per person.
 */
import { assign, setup } from 'xstate';
import type { ErrorCode, MeetingRequestStatus } from '../../../api/generated/types.gen';
import { lifecycleOf, type LifecycleContext, type LifecycleEvent, type LifecycleRole } from './lifecycle';

export type MeetingRequestAction = 'accept' | 'decline' | 'withdraw' | 'cancel';
export type MeetingRequestRefusal = Extract<ErrorCode, 'MEETING_REQUEST_STATUS_CONFLICT' | 'MEETINGS_CLOSED' | 'MEETING_LIMIT_REACHED'>;

/**
 * What the guards read: whether the meeting days are still ahead, whether accepting stays within the limit, and
 * whether the request's meeting took place ({@link meetingTookPlace}).
 */
export interface MeetingRequestFacts {
  meetingsOpen: boolean;
  withinLimit: boolean;
  meetingTookPlace: boolean;
}

const REQUEST_ACTIONS: readonly MeetingRequestAction[] = ['accept', 'decline', 'withdraw', 'cancel'];
const ACTORS_OF: Record<MeetingRequestAction, readonly LifecycleRole[]> = {
  accept: ['recipient'],
  decline: ['recipient'],
  withdraw: ['owner'],
  cancel: ['owner', 'recipient'],
};

const refuse = (code: LifecycleContext<MeetingRequestRefusal>['refusal']) => ({ type: 'refuse', params: { code } }) as const;
const step = (target: MeetingRequestStatus) =>
  [{ guard: 'notTheActor', actions: refuse('FORBIDDEN') }, { guard: 'meetingsOver', actions: refuse('MEETINGS_CLOSED') }, { target }] as const;
/** A step that adds a meeting to both sides' counts. */
const countedStep = (target: MeetingRequestStatus) =>
  [
    { guard: 'notTheActor', actions: refuse('FORBIDDEN') },
    { guard: 'meetingsOver', actions: refuse('MEETINGS_CLOSED') },
    { guard: 'overLimit', actions: refuse('MEETING_LIMIT_REACHED') },
    { target },
  ] as const;

export const meetingRequestMachine = setup({
  types: {
    context: {} as LifecycleContext<MeetingRequestRefusal>,
    events: {} as LifecycleEvent<MeetingRequestAction, MeetingRequestFacts>,
  },
  guards: {
    notTheActor: ({ event }) => !ACTORS_OF[event.type].includes(event.role),
    meetingsOver: ({ event }) => !event.meetingsOpen,
    overLimit: ({ event }) => !event.withinLimit,
    tookPlace: ({ event }) => event.meetingTookPlace,
  },
  actions: {
    refuse: assign((_, params: { code: LifecycleContext<MeetingRequestRefusal>['refusal'] }) => ({ refusal: params.code })),
  },
}).createMachine({
  id: 'meetingRequest',
  context: { refusal: null },
  initial: 'pending',
  on: {
    '*': [{ guard: 'notTheActor', actions: refuse('FORBIDDEN') }, { actions: refuse('MEETING_REQUEST_STATUS_CONFLICT') }],
  },
  states: {
    pending: {
      on: {
        accept: countedStep('accepted'),
        decline: step('declined'),
        withdraw: step('withdrawn'),
      },
    },
    accepted: {
      on: {
        cancel: [
          { guard: 'notTheActor', actions: refuse('FORBIDDEN') },
          { guard: 'meetingsOver', actions: refuse('MEETINGS_CLOSED') },
          { guard: 'tookPlace', actions: refuse('MEETING_REQUEST_STATUS_CONFLICT') },
          { target: 'cancelled' },
        ],
      },
    },
    declined: {},
    withdrawn: {},
    cancelled: {},
  },
});

export const meetingRequestLifecycle = lifecycleOf<MeetingRequestStatus, MeetingRequestAction, MeetingRequestFacts, MeetingRequestRefusal>(
  meetingRequestMachine,
  REQUEST_ACTIONS,
);
