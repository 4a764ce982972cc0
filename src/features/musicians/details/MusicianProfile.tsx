import { H1, H2 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music, MusicianDetail } from '../../../lib/api/generated/types.gen';
import { TrackList } from '../../catalog';
import { MeetingOffers } from '../../meetings';
import { CueMarkerList } from '../../playback';
import { MusicianPhoto } from '../shared/MusicianPhoto';
import { localizedText, otherLanguage, secondaryText, useDataLanguage } from '../../../lib/i18n/localized';
import { TrackWaveform } from '../../playback';
import { MusicianContacts } from './MusicianContacts';

export interface MusicianProfileProps {
  musician: MusicianDetail;
  /** The track a shared link points at (`?track=`). */
  highlightedTrackId?: number;
}

/** Pixel size of the detail page's photo. */
const PHOTO_SIZE = 160;

/** Each track's waveform with its cue markers, under its row (click at a time to play from there). */
const renderWaveformAndCues = (track: Music) => (
  <>
    <TrackWaveform track={track} size="compact" />
    <CueMarkerList track={track} />
  </>
);

/**
 * A loaded musician: photo, name in the current language (heading) and the other language, intro, biography
 * (plain text, line breaks kept), contact rows, and their tracks, each with its waveform.
 */
export function MusicianProfile({ musician, highlightedTrackId }: MusicianProfileProps) {
  const { t } = useTranslation('musicians');
  const language = useDataLanguage();
  const ids = { bio: useId(), contact: useId(), tracks: useId() };
  const name = localizedText(musician.name, language);
  const otherName = secondaryText(musician.name, language);
  const intro = localizedText(musician.intro, language);
  const bio = localizedText(musician.bio, language);
  return (
    <article className="app-musicians-details">
      <header className="app-musicians-details-header">
        <MusicianPhoto photoUrl={musician.photoUrl} image={musician.photoImage} name={name} size={PHOTO_SIZE} eager />
        <div className="app-musicians-details-names">
          <H1 className="app-musicians-details-name">{name}</H1>
          {otherName && (
            <p className="app-musicians-details-other-name" lang={otherLanguage(language)}>
              {otherName}
            </p>
          )}
          {intro !== '' && <p className="app-musicians-details-intro">{intro}</p>}
        </div>
      </header>

      {bio !== '' && (
        <section aria-labelledby={ids.bio}>
          <H2 id={ids.bio} className="app-musicians-section-title">
            {t('details.biography')}
          </H2>
          <p className="app-musicians-bio">{bio}</p>
        </section>
      )}

      <section aria-labelledby={ids.contact}>
        <H2 id={ids.contact} className="app-musicians-section-title">
          {t('details.contact')}
        </H2>
        <MusicianContacts musician={musician} />
      </section>

      <MeetingOffers place="composer" musicianIds={[musician.musicianId]} titleClassName="app-musicians-section-title" />

      <section aria-labelledby={ids.tracks}>
        <H2 id={ids.tracks} className="app-musicians-section-title">
          {t('details.tracksHeading')}
        </H2>
        <TrackList
          tracks={musician.tracks}
          label={t('details.tracksLabel', { name })}
          emptyText={t('details.noTracks')}
          renderBelow={renderWaveformAndCues}
          {...(highlightedTrackId !== undefined ? { highlightedId: highlightedTrackId } : {})}
        />
      </section>
    </article>
  );
}
