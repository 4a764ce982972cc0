import type { RuntimeConfig } from '../config/runtimeConfig';
import { createErrorToastInterceptor, showApiFailureToast } from './errorToasts';
import { client } from './generated/client.gen';
import { readAccessToken } from './tokenStorage';

export { isUsableToken, readAccessToken, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './tokenStorage';

let configuredBaseUrl: string | undefined;

/**
 * Configures the generated client once, at start: the API host from the runtime config (empty means
 * the same origin) and the auth rule. The bearer token is added only to operations the contract marks
 * as secured, and only when the stored access token is usable (so the refresh call never carries it).
 * Network, server, 401 and 403 failures show a translated toast (see `errorToasts.ts`).
 */
export function configureApiClient(config: Pick<RuntimeConfig, 'apiBaseUrl'>): void {
  if (configuredBaseUrl !== undefined) {
    if (configuredBaseUrl === config.apiBaseUrl) return;
    throw new Error('The API client is already configured with another base URL.');
  }
  configuredBaseUrl = config.apiBaseUrl;
  client.setConfig({
    baseUrl: config.apiBaseUrl,
    auth: () => readAccessToken(),
  });
  client.interceptors.error.use(createErrorToastInterceptor({ notify: showApiFailureToast }));
}

export { client as apiClient };
