import { Suspense, useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { checkMusicianProfile } from '../../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { useAuth } from '../../../lib/auth/auth';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { lazyWithPreload } from '../../../lib/ui/lazyWithPreload';
import { rememberShownTo, wasShownTo } from './shownMemory';

/** The dialog loads only for a musician who may see it (most visitors never do). */
const MusicianApprovedDialog = lazyWithPreload(() => import('./MusicianApprovedDialog').then((module) => module.MusicianApprovedDialog));

/** Where "Go to Registration" leads. */
export const MUSICIAN_REGISTRATION_PATH = '/musician-registration';

export interface ApprovalDialogHostProps {
  /** The app's router: the host is mounted beside it (App.tsx), not inside it. */
  router: Pick<DataRouter, 'navigate'>;
}

/** Whether this user may be an approved musician still without a profile (the profile check decides). */
const mayNeedRegistration = (user: UserProfile | undefined): user is UserProfile =>
  user !== undefined && user.authorityType === 'ROLE_MUSICIAN' && !user.profile && !wasShownTo(user.userId);

/**
 * Shows "Musician Registration Approved" (docs/product.md section 4) once per user id: when a logged-in musician
 * starts the app or logs in, and the profile check answers that no musician profile is registered.
 * The ids shown are remembered in localStorage (see ./shownMemory), so a reload does not show it again.
 */
export function ApprovalDialogHost({ router }: ApprovalDialogHostProps) {
  const { user: authUser, authVersion } = useAuth();
  const loggedIn = useIsLoggedIn();
  const currentUser = useCurrentUser();
  const user = loggedIn ? (authUser ?? currentUser) : undefined;
  const [shownTo, setShownTo] = useState<number>();
  // Once shown, the dialog stays mounted, so closing it plays its transition.
  const [everShown, setEverShown] = useState(false);

  const candidate = mayNeedRegistration(user) ? user.userId : undefined;
  useEffect(() => {
    if (candidate === undefined) return;
    void MusicianApprovedDialog.preload();
    let current = true;
    void checkMusicianProfile().then(
      ({ data }) => {
        const check = data?.data;
        if (!current || !check || check.profile || check.userId !== candidate || wasShownTo(candidate)) return;
        rememberShownTo(candidate);
        setShownTo(candidate);
        setEverShown(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [candidate, authVersion]);

  // Logging out (or another user logging in) closes it.
  const isOpen = shownTo !== undefined && user?.userId === shownTo;
  const close = () => setShownTo(undefined);
  const register = () => {
    close();
    void router.navigate(MUSICIAN_REGISTRATION_PATH);
  };
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <MusicianApprovedDialog isOpen={isOpen} onClose={close} onRegister={register} />
    </Suspense>
  );
}
