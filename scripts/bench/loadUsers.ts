/**
 * The load test's simulated users: each a client of the generated SDK over the shared bounded `fetch`, most of
 * them a new general account (signed up and logged in before the clock starts), the rest anonymous visitors who
 * browse, search and play but never like. New accounts start with no likes, so everything they like later is
 * theirs to check.
 */
import { createClient, createConfig } from '../../src/lib/api/generated/client';
import type { Client } from '../../src/lib/api/generated/client';
import { login, signUp } from '../../src/lib/api/generated/sdk.gen';
import type { LoadStats } from './loadStats';

export interface LoadUser {
  index: number;
  /** Its login when it has an account, else `visitor-<index>`. */
  key: string;
  client: Client;
  loggedIn: boolean;
  /** The player's per-session listener id that plays are counted by. */
  listenerId: string;
}

export const PASSWORD = 'load-test-1';
/** One in this many users is an anonymous visitor. */
const VISITOR_EVERY = 4;
const SETUP_CONCURRENCY = 8;

export function apiClient(baseUrl: string, fetch: typeof globalThis.fetch, accessToken?: string): Client {
  return createClient(createConfig({ baseUrl, fetch, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} }));
}

/** Logs in through the API; answers the access token (the call is timed as `login`). */
export async function logIn(client: Client, loginId: string, password: string, stats: LoadStats): Promise<string> {
  const started = performance.now();
  const { data, response } = await login({ client, body: { login: loginId, password } });
  stats.add('login (setup)', performance.now() - started, response?.status, `POST login ${loginId}`);
  const token = data?.data.accessToken;
  if (!token) throw new Error(`Login of ${loginId} answered ${response?.status ?? 'nothing'}.`);
  return token;
}

async function signUpAndLogIn(baseUrl: string, fetch: typeof globalThis.fetch, loginId: string, nickName: string, stats: LoadStats): Promise<Client> {
  const anonymous = apiClient(baseUrl, fetch);
  const started = performance.now();
  const { response } = await signUp({
    client: anonymous,
    body: {
      login: loginId,
      password: PASSWORD,
      name: `Load ${nickName}`,
      nickName,
      phoneNo: `010${String(Math.abs(hashOf(loginId)) % 1e8).padStart(8, '0')}`,
      authorityType: 'ROLE_USER',
      termsAgreed: true,
      privacyConsent: true,
      ageOver14Consent: true,
      marketingEmailConsent: false,
      marketingSmsConsent: false,
    },
  });
  stats.add('signUp (setup)', performance.now() - started, response?.status, `POST sign-up ${loginId}`);
  if (response?.status !== 201) throw new Error(`Sign-up of ${loginId} answered ${response?.status ?? 'nothing'}.`);
  return apiClient(baseUrl, fetch, await logIn(anonymous, loginId, PASSWORD, stats));
}

const hashOf = (text: string) => [...text].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7);

/**
 * `count` users; accounts get a login and nickname unique to this run (`runTag`, a few letters), so a run against
 * a server that has seen other runs still signs up. Signs up at most `SETUP_CONCURRENCY` at a time.
 */
export async function prepareUsers(options: { baseUrl: string; fetch: typeof globalThis.fetch; count: number; runTag: string; stats: LoadStats }): Promise<LoadUser[]> {
  const { baseUrl, fetch, count, runTag, stats } = options;
  const users = new Array<LoadUser>(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const loggedIn = index % VISITOR_EVERY !== VISITOR_EVERY - 1;
      const key = loggedIn ? `load-${runTag}-${index}@cue.test` : `visitor-${index}`;
      const client = loggedIn ? await signUpAndLogIn(baseUrl, fetch, key, `L${runTag}${index}`.slice(0, 10), stats) : apiClient(baseUrl, fetch);
      users[index] = { index, key, client, loggedIn, listenerId: `load-${runTag}-listener-${index}` };
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, count) }, worker));
  return users;
}
