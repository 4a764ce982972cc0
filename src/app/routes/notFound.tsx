import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';

/** The page-not-found screen, for every path no route matches. */
export function Component() {
  const { t } = useTranslation('common');
  const href = useHref('/');
  const goHome = useLinkClickHandler<HTMLElement>('/');
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <AnchorButton href={href} onClick={goHome} intent="primary">
          {t('notFound.backHome')}
        </AnchorButton>
      }
    />
  );
}
