import { Button, PopoverNext, PopupKind, Spinner, type MiddlewareConfig } from '@blueprintjs/core';
import { AddToArtifact } from '@blueprintjs/icons';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { lazyWithPreload } from '../../../lib/ui/lazyWithPreload';
import { focusOverlayContent } from '../../../lib/ui/overlayFocus';
import type { ShortlistButtonPlace } from './pendingShortlist';
import { ShortlistLoginDialog } from './ShortlistLoginDialog';
import { useInertPage } from '../../../lib/ui/inertPage';
import { useReopenAfterLogin } from './usePendingShortlist';

/** The menu keeps 12 px from the window's sides (a phone's too), where the menu's width leaves room for it. */
const MENU_MIDDLEWARE: MiddlewareConfig = { flip: { padding: 12 }, shift: { padding: 12 } };

/** The menu, with TanStack Query and the shortlist layer: a lazy chunk, fetched on hover, focus or first open. */
const ShortlistMenu = lazyWithPreload(() => import('./ShortlistMenu').then((module) => module.ShortlistMenu));

export interface AddToShortlistButtonProps {
  musicFileId: number;
  /** The track's title in the current language (in the button's accessible name and the menu's heading). */
  title: string;
  /** Where the button is (a visitor's login brings them back to this same button's menu). */
  place: ShortlistButtonPlace;
}

/**
 * "Add to shortlist" for one track (track rows, a track's page, the player): an icon button opening a popover menu
 * of my shortlists (tick to add, untick to remove, a new list with this track). A visitor is offered the
 * login instead, and the menu opens again when the login brings them back. This file stays light: the
 * menu's code loads lazily.
 */
export function AddToShortlistButton({ musicFileId, title, place }: AddToShortlistButtonProps) {
  const { t } = useTranslation('catalog');
  const loggedIn = useIsLoggedIn();
  const [open, setOpen] = useState(false);
  /** The popover has finished opening (the menu then takes the focus once its lists are there). */
  const [opened, setOpened] = useState(false);
  const [loginOffered, setLoginOffered] = useState(false);
  const reopen = useCallback(() => setOpen(true), []);
  useReopenAfterLogin(musicFileId, place, reopen);
  // A logout (here or in another tab) closes the menu; the next login does not open it again.
  const [wasLoggedIn, setWasLoggedIn] = useState(loggedIn);
  if (wasLoggedIn !== loggedIn) {
    setWasLoggedIn(loggedIn);
    if (!loggedIn) setOpen(false);
  }
  useInertPage(open && loggedIn);
  const preload = () => void ShortlistMenu.preload();
  const close = useCallback(() => setOpen(false), []);
  const label = t('trackList.addToShortlist', { title });
  const button = (
    <Button
      className="app-shortlist-button"
      variant="minimal"
      icon={<AddToArtifact />}
      aria-label={label}
      title={label}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={loggedIn ? undefined : () => setLoginOffered(true)}
    />
  );
  if (!loggedIn) {
    return (
      <>
        {button}
        {loginOffered && (
          <Suspense fallback={null}>
            <ShortlistLoginDialog musicFileId={musicFileId} place={place} onClose={() => setLoginOffered(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      placement={place === 'player' ? 'top-end' : 'bottom-end'}
      popoverClassName="app-shortlist-popover"
      middleware={MENU_MIDDLEWARE}
      popupKind={PopupKind.DIALOG}
      hasBackdrop
      onOpened={(node) => {
        // The first list takes the focus; while the lists still load, the menu moves it there once they come.
        const firstList = node.querySelector<HTMLElement>('.app-shortlist-menu__lists input');
        if (firstList) focusOverlayContent(node, '.app-shortlist-menu__lists input');
        else node.tabIndex = -1;
        setOpened(true);
      }}
      onClosing={() => setOpened(false)}
      content={
        <Suspense
          fallback={
            <div className="app-shortlist-menu app-shortlist-menu--loading">
              <Spinner size={20} aria-label={t('loading', { ns: 'common' })} />
            </div>
          }
        >
          <ShortlistMenu musicFileId={musicFileId} title={title} opened={opened} onClose={close} />
        </Suspense>
      }
    >
      {button}
    </PopoverNext>
  );
}
