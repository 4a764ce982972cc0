import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/** What a form's owner gets from {@link useUnsavedChangesGuard}; pass it to `UnsavedChangesDialog`. */
export interface UnsavedChangesGuard {
  /** The "leave without saving?" question is open (an in-app navigation or a `confirm`ed action waits). */
  asking: boolean;
  /** The user chose to leave: the waiting navigation or action goes on. */
  leave: () => void;
  /** The user chose to stay: nothing happens, the form keeps what was typed. */
  stay: () => void;
  /**
   * Runs `action` (a Cancel button, closing the form) at once when nothing is unsaved, otherwise after the user
   * confirms. A navigation the action starts is not asked about a second time.
   */
  confirm: (action: () => void) => void;
  /** The form was saved: the navigation that follows (back to a profile) is not asked about. */
  release: () => void;
}

/** A navigation that stays on the same page (same path and query) leaves nothing behind. */
const leavesPage: (current: { pathname: string; search: string }, next: { pathname: string; search: string }) => boolean = (current, next) =>
  current.pathname !== next.pathname || current.search !== next.search;

/**
 * Asks before a form with unsaved changes is left: in-app navigations (links, the Back button, `navigate`)
 * wait for the answer in the translated dialog (react-router's `useBlocker`), closing or reloading the tab asks
 * through the browser's own `beforeunload` question, and Cancel buttons go through `confirm`. One guard per
 * screen: react-router keeps a single blocker at a time.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  // Kept current on every commit, before any navigation the rendered page can start asks shouldBlock.
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const released = useRef(false);
  const passNext = useRef(false);
  const [pending, setPending] = useState<(() => void) | undefined>(undefined);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (passNext.current) {
      passNext.current = false;
      return false;
    }
    return dirtyRef.current && !released.current && leavesPage(currentLocation, nextLocation);
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    released.current = false;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    globalThis.addEventListener('beforeunload', ask);
    return () => globalThis.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const run = useCallback((action: () => void) => {
    passNext.current = true;
    action();
    // The action may not navigate at all (closing a form): the next navigation is asked about again.
    setTimeout(() => {
      passNext.current = false;
    }, 0);
  }, []);

  const leave = useCallback(() => {
    if (blocker.state === 'blocked') blocker.proceed();
    if (pending) {
      setPending(undefined);
      run(pending);
    }
  }, [blocker, pending, run]);

  const stay = useCallback(() => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(undefined);
  }, [blocker]);

  const confirm = useCallback(
    (action: () => void) => {
      if (dirtyRef.current && !released.current) setPending(() => action);
      else run(action);
    },
    [run],
  );

  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { asking: blocker.state === 'blocked' || pending !== undefined, leave, stay, confirm, release };
}
