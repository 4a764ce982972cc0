import { H3 } from '@blueprintjs/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privacyPolicy } from '../../../lib/config/privacyPolicy';
import { styles } from './styles';

/** What leaving erases at once and what stays without personal information, as the privacy policy says. */
const REMOVED = ['login', 'identity', 'musician', 'tracks', 'likes', 'shortlists', 'consents'] as const;
const KEPT = ['account', 'plays'] as const;

/** The leave dialog's account of what happens to the user's data, with the privacy policy one link away. */
export function LeaveConsequences() {
  const { t } = useTranslation('myPage');
  return (
    <div className="app-leave-consequences">
      <H3 style={styles.dialogHeading}>{t('leave.removedHeading')}</H3>
      <ul className="app-leave-removed" style={styles.list}>
        {REMOVED.map((item) => (
          <li key={item}>{t(`leave.removed.${item}`)}</li>
        ))}
      </ul>
      <H3 style={styles.dialogHeading}>{t('leave.keptHeading')}</H3>
      <ul className="app-leave-kept" style={styles.list}>
        {KEPT.map((item) => (
          <li key={item}>{t(`leave.kept.${item}`)}</li>
        ))}
      </ul>
      <p>{t('leave.signUpAgain')}</p>
      <p>
        <Trans t={t} i18nKey="leave.policy" components={{ policy: <Link to={privacyPolicy.path} /> }} />
      </p>
    </div>
  );
}
