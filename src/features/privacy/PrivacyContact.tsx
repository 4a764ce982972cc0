import { useTranslation } from 'react-i18next';
import { privacyPolicy } from '../../lib/config/privacyPolicy';

/** Who answers privacy matters and at which address (plain text: the page asks no other host for anything). */
export function PrivacyContact() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <p>{t('contact.lead')}</p>
      <dl className="app-privacy-contact">
        <dt>{t('contact.officerLabel')}</dt>
        <dd>{t('contact.officer')}</dd>
        <dt>{t('contact.emailLabel')}</dt>
        <dd>{privacyPolicy.contactEmail}</dd>
      </dl>
    </>
  );
}
