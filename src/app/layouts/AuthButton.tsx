import { Button, Classes } from '@blueprintjs/core';
import { LogInIcon, LogOutIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionPresence } from '../../lib/auth/sessionStore';
import { useLogout } from './useLogout';

/**
 * The header's account action: a Login link (to /login) for visitors, a Logout button when logged in. Until
 * the session is known (a prerendered page, its hydration) the Login link holds the place, invisible and out
 * of the tab order, so neither action flashes and nothing moves.
 */
export function AuthButton() {
  const { t } = useTranslation('common');
  const presence = useSessionPresence();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  if (presence === 'unknown') {
    return (
      <span className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} app-header__auth app-header__auth--unknown`} aria-hidden="true">
        <LogInIcon />
        <span className={Classes.BUTTON_TEXT}>{t('header.login')}</span>
      </span>
    );
  }

  if (presence === 'loggedOut') {
    return (
      <Link to="/login" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} app-header__auth`}>
        <LogInIcon />
        <span className={Classes.BUTTON_TEXT}>{t('header.login')}</span>
      </Link>
    );
  }
  const leave = () => {
    setLeaving(true);
    void logout().finally(() => setLeaving(false));
  };
  return (
    <Button className="app-header__auth" variant="outlined" icon={<LogOutIcon />} disabled={leaving} onClick={leave}>
      {t('header.logout')}
    </Button>
  );
}
