import { H1, NonIdealState } from '@blueprintjs/core';
import { Disable } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { LoadingState } from '../../lib/ui/LoadingState';
import { MusicianReview } from './review/MusicianReview';

/**
 * The program office's console (`/office`, logged in): the musician accounts to review. Anyone but the office (the
 * admin role) is told the page is not theirs.
 */
export function OfficePage() {
  const { t } = useTranslation('office');
  const user = useCurrentUser();
  if (!user) return <LoadingState text={t('loading')} />;
  if (user.authorityType !== 'ROLE_ADMIN') {
    return (
      <NonIdealState
        icon={<Disable size={48} />}
        description={
          <>
            <H1 className="app-state-title">{t('denied.title')}</H1>
            <p>{t('denied.message')}</p>
          </>
        }
        action={<Link to="/">{t('denied.home')}</Link>}
      />
    );
  }
  return (
    <section className="app-office-page">
      <H1>{t('title')}</H1>
      <p className="app-office-muted">{t('intro')}</p>
      <MusicianReview />
    </section>
  );
}
