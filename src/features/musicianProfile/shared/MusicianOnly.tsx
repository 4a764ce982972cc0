import { NonIdealState } from '@blueprintjs/core';
import { Lock } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { LoadingState } from '../../../lib/ui/LoadingState';

export interface MusicianOnlyProps {
  /** The page for an approved musician. */
  children: (user: UserProfile) => ReactNode;
}

/** Whether the user may manage a musician profile: an approved musician. */
export function isApprovedMusician(user: UserProfile): boolean {
  return user.authorityType === 'ROLE_MUSICIAN' && user.userStatus === 'APPROVED';
}

/**
 * Shows its page only to an approved musician; anyone else logged in is told the page is for musicians only
 * (a pending musician also that approval is pending). The router already sends anonymous visitors to /login.
 */
export function MusicianOnly({ children }: MusicianOnlyProps) {
  const { t } = useTranslation('musicianProfile');
  const user = useCurrentUser();
  if (!user) return <LoadingState text={t('profile.loading')} />;
  if (isApprovedMusician(user)) return <>{children(user)}</>;
  return (
    <div className="app-state app-musician-only">
      <NonIdealState
        icon={<Lock />}
        title={t('musicianOnly.title')}
        description={
          <div role="alert">
            <p>{t('musicianOnly.description')}</p>
            {user.userStatus === 'PENDING' && <p>{t('musicianOnly.pending')}</p>}
          </div>
        }
      />
    </div>
  );
}
