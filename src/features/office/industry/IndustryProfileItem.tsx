import { Button, Card, H3, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { IndustryProfileReview } from '../../../lib/api/generated/types.gen';
import { industryDecisionRefusal } from '../../../lib/domain/program/industryProfile';
import { useDataLanguage } from '../../../lib/i18n/localized';

export interface IndustryProfileItemProps {
  profile: IndustryProfileReview;
  onVerify: (profile: IndustryProfileReview) => void;
  onReject: (profile: IndustryProfileReview) => void;
  /** A decision on this profile is being sent. */
  busy: boolean;
}

const STATUS_INTENT = { pending: 'warning', verified: 'success', rejected: 'danger' } as const;

/** Only an http(s) address becomes a link (the provider allows no other, this keeps a stored one from running). */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** One industry profile: who asked, for which company and role, the filmography to check, and the decisions. */
export function IndustryProfileItem({ profile, onVerify, onReject, busy }: IndustryProfileItemProps) {
  const { t } = useTranslation('office');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <li>
      <Card className="app-office-account" elevation={0}>
        <div>
          <H3 className="app-office-account-name">
            {profile.name} <span className="app-office-muted">({profile.nickname})</span>
          </H3>
          <p>{profile.email}</p>
          <p>
            {profile.company} · {words(`vocabulary.industryRole.${profile.role}`)}
          </p>
          <p>
            {isWebAddress(profile.filmographyUrl) ? (
              <a href={profile.filmographyUrl} target="_blank" rel="noopener noreferrer nofollow">
                {t('industry.filmography')}
                <span className="app-office-muted"> ({profile.filmographyUrl})</span>
              </a>
            ) : (
              profile.filmographyUrl
            )}
          </p>
          {profile.note && <p className="app-office-note">{profile.note}</p>}
          <p className="app-office-muted">
            {t('account.requested')} <time dateTime={profile.requestedAt}>{date(profile.requestedAt)}</time>
          </p>
        </div>
        <div className="app-office-account-state">
          <Tag intent={STATUS_INTENT[profile.status]} round>
            {t(`industry.status.${profile.status}`)}
          </Tag>
          {profile.rejectReason && <p>{t(`industry.reason.${profile.rejectReason}`)}</p>}
          {profile.decisionNote && <p className="app-office-note">{profile.decisionNote}</p>}
        </div>
        {industryDecisionRefusal(profile.status) === undefined && (
          <div className="app-office-account-actions">
            <Button
              intent="success"
              text={t('industry.verify')}
              aria-label={t('industry.verifyNamed', { name: profile.name })}
              loading={busy}
              disabled={busy}
              onClick={() => onVerify(profile)}
            />
            <Button
              intent="danger"
              variant="outlined"
              text={t('action.reject')}
              aria-label={t('action.rejectNamed', { name: profile.name })}
              disabled={busy}
              onClick={() => onReject(profile)}
            />
          </div>
        )}
      </Card>
    </li>
  );
}
