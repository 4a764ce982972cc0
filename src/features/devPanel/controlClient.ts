import { createMockControlClient, type MockControlClient } from '../../../mocks/control/client';
import { getRuntimeConfig } from '../../lib/config/runtimeConfig';

let client: MockControlClient | undefined;

/** The control client of the running app: the mock answers on the API's origin (empty = this page's). */
export function appControlClient(): MockControlClient {
  client ??= createMockControlClient({ baseUrl: getRuntimeConfig().apiBaseUrl });
  return client;
}
