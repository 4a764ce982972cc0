import { H1, NonIdealState } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { FaqAccordion } from './FaqAccordion';
import { useFaqs } from './useFaqs';

/** The FAQ (`/faq`): every question in display order as an accordion; loading, empty and failure (with Retry) states. */
export function FaqPage() {
  const { t } = useTranslation('board');
  const headingId = useId();
  const { state, retry } = useFaqs();

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('faq.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('faq.loading')} />;
  else if (state.data.length === 0) body = <NonIdealState icon={<Help />} description={t('faq.empty')} />;
  else body = <FaqAccordion faqs={state.data} />;

  return (
    <section className="app-board-page" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H1 id={headingId}>{t('faq.heading')}</H1>
      {body}
    </section>
  );
}
