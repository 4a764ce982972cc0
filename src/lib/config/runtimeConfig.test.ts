import { describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it.each([
    { apiBaseUrl: '', mock: 'server' },
    { apiBaseUrl: '', mock: 'worker' },
    { apiBaseUrl: 'https://api.example.org', mock: 'none' },
  ])('accepts %j', (config) => {
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('names the invalid fields', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: 3, mock: 'cloud' })).toThrow(/apiBaseUrl, mock/);
    expect(() => parseRuntimeConfig(null)).toThrow(/invalid/);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json once and shares the result', async () => {
    const fetchConfig = vi.fn(async () => Response.json({ apiBaseUrl: '', mock: 'server' }));
    const [first, second] = await Promise.all([loadRuntimeConfig(fetchConfig), loadRuntimeConfig(fetchConfig)]);
    expect(first).toEqual({ apiBaseUrl: '', mock: 'server' });
    expect(second).toBe(first);
    expect(getRuntimeConfig()).toBe(first);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});
