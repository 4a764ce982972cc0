import { Button } from '@blueprintjs/core';
import { VolumeOffIcon, VolumeUpIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { PlayerEngine, PlayerState } from './playerEngine';

/** Mute toggle and volume slider (remembered for the next visit). */
export function PlayerVolume({ engine, state }: { engine: PlayerEngine; state: PlayerState }) {
  const { t } = useTranslation('player');
  const silent = state.muted || state.volume === 0;
  const percent = Math.round((state.muted ? 0 : state.volume) * 100);
  return (
    <div className="app-player__volume">
      <Button
        variant="minimal"
        icon={silent ? <VolumeOffIcon /> : <VolumeUpIcon />}
        aria-label={state.muted ? t('unmute') : t('mute')}
        title={state.muted ? t('unmute') : t('mute')}
        onClick={() => engine.toggleMute()}
      />
      <input
        type="range"
        className="app-player__range app-player__range--volume"
        aria-label={t('volume')}
        aria-valuetext={t('volumeValue', { percent })}
        min={0}
        max={1}
        step={0.05}
        value={state.muted ? 0 : state.volume}
        onChange={(event) => engine.setVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}
