import { Callout, Card, H2, H3, Switch } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consents } from '../../../lib/api/generated/types.gen';
import { formatProfileDate } from './formatDate';
import { AGREEMENT_DATES, MARKETING_CHANNELS, marketingConsentOf } from './marketingConsents';
import { useMarketingConsents } from './useMarketingConsents';
import { styles } from './styles';

export interface ConsentsSectionProps {
  consents: Consents;
  /** The consents as the provider stored them after a change. */
  onChanged: (consents: Consents) => void;
}

/**
 * What the user agreed to and when: the required agreements of sign-up (read-only) and the two optional
 * marketing consents, each a switch with the day of its last decision. The switches are never disabled, so
 * the keyboard focus stays on the one just toggled.
 */
export function ConsentsSection({ consents, onChanged }: ConsentsSectionProps) {
  const { t, i18n } = useTranslation('myPage');
  const ids = useId();
  const { pending, failed, change } = useMarketingConsents(onChanged);
  const date = (iso: string) => formatProfileDate(iso, i18n.language);

  return (
    <Card className="app-my-page-consents">
      <H2 style={styles.cardTitle}>{t('consents.heading')}</H2>
      <dl className="app-my-page-agreements" style={styles.agreements}>
        {AGREEMENT_DATES.map((field) => (
          <div key={field} data-agreement={field} style={{ display: 'contents' }}>
            <dt style={styles.term}>{t(`consents.${field}`)}</dt>
            <dd style={styles.value}>{date(consents[field])}</dd>
          </div>
        ))}
      </dl>
      <H3 style={styles.subheading}>{t('consents.marketingHeading')}</H3>
      <p>{t('consents.marketingIntro')}</p>
      <div style={styles.consents}>
        {MARKETING_CHANNELS.map((channel) => {
          const stored = marketingConsentOf(consents, channel);
          const statusId = `${ids}-${channel}-status`;
          return (
            <div key={channel} className="app-marketing-consent" data-channel={channel}>
              <Switch
                role="switch"
                checked={pending[channel] ?? stored.agreed}
                label={t(`consents.channel.${channel}`)}
                aria-describedby={statusId}
                aria-busy={pending[channel] !== undefined}
                onChange={(event) => void change(channel, event.currentTarget.checked)}
                style={styles.switch}
              />
              <div id={statusId} className="app-marketing-consent-status" style={styles.consentStatus}>
                {t(stored.agreed ? 'consents.agreedOn' : 'consents.declinedOn', { date: date(stored.decidedAt) })}
              </div>
            </div>
          );
        })}
      </div>
      {failed && (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact style={styles.sectionMessage}>
          {t('consents.failed')}
        </Callout>
      )}
    </Card>
  );
}
