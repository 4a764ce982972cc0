import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Home (placeholder until the home covers arrive in a later issue). */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="home-title">
      <H1 id="home-title">{t('home.title')}</H1>
      <p>{t('home.intro')}</p>
    </section>
  );
}
