/** Who answers the API: `server`, the local server; `worker`, the msw service worker; `none`, a real API. */
export const MOCK_MODES = ['server', 'worker', 'none'] as const;

/**
 * Settings read at run time from `/config.json` next to index.html, so one build serves every
 * environment: `apiBaseUrl` empty means the same origin (the embedded mock or a proxy).
 * Checked by hand, not with zod: this runs before the first render and zod would add ~20 kB gzip to it.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  mock: (typeof MOCK_MODES)[number];
  /** Shows the mock developer panel to every visitor (optional; otherwise only a tab opened with `?dev`). */
  devPanel?: boolean;
}

export const RUNTIME_CONFIG_URL = '/config.json';

let loading: Promise<RuntimeConfig> | undefined;
let current: RuntimeConfig | undefined;

/** Validates a parsed config.json; throws a readable error naming the bad fields. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(`${RUNTIME_CONFIG_URL} is invalid: (root)`);
  const { apiBaseUrl, mock, devPanel } = json as Record<string, unknown>;
  const invalid = [
    typeof apiBaseUrl === 'string' ? undefined : 'apiBaseUrl',
    MOCK_MODES.includes(mock as RuntimeConfig['mock']) ? undefined : 'mock',
    devPanel === undefined || typeof devPanel === 'boolean' ? undefined : 'devPanel',
  ].filter((field) => field !== undefined);
  if (invalid.length) throw new Error(`${RUNTIME_CONFIG_URL} is invalid: ${invalid.join(', ')}`);
  const config: RuntimeConfig = { apiBaseUrl: apiBaseUrl as string, mock: mock as RuntimeConfig['mock'] };
  return devPanel === true ? { ...config, devPanel } : config;
}

async function fetchRuntimeConfig(fetchImpl: typeof fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

/** Loads `/config.json` once; later calls share the same promise. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  loading ??= fetchRuntimeConfig(fetchImpl);
  return loading;
}

/** The loaded config; only valid after `loadRuntimeConfig()` has resolved (the entry awaits it). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is read before it was loaded.');
  return current;
}
