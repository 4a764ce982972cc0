import { Button } from '@blueprintjs/core';
import { Pause, Play, WarningSign } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMusic } from '../../../lib/api/generated/sdk.gen';
import { resultData } from '../../../lib/api/resultData';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { getPlaybackSnapshot, playTracks, togglePlayback } from '../../playback';

export interface CoverPlayButtonProps {
  musicFileId: number;
  /** The title in the current language (the button's accessible name). */
  title: string;
  /** This cover's track is the player's current one and sounding. */
  playing: boolean;
}

/**
 * The play button on a home cover: plays that track on the spot in the player (the click is the listener's
 * consent), or pauses and resumes it when it is already the current track. A cover carries no audio, so the
 * track is fetched first; the button shows it is busy meanwhile, and a failure is told in a toast.
 */
export function CoverPlayButton({ musicFileId, title, playing }: CoverPlayButtonProps) {
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);
  const play = () => {
    if (getPlaybackSnapshot().current?.musicFileId === musicFileId) {
      togglePlayback();
      return;
    }
    setLoading(true);
    resultData(getMusic({ path: { musicFileId } }))
      .then(
        (track) => playTracks([track]),
        () => void showAppToast({ message: t('home.playFailed'), intent: 'warning', icon: <WarningSign /> }, 'home-cover-play'),
      )
      .finally(() => setLoading(false));
  };
  return (
    <Button
      className="app-catalog-gallery-play"
      icon={playing ? <Pause /> : <Play />}
      intent="primary"
      size="large"
      loading={loading}
      aria-label={t(playing ? 'home.pause' : 'home.play', { title })}
      onClick={play}
    />
  );
}
