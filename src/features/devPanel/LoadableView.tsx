import { Button, Callout, Spinner } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from './useControlAction';
import type { ControlQuery } from './useControlQuery';

export interface LoadableViewProps<T> {
  loadable: ControlQuery<T>;
  children: (data: T) => ReactNode;
}

/** A spinner while loading, a failure with a retry button, or the loaded data. */
export function LoadableView<T>({ loadable, children }: LoadableViewProps<T>) {
  const { t } = useTranslation('devPanel');
  const { query, reload } = loadable;
  if (query.status === 'pending') return <Spinner size={20} aria-label={t('common.loading')} />;
  if (query.status === 'error') {
    return (
      <Callout compact intent="danger" icon={<ErrorIcon />} role="alert">
        <div className="app-dev-panel__row">
          <span className="app-dev-panel__row-text">{t('common.loadFailed', { detail: describeFailure(query.error, t) })}</span>
          <Button size="small" icon={<RefreshIcon />} onClick={reload}>
            {t('common.retry')}
          </Button>
        </div>
      </Callout>
    );
  }
  return <>{children(query.data)}</>;
}

/** The small refresh button in a section's header. */
export function RefreshButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('devPanel');
  return <Button size="small" variant="minimal" icon={<RefreshIcon />} aria-label={t('common.refresh')} title={t('common.refresh')} onClick={onClick} />;
}
