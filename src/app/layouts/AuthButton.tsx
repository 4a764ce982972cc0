import { Button, Classes } from '@blueprintjs/core';
import { LogInIcon, LogOutIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../auth/sessionStore';
import { useLogout } from './useLogout';

/** The header's account action: a Login link (to /login) for visitors, a Logout button when logged in. */
export function AuthButton() {
  const { t } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  if (!loggedIn) {
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
