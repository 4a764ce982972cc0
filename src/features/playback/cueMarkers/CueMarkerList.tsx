import { Button } from '@blueprintjs/core';
import { Link as LinkIcon, Play } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CueMarker, Music } from '../../../lib/api/generated/types.gen';
import { copyToClipboard } from '../../../lib/ui/copyToClipboard';
import { formatClock } from '../../../lib/domain/time/clock';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { playTrackFrom } from '../playbackStore';
import { absoluteTrackLink } from '../trackLink';

export interface CueMarkerListProps {
  /** The track whose markers are listed (nothing is rendered when it has none). */
  track: Music;
  /** Shows a visible "Cue markers" heading at this level; without it the list is named by `aria-label` only. */
  headingLevel?: 2 | 3;
  /** The heading's class, to match the page's other section headings. */
  headingClassName?: string;
  className?: string;
  /** Where "Play from" goes (default: the app's player, from the marker's time). */
  onPlay?: (track: Music, seconds: number) => void;
}

type CopyStatus = { ok: boolean; time: string } | undefined;

/**
 * A track's cue markers for listeners: per marker, a button (time and label in the page's language) that
 * plays the track from there, and "Copy link" giving the track link with `t=` at the marker. What the copy
 * did is said in a status line under the list.
 */
export function CueMarkerList({ track, headingLevel, headingClassName, className, onPlay = playTrackFrom }: CueMarkerListProps) {
  const { t } = useTranslation('cueMarkers');
  const language = useDataLanguage();
  const headingId = useId();
  const [status, setStatus] = useState<CopyStatus>();
  const markers: readonly CueMarker[] = track.cueMarkers ?? [];
  if (markers.length === 0) return null;
  const title = localizedText(track.title, language);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const copy = (marker: CueMarker) => {
    const time = formatClock(marker.seconds);
    void copyToClipboard(absoluteTrackLink(track, marker.seconds)).then((ok) => setStatus({ ok, time }));
  };

  return (
    <div className={['app-cue-markers', className].filter(Boolean).join(' ')}>
      {headingLevel && (
        <Heading id={headingId} className={headingClassName ?? 'app-cue-markers-heading'}>
          {t('heading')}
        </Heading>
      )}
      <ol className="app-cue-markers-list" {...(headingLevel ? { 'aria-labelledby': headingId } : { 'aria-label': t('listLabel', { title }) })}>
        {markers.map((marker) => {
          const time = formatClock(marker.seconds);
          const label = localizedText(marker.label, language);
          return (
            <li key={marker.seconds} className="app-cue-marker">
              <Button className="app-cue-marker-play" variant="minimal" alignText="start" icon={<Play />} onClick={() => onPlay(track, marker.seconds)}>
                <span className="app-cue-hidden">{t('playFrom')} </span>
                <span className="app-cue-marker-time">{time}</span> <span className="app-cue-marker-label">{label}</span>
              </Button>
              <Button
                className="app-cue-marker-copy"
                variant="minimal"
                icon={<LinkIcon />}
                aria-label={t('copyLink', { time, label })}
                title={t('copyLink', { time, label })}
                onClick={() => copy(marker)}
              />
            </li>
          );
        })}
      </ol>
      <p className="app-cue-markers-status" role="status">
        {status && (status.ok ? t('copied', { time: status.time }) : t('copyFailed'))}
      </p>
    </div>
  );
}
