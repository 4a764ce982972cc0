import * as z from 'zod/mini';

/**
 * Settings read at run time from `/config.json` next to index.html, so one build serves every
 * environment: `apiBaseUrl` empty means the same origin (the embedded mock or a proxy).
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  /** `server`: the local server answers the API; `worker`: the msw service worker does; `none`: a real API. */
  mock: z.enum(['server', 'worker', 'none']),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_URL = '/config.json';

let loading: Promise<RuntimeConfig> | undefined;
let current: RuntimeConfig | undefined;

/** Validates a parsed config.json; throws a readable error naming the bad fields. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`${RUNTIME_CONFIG_URL} is invalid: ${fields}`);
  }
  return result.data;
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
