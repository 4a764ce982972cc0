import { createActor, waitFor, type Actor } from 'xstate';
import { authMachine, type AuthEvent } from './authMachine';
import { authStatusOf } from './authStatus';
import { mirrorAuthState } from './authState';
import type { Credentials, LoginResult } from './performLogin';
import { getStoredSession, subscribeToSession } from './sessionStore';

/**
 * The app-wide auth actor (systemId `auth`). This module is loaded on demand (see `./index`), so xstate stays
 * out of the first load; components read the actor's state through `./authState`.
 */
let actor: Actor<typeof authMachine> | undefined;
let unsubscribe: (() => void) | undefined;

/** The app-wide auth actor, created and started on first use. */
export function getAuthActor(): Actor<typeof authMachine> {
  if (!actor) {
    const created = createActor(authMachine, { systemId: 'auth' });
    actor = created;
    const mirror = created.subscribe((snapshot) =>
      mirrorAuthState({ status: authStatusOf(snapshot), user: snapshot.context.user, authVersion: snapshot.context.authVersion }),
    );
    created.start();
    const snapshot = created.getSnapshot();
    mirrorAuthState({ status: authStatusOf(snapshot), user: snapshot.context.user, authVersion: snapshot.context.authVersion });
    let loggedIn = getStoredSession().accessToken !== undefined;
    // Tokens changed outside the actor: another tab (storage event), the developer panel.
    const unsubscribeSession = subscribeToSession(() => {
      const now = getStoredSession().accessToken !== undefined;
      if (now === loggedIn) return;
      loggedIn = now;
      created.send({ type: 'SESSION_CHANGED', loggedIn: now });
    });
    unsubscribe = () => {
      unsubscribeSession();
      mirror.unsubscribe();
    };
  }
  return actor;
}

export function sendAuthEvent(event: AuthEvent): void {
  getAuthActor().send(event);
}

/** Logs in through the actor; a second call while one runs waits for the same answer. Never rejects. */
export async function loginWithActor(credentials: Credentials): Promise<LoginResult> {
  const auth = getAuthActor();
  if (!auth.getSnapshot().matches('loggingIn')) auth.send({ type: 'LOGIN', credentials });
  const done = await waitFor(auth, (snapshot) => !snapshot.matches('loggingIn'), { timeout: Infinity });
  return done.context.lastLogin ?? { ok: false, error: { statusCode: 400, messageKey: 'auth:loginFailedMessage' } };
}

/**
 * Test helper: stops and forgets the app-wide actor (the next use creates a fresh one). Called through the module
 * `index.ts` loads on demand, which knip does not follow.
 * @public
 */
export function stopAuthActor(): void {
  unsubscribe?.();
  unsubscribe = undefined;
  actor?.stop();
  actor = undefined;
  mirrorAuthState(undefined);
}
