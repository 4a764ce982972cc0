import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../lib/api/generated/types.gen';
import { CoverPicture } from '../../lib/ui/track/CoverPicture';
import { trackDetailsPath } from '../../lib/ui/track/trackPaths';
import { formatClock } from '../../lib/domain/time/clock';
import { brand } from '../../lib/config/brand';
import { localizedText, type DataLanguage } from '../../lib/i18n/localized';
import { seekTargetForKey } from '../playback';
import { Waveform } from '../playback';
import { EmbedMarkers } from './EmbedMarkers';
import { positionText } from './embedTime';
import { useEmbedAudio } from './useEmbedAudio';

export interface EmbedPlayerProps {
  music: Music;
  language: DataLanguage;
  /** Where the track starts (`?t=`), in seconds. */
  startSeconds?: number;
}

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </svg>
);

const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d="M7 5h4v14H7zm6 0h4v14h-4z" fill="currentColor" />
  </svg>
);

/**
 * The embeddable player: cover, title in the page's language, musician, play/pause, the waveform with the
 * seek slider and the time, the cue markers, and a link to the track's page on Cue Connect (a new tab: the
 * app's own pages refuse to be framed). Fits an iframe 160-200 px high and 300 px wide.
 */
export function EmbedPlayer({ music, language, startSeconds = 0 }: EmbedPlayerProps) {
  const { t } = useTranslation('embed');
  const { ref: attachAudio, ...audio } = useEmbedAudio(music, startSeconds);
  const { playing, position, duration, failed } = audio.state;
  const title = localizedText(music.title, language);
  const musician = localizedText(music.musician.name, language);

  useEffect(() => {
    document.title = t('documentTitle', { title, brand: brand.wordmark });
  }, [t, title]);

  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = seekTargetForKey(event.key, position, duration);
    if (target === undefined) return;
    event.preventDefault();
    audio.seek(target);
  };

  return (
    <main className="app-embed" aria-label={t('player', { title })}>
      <div className="app-embed__head">
        {music.coverUrl ? (
          <CoverPicture className="app-embed__cover" src={music.coverUrl} image={music.coverImage} alt={t('cover', { title })} size={64} sizes="64px" loading="eager" />
        ) : (
          <span className="app-embed__cover app-embed__cover--empty" aria-hidden="true" />
        )}
        <button type="button" className="app-embed__play" aria-label={playing ? t('pause') : t('play')} onClick={audio.toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className="app-embed__titles">
          <h1 className="app-embed__title">{title}</h1>
          <p className="app-embed__musician">{t('by', { musician })}</p>
          <a className="app-embed__link" href={trackDetailsPath(music.musicFileId)} target="_blank" rel="noopener">
            {t('listenOn', { brand: brand.wordmark })}
            <span className="app-embed__hidden"> {t('newTab')}</span>
          </a>
        </div>
      </div>
      <div className="app-embed__seek">
        <Waveform
          musicFileId={music.musicFileId}
          durationSeconds={music.durationSeconds}
          media={audio.element}
          markers={music.cueMarkers}
          onSeek={audio.seek}
          onMarker={(marker) => audio.playFrom(marker.seconds)}
          size="compact"
        />
        <div className="app-embed__slider-row">
          <input
            type="range"
            className="app-embed__slider"
            aria-label={t('seek')}
            aria-valuetext={positionText(t, position, duration)}
            min={0}
            max={duration > 0 ? duration : 0}
            step="any"
            value={Math.min(position, duration)}
            onChange={(event) => audio.seek(Number(event.currentTarget.value))}
            onKeyDown={onSeekKey}
          />
          <span className="app-embed__time" data-testid="embed-time">
            {formatClock(position)} / {formatClock(duration)}
          </span>
        </div>
      </div>
      {failed && (
        <p className="app-embed__error" role="alert">
          {t('playFailed')}
        </p>
      )}
      <EmbedMarkers markers={music.cueMarkers} language={language} onPlay={audio.playFrom} />
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- instrumental film music without speech: nothing to caption; the title and composer are on the page as text */}
      <audio ref={attachAudio} src={music.audioUrl} preload="metadata" />
    </main>
  );
}
