// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { Copyright } from './Copyright';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(async () => {
  localStorage.clear();
  await initI18n(namespaces);
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.useRealTimers();
});

describe('the copyright line of a page prerendered in an earlier year', () => {
  it('hydrates without a mismatch and then names the year the page is read in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00Z'));
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Copyright />);
    vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container!, <Copyright />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toContain('© 2027');
  });
});
