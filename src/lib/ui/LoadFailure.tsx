import { Button, H4, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, Refresh } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/errorMessages';

export interface LoadFailureProps {
  /** What failed, already translated ("Failed to load the notices."); leave it out when a heading already says so. */
  title?: string;
  /** Why it failed or what to do, already translated; takes the place of `error`'s reason. */
  message?: string;
  /** The failure, told by its translated reason (a server error, no network...) when there is no `message`. */
  error?: unknown;
  retry: () => void;
  /** Something to offer next to Retry (a link back). */
  extra?: ReactNode;
  className?: string;
}

/**
 * A load that failed: what failed and why, announced as an alert (the alert holds only those texts, not the
 * buttons), and a Retry button (common `retry`) with anything else to offer beside it.
 */
export function LoadFailure({ title, message, error, retry, extra, className }: LoadFailureProps) {
  const { t } = useTranslation(['common', 'errors']);
  const reason = message ?? (error === undefined ? undefined : t(errorMessageKey(error, error instanceof TypeError ? 'network' : 'unknown'), { ns: 'errors' }));
  return (
    <div className={className === undefined ? 'app-state' : `app-state ${className}`}>
      <NonIdealState
        icon={<ErrorIcon />}
        description={
          <div role="alert">
            {title !== undefined && <H4>{title}</H4>}
            {reason !== undefined && <p>{reason}</p>}
          </div>
        }
        action={
          <div className="app-state-actions">
            <Button intent="primary" icon={<Refresh />} text={t('retry')} onClick={retry} />
            {extra}
          </div>
        }
      />
    </div>
  );
}
