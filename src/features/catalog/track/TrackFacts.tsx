import { useTranslation } from 'react-i18next';
import type { Music } from '../../../lib/api/generated/types.gen';
import { useSoundText } from '../sound/useSoundText';
import { genreSearchPath, keySearchPath, keywordSearchPath } from '../../../lib/ui/track/trackPaths';
import { TrackTagLink } from '../trackList/TrackTagLink';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';

export interface TrackFactsProps {
  track: Music;
  /** The duration as shown ("0:32"). */
  duration: string;
}

/**
 * Genre and keywords (each a link to the music search for it), the duration, and what the provider heard in the
 * audio: tempo, key (a link to the search for that key) and loudness, as a description list.
 */
export function TrackFacts({ track, duration }: TrackFactsProps) {
  const { t } = useTranslation('catalog');
  const language = useDataLanguage();
  const text = useSoundText();
  const { sound } = track;
  return (
    <dl className="app-track-details-facts">
      <dt>{t('trackList.genre')}</dt>
      <dd className="app-track-details-genre-list">
        <TrackTagLink primary className="app-track-details-genre" label={localizedText(track.genre.label, language)} to={genreSearchPath(track.genre.genreId)} />
      </dd>
      <dt>{t('trackDetails.keywords')}</dt>
      <dd className="app-track-details-keywords">
        {track.keywords.length === 0
          ? t('trackDetails.noKeywords')
          : track.keywords.map((keyword) => (
              <TrackTagLink key={keyword.keywordId} label={localizedText(keyword.label, language)} to={keywordSearchPath(keyword.keywordId)} />
            ))}
      </dd>
      <dt>{t('trackList.duration')}</dt>
      <dd className="app-track-details-duration">{duration}</dd>
      <dt>{t('sound.tempoLabel')}</dt>
      <dd className="app-track-details-tempo">{sound ? (sound.tempoBpm !== null ? text.tempo(sound.tempoBpm) : t('sound.noTempo')) : t('sound.notAnalysed')}</dd>
      <dt>{t('sound.keyLabel')}</dt>
      <dd className="app-track-details-key">
        {sound ? (
          sound.key ? (
            <TrackTagLink label={text.keyName(sound.key)} to={keySearchPath(sound.key.tonic, sound.key.mode)} />
          ) : (
            t('sound.noKey')
          )
        ) : (
          t('sound.notAnalysed')
        )}
      </dd>
      <dt>{t('sound.loudnessLabel')}</dt>
      <dd className="app-track-details-loudness">
        {sound ? (sound.loudnessLufs !== null ? text.loudness(sound.loudnessLufs) : t('sound.noLoudness')) : t('sound.notAnalysed')}
      </dd>
    </dl>
  );
}
