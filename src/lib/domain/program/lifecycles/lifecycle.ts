/**
 * The shared part of the program's lifecycles (docs/decisions/0003-flows-as-machines.md): each lifecycle is an
 * XState machine whose states are a record's statuses and whose events are the actions people take, each carrying
 * the actor's role and the facts its guards need. A refused event does not move: the machine writes why into its
 * context (`refusal`), a contract error code. The screens (which buttons to show) and the mock provider (which
 * requests to refuse) both ask the machine through `lifecycleOf`, resolving the status and taking the event with
 * xstate's pure `transition`, so they cannot disagree.
 */
import { transition, type AnyStateMachine, type SnapshotFrom } from 'xstate';

/**
 * Who acts on a record: its `owner` (the production for its project, the composer for an application or an
 * answer, the side that asked for a meeting, either side of a meeting), the `recipient` of a meeting request, the
 * program `office`, the `production` whose selected project a composer answers, or anyone `other`.
 */
export type LifecycleRole = 'owner' | 'recipient' | 'office' | 'production' | 'other';

export const LIFECYCLE_ROLES: readonly LifecycleRole[] = ['owner', 'recipient', 'office', 'production', 'other'];

/** "Not yours to do": the caller's role never takes this action (403). Any other refusal is "not now" (409). */
export type RoleRefusal = 'FORBIDDEN';

export interface LifecycleContext<R extends string> {
  /** Why the last event was refused; null when it was taken. */
  refusal: RoleRefusal | R | null;
}

/** An action as an event: its type, the actor's role, and the facts the guards read. */
export type LifecycleEvent<A extends string, F extends object> = { type: A; role: LifecycleRole } & F;

/** What an action leads to: the new status, or the refusal code. */
export type Outcome<S extends string, R extends string> = { status: S; refusal?: undefined } | { status?: undefined; refusal: RoleRefusal | R };

export interface Lifecycle<S extends string, A extends string, F extends object, R extends string> {
  /** The statuses, in the order the machine declares them. */
  statuses: readonly S[];
  /** Every action of the lifecycle. */
  actions: readonly A[];
  /** What `action` by `role` does to a record in `status`, given the facts. */
  nextStatus: (status: S, action: A, role: LifecycleRole, facts: F) => Outcome<S, R>;
  /** The actions `role` may take now (what a screen offers). */
  allowedActions: (status: S, role: LifecycleRole, facts: F) => A[];
}

/** The functions of a lifecycle, asked of its machine (its states must be the statuses, its events the actions). */
export function lifecycleOf<S extends string, A extends string, F extends object, R extends string>(
  machine: AnyStateMachine,
  actions: readonly A[],
): Lifecycle<S, A, F, R> {
  const statuses = Object.keys(machine.root.states) as S[];
  const resolve = (status: S): SnapshotFrom<AnyStateMachine> => machine.resolveState({ value: status, context: { refusal: null } });
  const nextStatus = (status: S, action: A, role: LifecycleRole, facts: F): Outcome<S, R> => {
    if (!statuses.includes(status)) throw new Error(`${String(machine.id)} has no status ${status}`);
    const [next] = transition(machine, resolve(status), { ...facts, type: action, role });
    const { refusal } = next.context as LifecycleContext<R>;
    return refusal ? { refusal } : { status: next.value as S };
  };
  return {
    statuses,
    actions,
    nextStatus,
    allowedActions: (status, role, facts) => actions.filter((action) => nextStatus(status, action, role, facts).status !== undefined),
  };
}
