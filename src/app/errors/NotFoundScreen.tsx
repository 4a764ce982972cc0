import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { ErrorFacts, type ErrorFact } from './ErrorFacts';

export interface NotFoundScreenProps {
  /** The route error's status and status text, when a route answered 404. */
  facts?: ErrorFact[];
}

/** The page-not-found screen: unknown addresses, /404 and ids that point nowhere. */
export function NotFoundScreen({ facts = [] }: NotFoundScreenProps) {
  const { t } = useTranslation('pages');
  const href = useHref('/');
  const goHome = useLinkClickHandler<HTMLElement>('/');
  return (
    <NonIdealState
      className="app-not-found"
      icon={<SearchIcon size={48} />}
      title={t('notFound.title')}
      description={
        <>
          <p>{t('notFound.description')}</p>
          <ErrorFacts facts={facts} />
        </>
      }
      action={
        <AnchorButton href={href} onClick={goHome} intent="primary">
          {t('notFound.backHome')}
        </AnchorButton>
      }
    />
  );
}
