import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The categories of personal information, in the order the policy lists them (privacy.json `items.rows`). */
const CATEGORIES = ['required', 'optional', 'musician', 'usage', 'marketing'] as const;

/** What the service collects: one row per category, its name as the row header, the items beside it. */
export function CollectedItemsTable() {
  const { t } = useTranslation('privacy');
  return (
    <HTMLTable bordered className="app-privacy-table">
      <caption>{t('items.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('items.category')}</th>
          <th scope="col">{t('items.collected')}</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((category) => (
          <tr key={category}>
            <th scope="row">{t(`items.rows.${category}.category`)}</th>
            <td>{t(`items.rows.${category}.items`)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
