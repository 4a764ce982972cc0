import { H2 } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { meetingsEndAt } from '../../../lib/domain/program/meetings/meetingSlots';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { composerName, meetingsStillOpen, projectTitle } from '../meetingSides';
import { useMeetingRound } from '../useMeetingRound';
import { useCounterparts, useMeetingSettings, useMyRequests } from '../useMeetings';
import { meetingOffers } from './composerOffers';

interface MeetingOffersProps {
  /** The musicians the page shows (a composer's page: one; a shortlist: its tracks' composers). */
  musicianIds: readonly number[];
  /** Where the offers are: a composer's page or a list of tracks (a shortlist). */
  place: 'composer' | 'list';
  /** The class of the section's heading, to match the page's other sections. */
  titleClassName?: string;
}

/**
 * "1:1 meetings" on a composer's page and on a shortlist: for a production taking part in its round's meetings, the
 * selected composers among the musicians shown, each with the requests already open and a link that opens the
 * request dialog on the meetings page. Nothing for anyone else, before the reads that decide it, after the
 * meeting days, or when the reads fail (the meetings page says why).
 */
export function MeetingOffers(props: MeetingOffersProps) {
  const user = useCurrentUser();
  return user && props.musicianIds.length > 0 ? <ProductionOffers {...props} /> : null;
}

function ProductionOffers(props: MeetingOffersProps) {
  // Only a round the user has a selected project or a brief in: asking about any other would be refused (403).
  const roundId = useMeetingRound({ ownOnly: true });
  return roundId ? <RoundOffers roundId={roundId} {...props} /> : null;
}

function RoundOffers({ roundId, musicianIds, place, titleClassName }: MeetingOffersProps & { roundId: number }) {
  const { t } = useTranslation('meetings');
  const language = useDataLanguage();
  const headingId = useId();
  const counterparts = useCounterparts(roundId);
  const settings = useMeetingSettings(roundId);
  const production = counterparts.state.data?.role === 'production';
  const requests = useMyRequests(roundId, production);
  if (!counterparts.state.data || !settings.state.data || !requests.state.data) return null;
  if (!meetingsStillOpen(meetingsEndAt(settings.state.data.days, settings.state.data))) return null;
  const offers = meetingOffers(counterparts.state.data, requests.state.data, musicianIds);
  if (offers.length === 0) return null;
  return (
    <section className="app-meetings-offers" aria-labelledby={headingId}>
      <H2 id={headingId} className={titleClassName}>
        {t('offer.title')}
      </H2>
      <p className="app-meetings-muted">{t(`offer.intro.${place}`)}</p>
      <ul className="app-meetings-offer-list">
        {offers.map(({ composer, openRequests, askPath }) => {
          const name = composerName(composer, language);
          return (
            <li key={composer.userId} className="app-meetings-offer">
              <span className="app-meetings-offer-name">{name}</span>
              {openRequests.map((request) => (
                <span key={request.requestId} className="app-meetings-offer-status">
                  {t('offer.asked', { project: projectTitle(request.project, language), status: t(`requests.status.${request.status}`) })}
                </span>
              ))}
              {askPath && (
                <Link className="bp6-button bp6-intent-primary" to={askPath}>
                  {t('requests.ask', { name })}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Link to="/program/meetings">{t('offer.all')}</Link>
    </section>
  );
}
