import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { privacyPolicy } from '../../../lib/config/privacyPolicy';
import { styles } from './styles';

const rows = ['requiredItems', 'optionalItems', 'purposes', 'retention'] as const;

/**
 * What the consent to the collection and use of personal information covers, as the law asks it to be told
 * before the consent: the items (required and optional), the purposes and how long they are kept, the right to
 * refuse and what refusing means, and the full privacy policy. The policy opens in a new tab, so nothing typed in
 * the form is lost.
 */
export function PrivacyNotice() {
  const { t } = useTranslation('signUp');
  return (
    <div style={styles.privacyNotice}>
      <HTMLTable compact bordered style={styles.privacyTable}>
        <caption style={styles.privacyCaption}>{t('consents.privacyNotice.caption')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row" style={styles.privacyHeader}>
                {t(`consents.privacyNotice.${row}`)}
              </th>
              <td style={styles.privacyCell}>{t(`consents.privacyNotice.${row}Value`)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p style={styles.consentNote}>{t('consents.privacyNotice.refusal')}</p>
      <Link to={privacyPolicy.path} target="_blank" rel="noopener">
        {t('consents.privacyNotice.policyLink')}
        <span className="app-visually-hidden"> {t('consents.privacyNotice.opensNewTab')}</span>
      </Link>
    </div>
  );
}
