import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/errorMessages';

export interface BoardLoadingProps {
  /** What is loading, already translated (read out by screen readers). */
  text: string;
}

/** A spinner with a line saying what is loading, announced politely. */
export function BoardLoading({ text }: BoardLoadingProps) {
  return (
    <div className="app-board-state" role="status">
      <NonIdealState icon={<Spinner size={40} />} description={text} />
    </div>
  );
}

export interface BoardLoadFailureProps {
  /** What failed, already translated ("Failed to load the notices."). */
  title: string;
  /** The failure, mapped to its translated reason (a server error, no network...). */
  error: unknown;
  retry: () => void;
  /** Something to offer next to Retry (a link back). */
  extra?: ReactNode;
}

/** A load that failed: what failed, why (translated), and a Retry button. */
export function BoardLoadFailure({ title, error, retry, extra }: BoardLoadFailureProps) {
  const { t } = useTranslation(['board', 'errors']);
  const reason = t(errorMessageKey(error, error instanceof TypeError ? 'network' : 'unknown'), { ns: 'errors' });
  return (
    <div className="app-board-state" role="alert">
      <NonIdealState
        icon={<ErrorIcon />}
        title={title}
        description={reason}
        action={
          <div className="app-board-state-actions">
            <Button intent="primary" text={t('retry')} onClick={retry} />
            {extra}
          </div>
        }
      />
    </div>
  );
}
