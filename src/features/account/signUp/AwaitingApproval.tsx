import { Button, Callout, H1 } from '@blueprintjs/core';
import { HomeIcon, LogInIcon, TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MUSICIAN_REVIEW_WORKING_DAYS } from '../../../lib/config/review';
import { styles } from './styles';

export interface AwaitingApprovalProps {
  /** The email the musician signed up with (their login id). */
  email: string;
}

/** The end of a musician's sign-up: the account exists but waits for an administrator's approval. */
export function AwaitingApproval({ email }: AwaitingApprovalProps) {
  const { t } = useTranslation('signUp');
  const navigate = useNavigate();
  return (
    <section style={styles.panel} aria-labelledby="app-sign-up-pending-title" data-testid="sign-up-awaiting-approval">
      <H1 id="app-sign-up-pending-title" style={styles.title}>
        {t('success.pendingTitle')}
      </H1>
      <Callout intent="primary" icon={<TimeIcon />} role="status">
        <p>{t('success.pendingBody')}</p>
        <p style={styles.paragraph}>{t('success.pendingNext', { email })}</p>
        <p style={styles.paragraph} data-testid="sign-up-review-time">
          {t('success.pendingReviewTime', { count: MUSICIAN_REVIEW_WORKING_DAYS, email })}
        </p>
      </Callout>
      <div style={styles.actions}>
        <Button variant="outlined" icon={<HomeIcon />} text={t('success.goHome')} onClick={() => void navigate('/')} />
        <Button intent="primary" icon={<LogInIcon />} text={t('success.goToLogin')} onClick={() => void navigate('/login')} />
      </div>
    </section>
  );
}
