import { Button } from '@blueprintjs/core';
import { PauseIcon, PlayIcon, StepBackwardIcon, StepForwardIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { playNext, playPrevious, togglePlayback, usePlayback } from '../playback';

/** Previous, Play/Pause and Next (the queue's neighbours; disabled at its ends). */
export function PlayerTransport() {
  const { t } = useTranslation('player');
  const { playing, index, queue } = usePlayback();
  const toggleLabel = playing ? t('pause') : t('play');
  return (
    <div className="app-player__transport">
      <Button variant="minimal" icon={<StepBackwardIcon />} aria-label={t('previous')} title={t('previous')} disabled={index <= 0} onClick={playPrevious} />
      <Button
        className="app-player__toggle"
        intent="primary"
        size="large"
        icon={playing ? <PauseIcon /> : <PlayIcon />}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={togglePlayback}
      />
      <Button variant="minimal" icon={<StepForwardIcon />} aria-label={t('next')} title={t('next')} disabled={index + 1 >= queue.length} onClick={playNext} />
    </div>
  );
}
