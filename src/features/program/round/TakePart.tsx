import { Card, H2, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { useHydrated } from '../../../lib/ui/useHydrated';

/**
 * How to take part, for each side: productions bring a film project that needs music, composers apply with the
 * profile and tracks the festival approved. Each step links where it is done today.
 */
export function TakePart({ headingId }: { headingId: string }) {
  const { t } = useTranslation('program');
  // A logged-in general user (a production) goes straight to their projects, a logged-in musician to their
  // application; a prerendered page knows nobody.
  const hydrated = useHydrated();
  const user = useCurrentUser();
  const authority = hydrated ? user?.authorityType : undefined;
  const production = authority === 'ROLE_USER';
  const composer = authority === 'ROLE_MUSICIAN';
  return (
    <section className="app-program-section" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('takePart.title')}</H2>
      <div className="app-program-sides">
        <Card className="app-program-side" elevation={0}>
          <H3>{t('takePart.productions.title')}</H3>
          <ol className="app-program-steps">
            <li>
              <Link to="/sign-up">{t('takePart.productions.account')}</Link>
            </li>
            <li>
              {t('takePart.productions.project')}
              {production && (
                <Link to="/program/projects" className="app-program-submit-link">
                  {t('takePart.productions.submit')}
                </Link>
              )}
            </li>
            <li>{t('takePart.productions.brief')}</li>
          </ol>
        </Card>
        <Card className="app-program-side" elevation={0}>
          <H3>{t('takePart.composers.title')}</H3>
          <ol className="app-program-steps">
            <li>
              <Link to="/sign-up">{t('takePart.composers.account')}</Link>
            </li>
            <li>
              <Link to="/musician-registration">{t('takePart.composers.profile')}</Link>
            </li>
            <li>
              {t('takePart.composers.apply')}
              {composer && (
                <Link to="/program/apply" className="app-program-submit-link">
                  {t('takePart.composers.submit')}
                </Link>
              )}
            </li>
          </ol>
        </Card>
      </div>
      <p className="app-program-note">{t('takePart.decisions')}</p>
    </section>
  );
}
