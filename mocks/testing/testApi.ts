import { setupServer } from 'msw/node';
import { createClient, createConfig } from '../../src/lib/api/generated/client';
import type { Client } from '../../src/lib/api/generated/client';
import { login } from '../../src/lib/api/generated/sdk.gen';
import { createManualClock } from '../clock';
import type { MockSettings } from '../context';
import { createMockProvider, type MockProvider } from '../provider';
import { contractViolations, operationFor, readContractOperations } from './contract';

export const TEST_ORIGIN = 'http://cue.test';

export interface TestApi {
  provider: MockProvider;
  clock: ReturnType<typeof createManualClock>;
  /** An anonymous client of the generated SDK. */
  anonymous: Client;
  /** Logs in through the API and returns a client that sends the access token. */
  clientFor(email: string, password?: string): Promise<Client>;
  /** Every contract violation seen in responses so far (call `settle()` first). */
  violations: string[];
  /** Waits until every response seen so far has been checked against the contract. */
  settle(): Promise<void>;
  close(): void;
}

export const newClient = (accessToken?: string) =>
  createClient(createConfig({ baseUrl: TEST_ORIGIN, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} }));

/**
 * The mock provider behind msw/node (unhandled requests fail the test), with every response checked against
 * the contract: undeclared statuses and bodies that do not match the generated schemas are collected.
 */
export async function startTestApi(settings?: Partial<MockSettings>): Promise<TestApi> {
  const clock = createManualClock();
  const provider = await createMockProvider({ clock, settings });
  const server = setupServer(...provider.handlers);
  const operations = readContractOperations();
  const violations: string[] = [];
  const pending = new Set<Promise<void>>();
  server.events.on('response:mocked', ({ request, response }) => {
    const operation = operationFor(operations, request.method, request.url);
    if (!operation) return;
    const check = contractViolations(operation, response.clone()).then((found) => void violations.push(...found));
    pending.add(check);
    void check.finally(() => pending.delete(check));
  });
  server.listen({ onUnhandledFrame: 'error' });
  const anonymous = newClient();
  return {
    provider,
    clock,
    anonymous,
    violations,
    async settle() {
      await Promise.all([...pending]);
    },
    async clientFor(email, password = 'cue-connect-1') {
      const { data } = await login({ client: anonymous, body: { login: email, password }, throwOnError: true });
      return newClient(data.data.accessToken ?? undefined);
    },
    close() {
      server.close();
    },
  };
}
