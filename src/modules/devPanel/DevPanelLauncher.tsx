import { Button } from '@blueprintjs/core';
import { WrenchIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import type { DevPanelProps } from './DevPanel';
import { takeResetNotice } from './resetNotice';
import './devPanel.css';

/**
 * The panel, loaded on first open, only in a build that embeds the mock. The bundler replaces
 * `__EMBEDDED_MOCK__`; in a build for a real API host it is `false`, the condition folds to false and the
 * dynamic import is dropped, so the panel is not in that build (keep the condition inline: through a
 * constant, esbuild no longer sees the branch as dead). Where nothing replaces it (unit tests that render
 * the app), the panel is left out.
 */
const LazyDevPanel: ComponentType<DevPanelProps> | undefined =
  typeof __EMBEDDED_MOCK__ !== 'undefined' && __EMBEDDED_MOCK__
    ? lazy(() => import('./DevPanel').then((module) => ({ default: module.DevPanel })))
    : undefined;

/** Whether the app runs on the mock provider (`server` or `worker`); false before the config is loaded. */
function runsOnMock(): boolean {
  try {
    return getRuntimeConfig().mock !== 'none';
  } catch {
    return false;
  }
}

let resetNotice: boolean | undefined;
/** Read once per page load (the flag is removed as it is read). */
const resetNoticeOnLoad = () => (resetNotice ??= takeResetNotice());

export interface DevPanelLauncherProps {
  /** The panel to open; by default the lazily loaded one, present only when the build embeds the mock. */
  panel?: ComponentType<DevPanelProps>;
}

/**
 * A small floating button at the bottom left that opens the mock developer panel. Renders nothing unless
 * the build embeds the mock and the runtime config says the app runs on it.
 */
export function DevPanelLauncher({ panel = LazyDevPanel }: DevPanelLauncherProps) {
  if (!panel || !runsOnMock()) return null;
  return <Launcher Panel={panel} />;
}

function Launcher({ Panel }: { Panel: ComponentType<DevPanelProps> }) {
  const { t } = useTranslation('devPanel');
  const [resetDone, setResetDone] = useState(resetNoticeOnLoad);
  const [isOpen, setOpen] = useState(resetDone);
  // Mounted on first open and kept, so the drawer can animate closed and open again without a new load.
  const [mounted, setMounted] = useState(resetDone);
  const open = () => {
    setMounted(true);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setResetDone(false);
  };
  return (
    <>
      <Button
        className="app-dev-panel-launcher"
        size="small"
        icon={<WrenchIcon />}
        aria-label={t('launcher.open')}
        title={t('launcher.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
      />
      {mounted && (
        <Suspense fallback={null}>
          <Panel isOpen={isOpen} onClose={close} resetDone={resetDone} />
        </Suspense>
      )}
    </>
  );
}
