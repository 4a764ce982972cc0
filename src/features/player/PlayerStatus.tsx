import { Button, Spinner } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { PlayerEngine, PlayerState } from './playerEngine';

/** Loading and error states of the current track, announced politely; an error offers a retry. */
export function PlayerStatus({ engine, state }: { engine: PlayerEngine; state: PlayerState }) {
  const { t } = useTranslation('player');
  const loading = state.status === 'loading' || state.buffering;
  return (
    <div className="app-player__status" role="status">
      {state.status === 'error' ? (
        <span className="app-player__error">
          <ErrorIcon className="app-player__error-icon" />
          <span>{t('error')}</span>
          <Button size="small" icon={<RefreshIcon />} onClick={() => engine.retry()}>
            {t('retry')}
          </Button>
        </span>
      ) : loading ? (
        <span className="app-player__loading">
          <Spinner size={14} />
          <span>{t('loading')}</span>
        </span>
      ) : null}
    </div>
  );
}
