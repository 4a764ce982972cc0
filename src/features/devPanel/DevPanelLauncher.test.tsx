// @vitest-environment happy-dom
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import type { DevPanelProps } from './DevPanel';
import type { DevPanelLauncherProps } from './DevPanelLauncher';
import { rememberResetNotice } from './resetNotice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The runtime config the launcher sees; undefined = not loaded yet (getRuntimeConfig throws). */
const config = vi.hoisted(() => ({ current: undefined as RuntimeConfig | undefined }));
vi.mock('../../lib/config/runtimeConfig', () => ({
  getRuntimeConfig: () => {
    if (!config.current) throw new Error('The runtime config is read before it was loaded.');
    return config.current;
  },
}));

let root: Root | undefined;
let container: HTMLDivElement | undefined;

beforeAll(async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  await initI18n(namespaces);
});

async function unmount(): Promise<void> {
  const rendered = root;
  if (rendered) await act(async () => rendered.unmount());
  container?.remove();
  root = container = undefined;
}

afterEach(async () => {
  await unmount();
  config.current = undefined;
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/**
 * A fresh copy of the launcher module (it reads the build constant and the reset notice once per page): the
 * host, as the app renders it, and a launcher, as the navigation's foot renders it.
 */
async function renderLauncher(props: Pick<DevPanelLauncherProps, 'panel' | 'iconOnly'> = {}): Promise<void> {
  vi.resetModules();
  const { DevPanelHost, DevPanelLauncher } = await import('./DevPanelLauncher');
  container = document.body.appendChild(document.createElement('div'));
  const created = (root = createRoot(container));
  await act(async () =>
    created.render(
      <>
        <DevPanelHost panel={props.panel} />
        <DevPanelLauncher panel={props.panel} iconOnly={props.iconOnly} />
      </>,
    ),
  );
  // The launcher's button is loaded on demand: let that load land and render.
  await act(async () => {
    await import('./DevPanelLauncherButton');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const launcher = () => document.querySelector<HTMLButtonElement>('button.app-dev-panel-launcher');

/** A stand-in panel that shows its props. */
const seen: DevPanelProps[] = [];
const FakePanel: ComponentType<DevPanelProps> = (props) => {
  seen.push(props);
  return props.isOpen ? <div role="dialog">fake panel</div> : null;
};

describe('DevPanelLauncher', () => {
  it('shows nothing before the runtime config is loaded', async () => {
    await renderLauncher({ panel: FakePanel });
    expect(container!.innerHTML).toBe('');
  });

  it('shows nothing when the app runs on a real API', async () => {
    config.current = { apiBaseUrl: 'https://api.example.org', mock: 'none' };
    await renderLauncher({ panel: FakePanel });
    expect(container!.innerHTML).toBe('');
  });

  it('shows nothing to a visitor on the mock when no developer asked for it', async () => {
    config.current = { apiBaseUrl: '', mock: 'server' };
    await renderLauncher({ panel: FakePanel });
    expect(container!.innerHTML).toBe('');
  });

  it('shows the launcher in a tab opened with ?dev, through later pages of the tab, until ?dev=0', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    config.current = { apiBaseUrl: '', mock: 'server' };
    try {
      happyDOM.setURL(`${TEST_ORIGIN}/search-details?dev`);
      await renderLauncher({ panel: FakePanel });
      expect(launcher()).not.toBeNull();
      await unmount();
      happyDOM.setURL(`${TEST_ORIGIN}/musician-list`);
      await renderLauncher({ panel: FakePanel });
      expect(launcher()).not.toBeNull();
      await unmount();
      happyDOM.setURL(`${TEST_ORIGIN}/?dev=0`);
      await renderLauncher({ panel: FakePanel });
      expect(launcher()).toBeNull();
    } finally {
      happyDOM.setURL(`${TEST_ORIGIN}/`);
    }
  });

  it('shows nothing in a build without the embedded mock', async () => {
    config.current = { apiBaseUrl: '', mock: 'server' };
    vi.stubGlobal('__EMBEDDED_MOCK__', false);
    await renderLauncher();
    expect(container!.innerHTML).toBe('');
  });

  it.each(['server', 'worker'] as const)('on the %s mock: a labelled button that opens and closes the panel', async (mock) => {
    config.current = { apiBaseUrl: '', mock, devPanel: true };
    seen.length = 0;
    await renderLauncher({ panel: FakePanel });
    const button = launcher()!;
    expect(button.textContent).toBe('목업 개발자 패널');
    expect(button.getAttribute('title')).toBe('목업 개발자 패널 열기');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(seen).toEqual([]);

    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(seen.at(-1)).toMatchObject({ isOpen: true, resetDone: false });

    await act(async () => seen.at(-1)!.onClose());
    expect(seen.at(-1)).toMatchObject({ isOpen: false });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('in the guard header: an icon named by its label', async () => {
    config.current = { apiBaseUrl: '', mock: 'server', devPanel: true };
    await renderLauncher({ panel: FakePanel, iconOnly: true });
    expect(launcher()!.textContent).toBe('');
    expect(launcher()!.getAttribute('aria-label')).toBe('목업 개발자 패널 열기');
  });

  it('opens by itself after a reset reloaded the page, saying the reset worked, once', async () => {
    config.current = { apiBaseUrl: '', mock: 'server', devPanel: true };
    rememberResetNotice();
    seen.length = 0;
    await renderLauncher({ panel: FakePanel });
    expect(seen.at(-1)).toMatchObject({ isOpen: true, resetDone: true });
    await act(async () => seen.at(-1)!.onClose());
    expect(seen.at(-1)).toMatchObject({ isOpen: false, resetDone: false });
    expect(sessionStorage.length).toBe(0);
  });
});

describe('DevPanelLauncher in a build with the embedded mock', () => {
  useTestApi();

  it('loads the real panel on demand', async () => {
    config.current = { apiBaseUrl: '', mock: 'server', devPanel: true };
    vi.stubGlobal('__EMBEDDED_MOCK__', true);
    await renderLauncher();
    expect(document.querySelector('.app-dev-panel')).toBeNull();
    await act(async () => launcher()!.click());
    const deadline = Date.now() + 3_000;
    while (!document.querySelector('ul[aria-label="승인 대기 사용자"]') && Date.now() < deadline) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(document.querySelector('[role="dialog"].app-dev-panel h2')?.textContent).toBe('목업 개발자 패널');
    expect(document.querySelector('ul[aria-label="승인 대기 사용자"]')?.textContent).toContain('pending@cue.test');
  });
});
