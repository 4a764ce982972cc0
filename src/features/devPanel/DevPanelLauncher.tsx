import { lazy, Suspense, type ComponentType } from 'react';
import { getRuntimeConfig } from '../../lib/config/runtimeConfig';
import type { DevPanelProps } from './DevPanel';
import { useDevPanelRequestedInTab } from './devPanelRequest';
import { panelState } from './panelState';

/**
 * The panel, loaded on first open, only in a build that embeds the mock. The bundler replaces
 * `__EMBEDDED_MOCK__`; in a build for a real API host it is `false`, the condition folds to false and the
 * dynamic import is dropped, so the panel is not in that build (keep the condition inline: through a
 * constant, esbuild no longer sees the branch as dead). Where nothing replaces it (unit tests that render
 * the app), the panel is left out.
 */
const LazyDevPanel: ComponentType<DevPanelProps> | undefined =
  typeof __EMBEDDED_MOCK__ !== 'undefined' && __EMBEDDED_MOCK__ ? lazy(() => import('./DevPanel').then((module) => ({ default: module.DevPanel }))) : undefined;

/**
 * The launcher's button, loaded only where it is shown (a developer asked for the panel): its icon and Blueprint
 * button stay out of every visitor's first load. Left out of a build for a real API host, like the panel.
 */
const LazyLauncherButton =
  typeof __EMBEDDED_MOCK__ === 'undefined' || __EMBEDDED_MOCK__
    ? lazy(() => import('./DevPanelLauncherButton').then((module) => ({ default: module.DevPanelLauncherButton })))
    : undefined;

/**
 * Whether the build embeds the mock (the panel exists), the runtime config says the app runs on it, and a developer
 * asked for the panel (`devPanel` in config.json, or `?dev` in this tab, see devPanelRequest.ts).
 */
function panelAvailable(panel: ComponentType<DevPanelProps> | undefined, askedInTab: boolean): panel is ComponentType<DevPanelProps> {
  if (!panel) return false;
  try {
    const config = getRuntimeConfig();
    return config.mock !== 'none' && (config.devPanel === true || askedInTab);
  } catch {
    return false;
  }
}

export interface DevPanelHostProps {
  /** The panel to open; by default the lazily loaded one, present only when the build embeds the mock. */
  panel?: ComponentType<DevPanelProps>;
}

/**
 * Where the panel lives once a launcher opened it (rendered once, by the app). Renders nothing unless the
 * build embeds the mock and the app runs on it; the panel's code loads on first open.
 */
export function DevPanelHost({ panel = LazyDevPanel }: DevPanelHostProps) {
  const { isOpen, mounted, resetDone } = panelState.use();
  const askedInTab = useDevPanelRequestedInTab();
  if (!panelAvailable(panel, askedInTab) || !mounted) return null;
  const Panel = panel;
  // Mounted on first open and kept, so the drawer can animate closed and open again without a new load.
  return (
    <Suspense fallback={null}>
      <Panel isOpen={isOpen} onClose={panelState.close} resetDone={resetDone} />
    </Suspense>
  );
}

export interface DevPanelLauncherProps {
  /** Icon only (the guard layout's header), or icon and label (the navigation's foot). */
  iconOnly?: boolean;
  className?: string;
  /** Whether the panel exists; by default, whether the build embeds it. */
  panel?: ComponentType<DevPanelProps>;
}

/**
 * The button that opens the mock developer panel: in the side navigation's foot (and so the phone drawer's)
 * and in the guard layout's header, never over the page. Renders nothing unless the build embeds the mock,
 * the runtime config says the app runs on it and a developer asked for it.
 */
export function DevPanelLauncher({ iconOnly = false, className, panel = LazyDevPanel }: DevPanelLauncherProps) {
  const askedInTab = useDevPanelRequestedInTab();
  if (!panelAvailable(panel, askedInTab) || !LazyLauncherButton) return null;
  return (
    <Suspense fallback={null}>
      <LazyLauncherButton iconOnly={iconOnly} className={className} />
    </Suspense>
  );
}
