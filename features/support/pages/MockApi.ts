import { createMockControlClient, type Fault } from '../../../mocks/control/client';
import { currentEnvironment } from '../environment';

/** A failure the mock provider can inject into one operation (see the README's mock control). */
export type InjectedFault = Fault;

const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'cue-connect-1';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${currentEnvironment().server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The mock provider, called from the steps the way a test harness would (not through the page). */
export const mockApi = {
  /** Makes the next calls of `operationId` fail or wait (every call until the scenario ends, or `times`). */
  async injectFault(operationId: string, fault: InjectedFault, times?: number): Promise<void> {
    await control().injectFault({ operationId, fault, ...(times === undefined ? {} : { times }) });
  },

  /** Expires the user's access tokens (the next call answers 401; the refresh token still works). */
  async expireTokens(email: string): Promise<void> {
    await control().expireTokens(email);
  },

  /** Every tus upload the server knows, with its state (`expired` once terminated). */
  async uploads(): Promise<Array<{ id: string; state: string }>> {
    return (await control().listUploads()).map((upload) => ({ id: upload.uploadId, state: upload.state }));
  },

  /** Starts `count` tus uploads (1000 bytes each, never sent) as a demo account: unfinished uploads it holds. */
  async startUploads(login: string, count: number): Promise<void> {
    const { accessToken } = await mockApi.login(login);
    const kind = `filename ${btoa('cue.wav')},filetype ${btoa('audio/wav')},kind ${btoa('audio')}`;
    for (let index = 0; index < count; index += 1) {
      const response = await fetch(`${currentEnvironment().server.url}/api/v1/uploads`, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${accessToken}`, 'Upload-Length': '1000', 'Upload-Metadata': kind },
      });
      if (response.status !== 201) throw new Error(`POST /api/v1/uploads answered ${response.status}: ${await response.text()}`);
    }
  },

  /** Logs a demo account in through the public login operation; answers its two tokens. */
  login(login: string, password = DEMO_PASSWORD): Promise<{ accessToken: string; refreshToken: string }> {
    return call('POST', '/api/v1/user/login', { login, password });
  },

  /** A demo account's own profile (nickname, email...), read through the public API after logging it in. */
  async profileOf(login: string, password = DEMO_PASSWORD): Promise<{ userId: number; nickname: string; email: string }> {
    const { accessToken } = await mockApi.login(login, password);
    const response = await fetch(`${currentEnvironment().server.url}/api/v1/my/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`GET /api/v1/my/profile answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { userId: number; nickname: string; email: string } }).data;
  },
};
