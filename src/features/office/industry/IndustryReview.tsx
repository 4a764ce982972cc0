import { FormGroup, H2, NonIdealState } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndustryProfileReview, IndustryProfileStatus, IndustryRejectReason } from '../../../lib/api/generated/types.gen';
import { Select } from '../../../lib/ui/forms/Select';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { ReasonDialog } from '../../../lib/ui/ReasonDialog';
import { IndustryProfileItem } from './IndustryProfileItem';
import { useDecideIndustryProfile, useIndustryProfiles } from './useIndustryProfiles';

const STATUSES: IndustryProfileStatus[] = ['pending', 'verified', 'rejected'];
const REASONS: IndustryRejectReason[] = ['CANNOT_CONFIRM', 'NOT_INDUSTRY', 'INCOMPLETE', 'OTHER'];

/**
 * The office's check of industry profiles: the ones waiting (oldest first) or those decided. Verifying takes effect
 * at once (the public mark); rejecting asks for a reason, which the user is mailed.
 */
export function IndustryReview() {
  const { t } = useTranslation('office');
  const ids = { heading: useId(), status: useId() };
  const [status, setStatus] = useState<IndustryProfileStatus>('pending');
  const [rejecting, setRejecting] = useState<IndustryProfileReview>();
  const { state, retry } = useIndustryProfiles(status);
  const verify = useDecideIndustryProfile();
  const reject = useDecideIndustryProfile();

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('industry.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('industry.loading')} />;
  else if (state.data.content.length === 0) body = <NonIdealState description={t(`industry.empty.${status}`)} />;
  else {
    body = (
      <>
        <p className="app-office-muted" role="status">
          {t('industry.count', { count: state.data.totalElements })}
        </p>
        <ul className="app-office-accounts">
          {state.data.content.map((profile) => (
            <IndustryProfileItem
              key={profile.userId}
              profile={profile}
              busy={verify.isPending && verify.variables?.path.userId === profile.userId}
              onVerify={() => verify.mutate({ path: { userId: profile.userId }, body: { action: 'verify' } })}
              onReject={setRejecting}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={ids.heading} aria-busy={state.status === 'loading'}>
      <H2 id={ids.heading}>{t('industry.title')}</H2>
      <FormGroup label={t('review.status')} labelFor={ids.status} inline>
        <Select id={ids.status} value={status} onChange={(event) => setStatus(event.currentTarget.value as IndustryProfileStatus)}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`industry.status.${value}`)}
            </option>
          ))}
        </Select>
      </FormGroup>
      {body}
      {rejecting && (
        <ReasonDialog
          title={t('industry.rejectTitle', { name: rejecting.name })}
          intro={t('industry.rejectIntro')}
          reasons={REASONS.map((value) => ({ value, label: t(`industry.reason.${value}`) }))}
          noteLabel={t('industry.note')}
          confirm={t('action.reject')}
          pending={reject.isPending}
          error={reject.error}
          onSend={(reason, note) =>
            reject.mutate(
              { path: { userId: rejecting.userId }, body: { action: 'reject', reason, ...(note ? { note } : {}) } },
              { onSuccess: () => setRejecting(undefined) },
            )
          }
          onClose={() => {
            reject.reset();
            setRejecting(undefined);
          }}
        />
      )}
    </section>
  );
}
