import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { useTrackStats } from './trackStatsStore';

/** "{n} plays", kept current when the player counts a play anywhere in the app. */
export function TrackPlayCount({ track }: { track: Music }) {
  const { t } = useTranslation('catalog');
  const { playCount } = useTrackStats(track);
  return <span className="app-catalog-track-plays">{t('trackList.plays', { count: playCount })}</span>;
}
