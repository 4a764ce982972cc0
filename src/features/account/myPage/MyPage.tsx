import { Button, Callout, Card, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/api/generated/types.gen';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ConsentsSection } from './ConsentsSection';
import { DownloadMyData } from './DownloadMyData';
import { LeaveAccountDialog } from './LeaveAccountDialog';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { styles } from './styles';
import { useMyProfile } from './useMyProfile';

type Dialog = 'password' | 'leave' | undefined;
type Notice = 'saved' | 'passwordChanged' | undefined;

export interface MyPageProps {
  /** Sections of other areas shown below the account's own while it is not being edited (the industry profile). */
  sections?: ReactNode;
}

/**
 * The user's own page: account facts, editing them, changing the password, the consents (the marketing ones
 * changeable), downloading their data and leaving the account; the app adds other areas' sections.
 */
export function MyPage({ sections }: MyPageProps = {}) {
  const { t } = useTranslation(['myPage', 'pages']);
  const headingId = useId();
  const { state, retry, replace } = useMyProfile();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<Notice>();

  const saved = (profile: UserProfile) => {
    replace(profile);
    setEditing(false);
    setNotice('saved');
  };

  return (
    <section className="app-my-page" aria-labelledby={headingId} style={styles.page}>
      <H1 id={headingId}>{t('pages:myPage.title')}</H1>
      {state.status === 'loading' && (
        <div style={styles.center} role="status" aria-label={t('profile.loading')}>
          <Spinner size={40} />
        </div>
      )}
      {state.status === 'failed' && (
        <NonIdealState icon={<ErrorIcon size={48} />} title={t('profile.loadFailed')} action={<Button intent="primary" text={t('profile.retry')} onClick={retry} />} />
      )}
      {state.status === 'ready' && (
        <>
          {notice && (
            <Callout intent="success" icon={<TickCircleIcon />} role="status" compact>
              {t(notice === 'saved' ? 'edit.saved' : 'password.changed')}
            </Callout>
          )}
          <Card className="app-my-page-profile">
            {editing ? <ProfileEditForm profile={state.profile} onSaved={saved} onCancel={() => setEditing(false)} /> : <ProfileDetails profile={state.profile} />}
          </Card>
          {!editing && (
            <div style={styles.actions}>
              <Button
                intent="primary"
                text={t('action.edit')}
                onClick={() => {
                  setNotice(undefined);
                  setEditing(true);
                }}
              />
              <Button text={t('action.changePassword')} onClick={() => setDialog('password')} />
              <Button intent="danger" variant="outlined" text={t('action.leave')} onClick={() => setDialog('leave')} />
            </div>
          )}
          {!editing && (
            <>
              {sections}
              <ConsentsSection consents={state.profile.consents} onChanged={(consents) => replace({ ...state.profile, consents })} />
              <DownloadMyData />
            </>
          )}
          <ChangePasswordDialog
            isOpen={dialog === 'password'}
            onClose={() => setDialog(undefined)}
            onChanged={() => {
              setDialog(undefined);
              setNotice('passwordChanged');
            }}
          />
          <LeaveAccountDialog isOpen={dialog === 'leave'} userId={state.profile.userId} onClose={() => setDialog(undefined)} />
        </>
      )}
    </section>
  );
}
