import { H1, H2, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { localizedText, otherLanguage, secondaryText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { MeetingsLink } from '../../meetings';
import { festivalDay } from './roundDates';
import { RoundWindowRow } from './RoundWindowRow';
import { TakePart } from './TakePart';
import { useCurrentRound } from './useCurrentRound';

export interface ProgramPageProps {
  /** The open round (or null, none open) a server rendered the page with. */
  initialRound?: ProgramRound | null | undefined;
}

/**
 * The Film Music Matching Program's public page (`/program`): the open round, what it is, its windows and meeting
 * days in festival time, how many places, and how each side takes part. No open round says so and points to the
 * notices.
 */
export function ProgramPage({ initialRound }: ProgramPageProps) {
  const { t } = useTranslation('program');
  const headingId = useId();
  const { state, retry } = useCurrentRound(initialRound);

  let body;
  if (state.status === 'ready' && state.data === null) {
    body = (
      <NotFoundState title={t('none.title')} description={t('none.description')} headingId={headingId} action={<Link to="/notice-list">{t('none.notices')}</Link>} />
    );
  } else if (state.status === 'failed') {
    body = (
      <>
        <H1 id={headingId} className="app-visually-hidden">
          {t('loadFailed')}
        </H1>
        <LoadFailure title={t('loadFailed')} error={state.error} retry={retry} />
      </>
    );
  } else if (state.data) {
    body = <RoundDetails round={state.data} headingId={headingId} />;
  } else {
    body = <LoadingState text={t('loading')} />;
  }

  return (
    <section className="app-program-page" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      {body}
      <MeetingsLink className="app-program-meetings-link">{t('meetingsLink')}</MeetingsLink>
    </section>
  );
}

function RoundDetails({ round, headingId }: { round: ProgramRound; headingId: string }) {
  const { t } = useTranslation('program');
  const language = useDataLanguage();
  const otherName = secondaryText(round.name, language);
  const ids = { dates: useId(), places: useId(), takePart: useId() };
  return (
    <>
      <header className="app-program-header">
        <p className="app-program-kicker">{t('kicker')}</p>
        <H1 id={headingId}>{localizedText(round.name, language)}</H1>
        {otherName && (
          <p className="app-program-other-name" lang={otherLanguage(language)}>
            {otherName}
          </p>
        )}
        <Tag intent={round.status === 'open' ? 'success' : 'none'} round large>
          {t(`status.${round.status}`)}
        </Tag>
      </header>
      <p className="app-program-description">{localizedText(round.description, language)}</p>

      <section className="app-program-section" aria-labelledby={ids.dates}>
        <H2 id={ids.dates}>{t('dates.title')}</H2>
        <dl className="app-program-dates">
          <RoundWindowRow label={t('dates.projects')} window={round.projectWindow} state={round.projectWindowState} />
          <RoundWindowRow label={t('dates.composers')} window={round.composerWindow} state={round.composerWindowState} />
          <div className="app-program-window">
            <dt>{t('dates.meetings')}</dt>
            <dd>
              {round.meetingDays.length === 0 ? (
                t('dates.meetingsLater')
              ) : (
                <ul className="app-program-days">
                  {round.meetingDays.map((day) => (
                    <li key={day}>
                      <time dateTime={day}>{festivalDay(day, language)}</time>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <p className="app-program-note">{t('dates.timeZone')}</p>
      </section>

      <section className="app-program-section" aria-labelledby={ids.places}>
        <H2 id={ids.places}>{t('places.title')}</H2>
        <p>{t('places.text', { projects: round.projectPlaces, composers: round.composerPlaces })}</p>
      </section>

      <TakePart headingId={ids.takePart} />
    </>
  );
}
