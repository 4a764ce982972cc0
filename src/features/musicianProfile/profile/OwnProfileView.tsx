import { Callout, H1, H2, Intent } from '@blueprintjs/core';
import { Edit, Globe, Upload } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Music, MusicianDetail } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { MAX_TRACKS_PER_MUSICIAN } from '../../../lib/domain/limits';
import { localizedText, otherLanguage, secondaryText, useDataLanguage } from '../../../lib/i18n/localized';
import type { FormFailure } from '../form/profileMessage';
import { useMessageText } from '../form/useMessageText';
import { RouteButton } from '../shared/RouteButton';
import { TrackFeedbackSection } from '../feedback/TrackFeedbackSection';
import { DeleteTrackAlert } from './DeleteTrackAlert';
import { EmbedTrackDialog } from './EmbedTrackDialog';
import { OwnContacts } from './OwnContacts';
import { OwnTrackList } from './OwnTrackList';

export interface OwnProfileViewProps {
  musician: MusicianDetail;
  /** A track was deleted: the page drops it from its data. */
  onTrackDeleted: (musicFileId: number) => void;
}

/** Pixel size of the profile photo. */
const PHOTO_SIZE = 160;

/**
 * The musician's own profile: photo, names, intro, biography, contact, and their tracks to play, edit and delete,
 * an "Edit profile" link, a link to the public musician page as visitors see it, "Upload music" while fewer
 * than 3 tracks, and what listeners did with the tracks over the last 30 days (counts only).
 */
export function OwnProfileView({ musician, onTrackDeleted }: OwnProfileViewProps) {
  const { t } = useTranslation('musicianProfile');
  const language = useDataLanguage();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const ids = { heading: useId(), bio: useId(), contact: useId(), tracks: useId() };
  const [deleting, setDeleting] = useState<Music>();
  const [embedding, setEmbedding] = useState<Music>();
  const [failure, setFailure] = useState<FormFailure>();
  const name = localizedText(musician.name, language);
  const otherName = secondaryText(musician.name, language);
  const intro = localizedText(musician.intro, language);
  const bio = localizedText(musician.bio, language);
  const canUpload = musician.tracks.length < MAX_TRACKS_PER_MUSICIAN;

  return (
    <article className="app-own-profile" aria-labelledby={ids.heading}>
      <header className="app-own-profile-header">
        {musician.photoUrl && <img className="app-own-profile-photo" src={musician.photoUrl} alt={name} width={PHOTO_SIZE} height={PHOTO_SIZE} />}
        <div>
          <H1 id={ids.heading}>{name}</H1>
          {otherName && (
            <p className="app-own-profile-other-name" lang={otherLanguage(language)}>
              {otherName}
            </p>
          )}
          {intro !== '' && <p className="app-own-profile-intro">{intro}</p>}
          <div className="app-own-profile-actions">
            <RouteButton icon={<Edit />} text={t('profile.edit')} to="/musician-profile-edit" />
            <RouteButton icon={<Globe />} variant="outlined" text={t('profile.publicPage')} to={`/musician-details/${musician.musicianId}`} />
          </div>
        </div>
      </header>

      {bio !== '' && (
        <section aria-labelledby={ids.bio}>
          <H2 id={ids.bio}>{t('profile.biography')}</H2>
          <p className="app-own-profile-bio">{bio}</p>
        </section>
      )}

      <section aria-labelledby={ids.contact}>
        <H2 id={ids.contact}>{t('profile.contact')}</H2>
        <OwnContacts musician={musician} />
      </section>

      <section aria-labelledby={ids.tracks}>
        <H2 id={ids.tracks}>{t('profile.tracks')}</H2>
        <p className="app-own-profile-count">{t('profile.trackCount', { count: musician.tracks.length })}</p>
        {failure && (
          <Callout className="app-own-profile-failure" intent={Intent.DANGER} role="alert">
            <p className="app-profile-form-failure-title">{messageText(failure.title)}</p>
            {failure.reason && <p>{messageText(failure.reason)}</p>}
          </Callout>
        )}
        <OwnTrackList
          tracks={musician.tracks}
          onEdit={(track) => void navigate(`/music-edit/${track.musicFileId}`, { state: { from: 'musician-profile' } })}
          onDelete={(track) => {
            setFailure(undefined);
            setDeleting(track);
          }}
          onEmbed={setEmbedding}
        />
        <div className="app-own-profile-actions">
          {canUpload ? (
            <RouteButton intent={Intent.PRIMARY} icon={<Upload />} text={t('profile.upload')} to="/music-upload" />
          ) : (
            <p className="app-own-profile-limit">{t('profile.trackLimit')}</p>
          )}
        </div>
      </section>

      {/* Keyed by the track count: after a deletion the feedback loads again without the deleted track. */}
      <TrackFeedbackSection key={musician.tracks.length} />

      <EmbedTrackDialog track={embedding} onClose={() => setEmbedding(undefined)} />

      <DeleteTrackAlert
        track={deleting}
        onClose={() => setDeleting(undefined)}
        onFailed={setFailure}
        onDeleted={(track) => {
          onTrackDeleted(track.musicFileId);
          void showAppToast({ message: t('profile.deleted', { title: localizedText(track.title, language) }), intent: Intent.SUCCESS });
        }}
      />
    </article>
  );
}
