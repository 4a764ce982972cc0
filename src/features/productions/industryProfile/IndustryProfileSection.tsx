import { Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndustryProfile } from '../../../lib/api/generated/types.gen';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { IndustryProfileForm } from './IndustryProfileForm';
import { useMyIndustryProfile, useWithdrawIndustryProfile } from './useIndustryProfile';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

const STATUS_INTENT = { pending: 'warning', verified: 'success', rejected: 'danger' } as const;

/**
 * My Page's industry profile, for general users only (musicians take part as composers; the office decides):
 * none yet is a short explanation and the form; a pending profile waits for the office (edit, withdraw); a
 * verified one carries the "verified industry" mark; a rejected one tells the reason and the office's note, and
 * its edit asks again.
 */
export function IndustryProfileSection() {
  const user = useCurrentUser();
  const general = user?.authorityType === 'ROLE_USER';
  const { t } = useTranslation(['productions', 'errors']);
  const headingId = useId();
  const { state, retry, replace } = useMyIndustryProfile(general);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'withdrawn'>();
  const withdraw = useWithdrawIndustryProfile(() => {
    setAsking(false);
    setNotice('withdrawn');
    replace(() => null);
  });
  if (!general) return null;

  const saved = (profile: IndustryProfile) => {
    replace(() => profile);
    setEditing(false);
    setNotice('saved');
  };

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('industry.loadFailed')} error={state.error} retry={retry} />;
  else if (state.data === undefined) body = <LoadingState text={t('industry.loading')} />;
  else if (state.data === null) {
    body = (
      <>
        <p>{t('industry.intro')}</p>
        <IndustryProfileForm onSaved={saved} />
      </>
    );
  } else if (editing) {
    body = (
      <>
        {state.data.status !== 'pending' && <p className="app-productions-muted">{t(`industry.editNote.${state.data.status}`)}</p>}
        <IndustryProfileForm profile={state.data} onSaved={saved} onCancel={() => setEditing(false)} />
      </>
    );
  } else {
    body = (
      <ProfileSummary
        profile={state.data}
        onEdit={() => {
          setNotice(undefined);
          setEditing(true);
        }}
        onWithdraw={() => setAsking(true)}
      />
    );
  }

  return (
    <Card className="app-productions-industry" elevation={0} aria-labelledby={headingId} role="region">
      <H2 id={headingId}>{t('industry.title')}</H2>
      {notice && !editing && (
        <Callout intent="success" role="status" compact className="app-productions-notice">
          {t(`industry.notice.${notice}`)}
        </Callout>
      )}
      {body}
      <ConfirmAlert
        label={t('industry.withdraw.title')}
        isOpen={asking}
        intent="danger"
        confirmButtonText={t('industry.withdraw.confirm')}
        cancelButtonText={t('industry.withdraw.cancel')}
        loading={withdraw.isPending}
        onConfirm={() => withdraw.mutate({})}
        onCancel={() => setAsking(false)}
      >
        <p>{t('industry.withdraw.message')}</p>
        <ApiErrorCallout error={withdraw.error} />
      </ConfirmAlert>
    </Card>
  );
}

interface ProfileSummaryProps {
  profile: IndustryProfile;
  onEdit: () => void;
  onWithdraw: () => void;
}

/** A saved profile: where the office's check stands, what was sent, and what the user may do. */
function ProfileSummary({ profile, onEdit, onWithdraw }: ProfileSummaryProps) {
  const { t } = useTranslation('productions');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <>
      <div className="app-productions-industry-status">
        <Tag intent={STATUS_INTENT[profile.status]} round large>
          {t(`industry.status.${profile.status}`)}
        </Tag>
        <p>{t(`industry.statusText.${profile.status}`)}</p>
      </div>
      {profile.status === 'rejected' && (
        <Callout intent="danger" compact className="app-productions-rejection" title={t('industry.rejection.title')}>
          {profile.rejectReason && <p>{t(`industry.reason.${profile.rejectReason}`)}</p>}
          {profile.decisionNote && (
            <p>
              {t('industry.rejection.note')} <q>{profile.decisionNote}</q>
            </p>
          )}
        </Callout>
      )}
      <dl className="app-productions-facts">
        <div>
          <dt>{t('industry.field.company')}</dt>
          <dd>{profile.company}</dd>
        </div>
        <div>
          <dt>{t('industry.field.role')}</dt>
          <dd>{words(`vocabulary.industryRole.${profile.role}`)}</dd>
        </div>
        <div>
          <dt>{t('industry.field.filmographyUrl')}</dt>
          <dd>
            <a href={profile.filmographyUrl} target="_blank" rel="noopener noreferrer nofollow">
              {profile.filmographyUrl}
            </a>
          </dd>
        </div>
        {profile.note && (
          <div>
            <dt>{t('industry.field.note')}</dt>
            <dd className="app-productions-pre">{profile.note}</dd>
          </div>
        )}
        <div>
          <dt>{t('industry.requested')}</dt>
          <dd>
            <time dateTime={profile.requestedAt}>{date(profile.requestedAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="app-productions-actions">
        <Button intent="primary" text={t(profile.status === 'rejected' ? 'industry.action.askAgain' : 'industry.action.edit')} onClick={onEdit} />
        <Button intent="danger" variant="outlined" text={t('industry.action.withdraw')} onClick={onWithdraw} />
      </div>
    </>
  );
}
