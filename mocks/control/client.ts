import type { AuthorityType, UploadKind, UploadState, UserStatus } from '../../src/lib/api/generated/types.gen';
import type { Fault, FaultRule } from './faults';

/**
 * A small typed client for the mock-only control endpoints (`/__mock`, see ./handlers.ts and docs/mock-provider.md).
 * They are outside the public contract, so the generated client does not know them: this file is the one
 * place that calls them by hand. It imports types only, so the developer panel can use it without pulling
 * msw or the store into its chunk. Used by the developer panel, the features and tests.
 */
export type { Fault, FaultRule };

/** Same value as `CONTROL_PREFIX` in ./handlers.ts (not imported: that module brings msw along). */
export const MOCK_CONTROL_PREFIX = '/__mock';

/**
 * The header every mock control call carries. The local server refuses control calls without it: a page of
 * another site cannot send a custom header without a CORS preflight, which the server never grants, so no
 * cross-site form, image or fetch reaches the control endpoints (mocks/server/mockControlGuard.ts).
 */
export const MOCK_CONTROL_HEADER = 'x-cue-mock-control';
export const MOCK_CONTROL_HEADERS: Readonly<Record<string, string>> = { [MOCK_CONTROL_HEADER]: '1' };

/** A user as the control endpoints list it. */
export interface MockUser {
  userId: number;
  email: string;
  nickname: string;
  authorityType: AuthorityType;
  status: UserStatus;
}

/** A tus upload as the server keeps it: `expired` once terminated or past its expiry. */
export interface MockUpload {
  uploadId: string;
  ownerUserId: number;
  kind: UploadKind;
  state: UploadState;
  offset: number;
  length: number;
}

/** One operation of the contract a failure can be injected into. */
export interface MockOperation {
  operationId: string;
  /** Lower case, as msw names it: `get`, `post`. */
  method: string;
  /** The contract's path, e.g. `/api/v1/genres`. */
  path: string;
}

/** An email the mock sent (the outbox), with its subject and text in both languages. */
export interface MockEmail {
  id: number;
  to: string;
  subject: { ko: string; en: string };
  text: { ko: string; en: string };
  /** The email's link as a path of the app, e.g. `/reset-password?token=...`. */
  link: string;
  /** ISO date-time. */
  sentAt: string;
}

/** One client budget: attempts allowed within a sliding window. */
export interface ThrottleBudget {
  attempts: number;
  windowSeconds: number;
}

/** The attempt limits of logins, password reset requests, availability checks and sign-ups (429 past them). */
export interface ThrottleSettings {
  /** Wrong passwords per login id and reset requests per email allowed within the window. */
  throttleAttempts: number;
  throttleWindowSeconds: number;
  /** Email and nickname checks and sign-up attempts per client, within each of these windows. */
  clientCheckBudgets: readonly ThrottleBudget[];
  /** Failed logins per client across every login id, within each of these windows. */
  clientLoginFailureBudgets: readonly ThrottleBudget[];
}

export interface ExpiredTokens {
  userId: number;
  /** How many access tokens expired (one per login of the user). */
  expired: number;
}

/** A control call that failed: `status` and `code` come from the answer; both are undefined when none came. */
export class MockControlError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MockControlError';
  }

  /** Whether the mock server did not answer at all (network failure). */
  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

export interface MockControlClient {
  /** Puts the store back to the seed and clears every fault. */
  reset(): Promise<void>;
  /** Every user, or those with the given status. */
  listUsers(status?: UserStatus): Promise<MockUser[]>;
  /** Approves a user, by numeric id or email. */
  approveUser(user: number | string): Promise<MockUser>;
  /** Rejects a user (and revokes their tokens), by numeric id or email. */
  rejectUser(user: number | string): Promise<MockUser>;
  /** Expires the user's access tokens: the next call answers 401 and the refresh token still works. */
  expireTokens(user: number | string): Promise<ExpiredTokens>;
  /** Every tus upload the server knows, finished, running or terminated. */
  listUploads(): Promise<MockUpload[]>;
  /** Every email the mock sent, newest first; or those sent to one address. */
  listOutbox(to?: string): Promise<MockEmail[]>;
  /** Makes unused password reset links expire now: one user's (id or email) or everyone's. */
  expirePasswordResets(user?: number | string): Promise<{ expired: number }>;
  /** Makes live share links expire now: one link's (by token) or every one. */
  expireShareLinks(token?: string): Promise<{ expired: number }>;
  /** Gives a user (id or email) empty shortlists until they have `count` (default 50, the limit); answers how many they have. */
  fillShortlists(user: number | string, count?: number): Promise<{ shortlists: number }>;
  /** Appends catalogue tracks to a shortlist until it holds `count` (default 100, the limit); answers how many it holds. */
  fillShortlistTracks(shortlistId: number, count?: number): Promise<{ tracks: number }>;
  /** The attempt limits now. */
  getThrottleSettings(): Promise<ThrottleSettings>;
  /** Changes the attempt limits (until the next reset, which restores the start-up ones); answers them. */
  setThrottleSettings(settings: Partial<ThrottleSettings>): Promise<ThrottleSettings>;
  /** Forgets every counted attempt, as when the windows have passed: refused logins and checks work again. */
  expireThrottles(): Promise<{ cleared: true }>;
  /** Every operation of the contract. */
  listOperations(): Promise<MockOperation[]>;
  /** The active faults. */
  listFaults(): Promise<FaultRule[]>;
  /** Adds a fault (replacing one for the same operation); answers the active faults. */
  injectFault(rule: FaultRule): Promise<FaultRule[]>;
  /** Clears the fault of one operation, or every fault. */
  clearFaults(operationId?: string): Promise<void>;
}

export interface MockControlClientOptions {
  /** Origin of the mock API; empty (the default) means the page's own origin. */
  baseUrl?: string;
  /** Default: the global `fetch` at the time of each call (so msw/node's interception applies). */
  fetch?: typeof fetch;
}

interface Envelope<T> {
  data: T;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
}

async function failureOf(response: Response, what: string): Promise<MockControlError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  return new MockControlError(`${what} answered ${response.status}${code ? ` ${code}` : ''}: ${message}`, response.status, code);
}

export function createMockControlClient({ baseUrl = '', fetch: fetchImpl }: MockControlClientOptions = {}): MockControlClient {
  const root = `${baseUrl.replace(/\/+$/, '')}${MOCK_CONTROL_PREFIX}`;
  const userPath = (user: number | string) => `/users/${encodeURIComponent(String(user))}`;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const what = `${method} ${MOCK_CONTROL_PREFIX}${path}`;
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(`${root}${path}`, {
        method,
        headers: body === undefined ? MOCK_CONTROL_HEADERS : { ...MOCK_CONTROL_HEADERS, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch (error) {
      throw new MockControlError(`${what} got no answer`, undefined, undefined, { cause: error });
    }
    if (!response.ok) throw await failureOf(response, what);
    return ((await response.json()) as Envelope<T>).data;
  }

  return {
    reset: () => call<unknown>('POST', '/reset').then(() => undefined),
    listUsers: (status) => call('GET', status ? `/users?status=${encodeURIComponent(status)}` : '/users'),
    approveUser: (user) => call('POST', `${userPath(user)}/approve`),
    rejectUser: (user) => call('POST', `${userPath(user)}/reject`),
    expireTokens: (user) => call('POST', `${userPath(user)}/expire-tokens`),
    listUploads: () => call('GET', '/uploads'),
    listOutbox: (to) => call('GET', to ? `/outbox?to=${encodeURIComponent(to)}` : '/outbox'),
    expirePasswordResets: (user) => call('POST', user === undefined ? '/password-resets/expire' : `/password-resets/expire?user=${encodeURIComponent(String(user))}`),
    expireShareLinks: (token) => call('POST', token === undefined ? '/share-links/expire' : `/share-links/expire?token=${encodeURIComponent(token)}`),
    fillShortlists: (user, count) => call('POST', `${userPath(user)}/shortlists/fill`, count === undefined ? {} : { count }),
    fillShortlistTracks: (shortlistId, count) => call('POST', `/shortlists/${encodeURIComponent(String(shortlistId))}/fill`, count === undefined ? {} : { count }),
    getThrottleSettings: () => call('GET', '/settings/throttle'),
    setThrottleSettings: (settings) => call('PATCH', '/settings/throttle', settings),
    expireThrottles: () => call('POST', '/throttle/expire'),
    listOperations: () => call('GET', '/operations'),
    listFaults: () => call('GET', '/faults'),
    injectFault: (rule) => call('POST', '/faults', rule),
    clearFaults: (operationId) => call<unknown>('DELETE', operationId ? `/faults/${encodeURIComponent(operationId)}` : '/faults').then(() => undefined),
  };
}
