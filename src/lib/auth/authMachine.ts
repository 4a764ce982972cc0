import { assign, fromPromise, setup } from 'xstate';
import { getMyProfile } from '../api/generated/sdk.gen';
import type { UserProfile } from '../api/generated/types.gen';
import { performLogin, type Credentials, type LoginOutcome, type LoginResult } from './performLogin';
import { readAuthVersion, readStoredTokens, readStoredUser, storeUser } from './sessionStore';

export { authStatusOf } from './authStatus';

export interface AuthContext {
  user: UserProfile | undefined;
  authVersion: number;
  /** The outcome of the last login attempt (what `login()` answers). */
  lastLogin: LoginResult | undefined;
}

export type AuthEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  /** Logout or leave-account finished: the session is cleared. */
  | { type: 'SIGNED_OUT' }
  /** The approval-pending dialog was confirmed. */
  | { type: 'ACKNOWLEDGE' }
  | { type: 'REFRESH_STARTED' }
  | { type: 'REFRESHED' }
  /** The refresh's answer was lost (no connection, a server error): the session stays as it was. */
  | { type: 'REFRESH_ABANDONED' }
  | { type: 'REFRESH_FAILED' }
  /** The stored tokens changed outside the actor (another tab, the developer panel). */
  | { type: 'SESSION_CHANGED'; loggedIn: boolean }
  /** The user's record changed on the server (a musician profile registered or deleted): load it again. */
  | { type: 'PROFILE_CHANGED' };

/** Loads the profile of the stored session (after a reload); undefined when it cannot. */
async function loadProfile(): Promise<UserProfile | undefined> {
  const answer = await getMyProfile();
  return answer.data?.data ?? undefined;
}

/**
 * The app-wide auth actor (docs/decisions/0003-flows-as-machines.md): anonymous, logging in, approval pending, authenticated,
 * refreshing, signed out. Tokens, the user record and the authentication version live in localStorage
 * (sessionStore); the actor mirrors them and runs the login.
 */
export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors: {
    performLogin: fromPromise<LoginOutcome, Credentials>(({ input }) => performLogin(input)),
    loadProfile: fromPromise<UserProfile | undefined>(() => loadProfile()),
  },
  actions: {
    forgetUser: assign({ user: undefined }),
  },
  guards: {
    hasSession: () => readStoredTokens().accessToken !== undefined,
    loggedInElsewhere: ({ event }) => event.type === 'SESSION_CHANGED' && event.loggedIn,
    loggedOutElsewhere: ({ event }) => event.type === 'SESSION_CHANGED' && !event.loggedIn,
  },
}).createMachine({
  id: 'auth',
  context: () => ({
    user: readStoredTokens().accessToken ? readStoredUser<UserProfile>() : undefined,
    authVersion: readAuthVersion(),
    lastLogin: undefined,
  }),
  initial: 'starting',
  on: {
    REFRESH_FAILED: { target: '.signedOut', actions: 'forgetUser' },
    SIGNED_OUT: { target: '.signedOut', actions: 'forgetUser' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasSession', target: 'authenticated.loadingProfile' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        LOGIN: 'loggingIn',
        SESSION_CHANGED: { guard: 'loggedInElsewhere', target: 'authenticated.loadingProfile' },
      },
    },
    loggingIn: {
      invoke: {
        src: 'performLogin',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'LOGIN' }>).credentials,
        onDone: [
          {
            guard: ({ event }) => event.output.result.ok,
            target: 'authenticated.ready',
            actions: assign(({ event, context }) => ({
              lastLogin: event.output.result,
              user: event.output.result.ok ? event.output.result.user : undefined,
              authVersion: event.output.authVersion ?? context.authVersion,
            })),
          },
          {
            guard: ({ event }) => event.output.pending,
            target: 'approvalPending',
            actions: assign(({ event }) => ({ lastLogin: event.output.result, user: undefined })),
          },
          {
            target: 'anonymous',
            actions: assign(({ event }) => ({ lastLogin: event.output.result })),
          },
        ],
        onError: {
          target: 'anonymous',
          actions: assign({ lastLogin: { ok: false, error: { statusCode: 400, messageKey: 'auth:loginFailedMessage' } } }),
        },
      },
      on: {
        // LOGIN is not handled here: a second submit waits for the running login's answer.
        // A refresh failing meanwhile (an older call's 401) must not end the login.
        REFRESH_FAILED: {},
        SIGNED_OUT: {},
      },
    },
    approvalPending: {
      on: { LOGIN: 'loggingIn', ACKNOWLEDGE: 'anonymous' },
    },
    authenticated: {
      initial: 'ready',
      states: {
        loadingProfile: {
          invoke: {
            src: 'loadProfile',
            onDone: {
              target: 'ready',
              actions: [
                assign(({ event, context }) => ({ user: event.output ?? context.user })),
                ({ event }) => {
                  if (event.output) storeUser(event.output);
                },
              ],
            },
            onError: 'ready',
          },
        },
        ready: {},
      },
      on: {
        LOGIN: 'loggingIn',
        REFRESH_STARTED: 'refreshing',
        PROFILE_CHANGED: '.loadingProfile',
        SESSION_CHANGED: { guard: 'loggedOutElsewhere', target: 'anonymous', actions: 'forgetUser' },
      },
    },
    refreshing: {
      on: {
        REFRESHED: 'authenticated.ready',
        REFRESH_ABANDONED: 'authenticated.ready',
        SESSION_CHANGED: { guard: 'loggedOutElsewhere', target: 'anonymous', actions: 'forgetUser' },
      },
    },
    signedOut: {
      on: {
        LOGIN: 'loggingIn',
        SESSION_CHANGED: { guard: 'loggedInElsewhere', target: 'authenticated.loadingProfile' },
      },
    },
  },
});
