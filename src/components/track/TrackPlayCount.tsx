import { useTranslation } from 'react-i18next';
import type { Music } from '../../api/generated/types.gen';
import { useTrackStats } from '../../trackStats';

/** "{n} plays", kept current when the player counts a play anywhere in the app. */
export function TrackPlayCount({ track }: { track: Music }) {
  const { t } = useTranslation('catalog');
  const { playCount } = useTrackStats(track);
  return <span className="app-catalog-track-plays">{t('trackList.plays', { count: playCount })}</span>;
}
