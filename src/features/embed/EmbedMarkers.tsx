import { useTranslation } from 'react-i18next';
import type { CueMarker } from '../../lib/api/generated/types.gen';
import { formatClock } from '../../lib/domain/time/clock';
import { localizedText, type DataLanguage } from '../../lib/i18n/localized';

export interface EmbedMarkersProps {
  markers: CueMarker[];
  language: DataLanguage;
  onPlay: (seconds: number) => void;
}

/**
 * The composer's cue markers in one scrolling row, each a button that plays from its time (click, Enter or
 * Space). Not the app's `CueMarkerList` (src/features/playback/cueMarkers): that is a vertical list built on Blueprint and the
 * app's playback store, which would neither fit a frame 180 px high nor keep this page's first load small.
 */
export function EmbedMarkers({ markers, language, onPlay }: EmbedMarkersProps) {
  const { t } = useTranslation('embed');
  if (markers.length === 0) return null;
  return (
    <ol className="app-embed__markers" aria-label={t('markers')}>
      {markers.map((marker) => {
        const label = localizedText(marker.label, language);
        const time = formatClock(marker.seconds);
        return (
          <li key={marker.seconds}>
            <button type="button" className="app-embed__marker" title={t('playMarker', { time, label })} onClick={() => onPlay(marker.seconds)}>
              <span className="app-embed__marker-time">{time}</span> <span className="app-embed__marker-label">{label}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
