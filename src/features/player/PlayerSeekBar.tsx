import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerEngine, PlayerState } from './playerEngine';
import { formatClock } from '../../lib/domain/time/clock';
import { seekValueText } from './playerTime';
import { seekTargetForKey } from '../playback';

/**
 * Elapsed time, the seek slider and the track's length. The slider is a native range input (pointer and
 * keyboard): arrows move 5 s, Page Up/Down 30 s, Home/End to the start and the end; its value is read out
 * in words ("1 minute 5 seconds of 3 minutes 20 seconds").
 */
export function PlayerSeekBar({ engine, state }: { engine: PlayerEngine; state: PlayerState }) {
  const { t } = useTranslation('player');
  const { position, duration, status } = state;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = seekTargetForKey(event.key, position, duration);
    if (target === undefined) return;
    event.preventDefault();
    engine.seek(target);
  };
  return (
    <div className="app-player__seek">
      <span className="app-player__time app-player__time--elapsed" title={t('elapsed')}>
        {formatClock(position)}
      </span>
      <input
        type="range"
        className="app-player__range app-player__range--seek"
        aria-label={t('seek')}
        aria-valuetext={seekValueText(t, position, duration)}
        min={0}
        max={duration > 0 ? duration : 0}
        step="any"
        value={Math.min(position, duration)}
        disabled={status === 'error' || status === 'idle'}
        onChange={(event) => engine.seek(Number(event.currentTarget.value))}
        onKeyDown={onKeyDown}
      />
      <span className="app-player__time app-player__time--total" title={t('total')}>
        {formatClock(duration)}
      </span>
    </div>
  );
}
