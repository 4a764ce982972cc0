import { Spinner } from '@blueprintjs/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { lazyWithPreload } from '../../../lib/ui/lazyWithPreload';

/** The drop zone's code (the flow's machine, the tus client) loads the first time a logged-in user opens the panel. */
const SoundsLikeSearch = lazyWithPreload(() => import('./SoundsLikeSearch').then((module) => module.SoundsLikeSearch));

/**
 * "Sounds like": a director drops her temp track (or chooses it) and gets the catalogue's closest tracks. Folded
 * under the filters so the results stay at the top of a phone's screen; only logged-in users may send a file (a
 * visitor is offered the login, back to this search afterwards).
 */
export function SoundsLikePanel() {
  const { t } = useTranslation('catalog');
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const hintId = useId();
  const [opened, setOpened] = useState(false);
  return (
    <details className="app-catalog-sounds-like" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="app-catalog-sounds-like-summary">{t('soundsLike.title')}</summary>
      <div className="app-catalog-sounds-like-body">
        <p id={hintId} className="app-catalog-sounds-like-hint">
          {t('soundsLike.hint')}
        </p>
        {!loggedIn ? (
          <p className="app-catalog-sounds-like-login">
            <Link to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>{t('soundsLike.login')}</Link> {t('soundsLike.loginWhy')}
          </p>
        ) : (
          opened && (
            <Suspense fallback={<Spinner size={16} aria-label={t('soundsLike.loading')} />}>
              <SoundsLikeSearch describedBy={hintId} />
            </Suspense>
          )
        )}
      </div>
    </details>
  );
}
