import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MusicianSummary } from '../../../lib/api/generated/types.gen';
import type { FromListState } from '../shared/fromList';
import { MusicianPhoto } from '../shared/MusicianPhoto';
import { localizedText, otherLanguage, secondaryText, useDataLanguage } from '../../../lib/i18n/localized';

export interface MusicianCardProps {
  musician: MusicianSummary;
  /** The list's current address query (`?page=2&q=…`), handed to the detail page for its back link. */
  listSearch?: string;
  /** The card is among the first on the screen: its photo loads ahead of the rest. */
  priority?: boolean;
}

/** Pixel size of a card's photo. */
export const CARD_PHOTO_SIZE = 96;

/**
 * One musician in the list: photo, name in the current language (the other language smaller), the one-line
 * intro and the track count. The name is the link to the musician's page; the whole card is clickable.
 */
export function MusicianCard({ musician, listSearch = '', priority = false }: MusicianCardProps) {
  const { t } = useTranslation('musicians');
  const language = useDataLanguage();
  const name = localizedText(musician.name, language);
  const otherName = secondaryText(musician.name, language);
  const intro = localizedText(musician.intro, language);
  const state: FromListState = { listSearch };
  return (
    <Card className="app-musicians-card" elevation={1}>
      <MusicianPhoto photoUrl={musician.photoUrl} image={musician.photoImage} name={name} size={CARD_PHOTO_SIZE} priority={priority} />
      <div className="app-musicians-card-text">
        <h2 className="app-musicians-card-name">
          <Link className="app-musicians-card-link" to={`/musician-details/${musician.musicianId}`} state={state}>
            {name}
          </Link>
        </h2>
        {otherName && (
          <p className="app-musicians-card-other-name" lang={otherLanguage(language)}>
            {otherName}
          </p>
        )}
        <p className="app-musicians-card-intro" title={intro}>
          {intro}
        </p>
        <p className="app-musicians-card-tracks">{t('list.trackCount', { count: musician.trackCount })}</p>
      </div>
    </Card>
  );
}
