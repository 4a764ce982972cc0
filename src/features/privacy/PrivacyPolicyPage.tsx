import { H1 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/config/brand';
import { useDataLanguage } from '../../lib/i18n/localized';
import { CollectedItemsTable } from './CollectedItemsTable';
import { formatEffectiveDate } from './effectiveDate';
import { PlainList } from './PlainList';
import { PolicyContents } from './PolicyContents';
import { PolicySection } from './PolicySection';
import { POLICY_SECTIONS } from './policySections';
import { PrivacyContact } from './PrivacyContact';
import { UserRights } from './UserRights';

const [items, purposes, retention, thirdParties, rights, contact, effective] = POLICY_SECTIONS;

/**
 * The privacy policy (`/privacy`, public; issue 18): one level-1 heading, the effective date, a table of
 * contents, and a level-2 heading per section, so a screen reader can walk it heading by heading. The text is in
 * privacy.json; the date comes from src/lib/config/privacyPolicy.ts, written in the interface language.
 */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  const date = formatEffectiveDate(useDataLanguage());
  const headingId = useId();
  return (
    <article className="app-privacy-page" aria-labelledby={headingId}>
      <H1 id={headingId}>{t('heading')}</H1>
      <p className="app-privacy-page__effective">{t('effective', { date })}</p>
      <p>{t('intro', { brand: brand.wordmark })}</p>
      <PolicyContents />
      <PolicySection section={items}>
        <p>{t('items.lead')}</p>
        <CollectedItemsTable />
      </PolicySection>
      <PolicySection section={purposes}>
        <p>{t('purposes.lead')}</p>
        <PlainList items={t('purposes.list', { returnObjects: true })} />
      </PolicySection>
      <PolicySection section={retention}>
        <p>{t('retention.period')}</p>
        <p>{t('retention.erasedLead')}</p>
        <PlainList items={t('retention.erased', { returnObjects: true })} />
        <p>{t('retention.destruction')}</p>
        <p>{t('retention.keptLead')}</p>
        <PlainList items={t('retention.kept', { returnObjects: true })} />
        <p>{t('retention.rejoin')}</p>
      </PolicySection>
      <PolicySection section={thirdParties}>
        <p>{t('thirdParties.text')}</p>
      </PolicySection>
      <PolicySection section={rights}>
        <UserRights />
      </PolicySection>
      <PolicySection section={contact}>
        <PrivacyContact />
      </PolicySection>
      <PolicySection section={effective}>
        <p>{t('effectiveSection.text', { date })}</p>
      </PolicySection>
    </article>
  );
}
