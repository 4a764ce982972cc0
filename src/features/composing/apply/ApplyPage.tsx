import { Callout, H1, H2 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/errorMessages';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { useCurrentUser } from '../../../lib/auth/useCurrentUser';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { RoundWindowNote, RoundWindowRow, useCurrentRound } from '../../program';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationView } from './ApplicationView';
import { StepNotice, type StepNoticeKind } from './StepNotice';
import { composerWindowOpen, useMyApplication, useOwnTracks, useProjectSummaries } from './useApplication';

/**
 * Applying to the open round as a composer (`/program/apply`, logged in): an approved musician with a profile
 * sees the round's composer window and applies while it is open, or sees their application and what they may
 * do to it now. A general user is told composers apply with a musician account, a musician without a profile is
 * pointed to registering one.
 */
export function ApplyPage() {
  const { t } = useTranslation('composing');
  const headingId = useId();
  const user = useCurrentUser();
  let body;
  if (!user) body = <LoadingState text={t('loading')} />;
  else if (user.authorityType !== 'ROLE_MUSICIAN') body = <MusiciansOnly />;
  else if (!user.profile) body = <ProfileNeeded />;
  else body = <ComposerApplication />;
  return (
    <section className="app-composing-page" aria-labelledby={headingId}>
      <H1 id={headingId}>{t('title')}</H1>
      <p className="app-composing-intro">{t('intro')}</p>
      {body}
    </section>
  );
}

function MusiciansOnly() {
  const { t } = useTranslation('composing');
  return (
    <Callout intent="primary" className="app-composing-gate">
      <H2 className="app-composing-gate-title">{t('musiciansOnly.title')}</H2>
      <p>{t('musiciansOnly.text')}</p>
      <p className="app-composing-links">
        <Link to="/sign-up">{t('musiciansOnly.signUp')}</Link>
        <Link to="/program/projects">{t('musiciansOnly.projects')}</Link>
      </p>
    </Callout>
  );
}

function ProfileNeeded() {
  const { t } = useTranslation('composing');
  return (
    <Callout intent="primary" className="app-composing-gate">
      <H2 className="app-composing-gate-title">{t('profileNeeded.title')}</H2>
      <p>{t('profileNeeded.text')}</p>
      <p className="app-composing-links">
        <Link to="/musician-registration">{t('profileNeeded.register')}</Link>
      </p>
    </Callout>
  );
}

/** The round's name and where its composer window stands (festival time). */
function ComposerWindow({ round }: { round: ProgramRound }) {
  const { t } = useTranslation('composing');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  return (
    <div className="app-composing-round">
      <p className="app-composing-round-name">{localizedText(round.name, language)}</p>
      <dl className="app-program-dates">
        <RoundWindowRow label={words('dates.composers')} window={round.composerWindow} state={round.composerWindowState} />
      </dl>
      <p className="app-program-note">
        {words('dates.timeZone')} <Link to="/program">{t('aboutProgram')}</Link>
      </p>
    </div>
  );
}

/** An approved musician with a profile: the round's composer window, then their application or the form to apply. */
function ComposerApplication() {
  const { t } = useTranslation('composing');
  const round = useCurrentRound();
  const application = useMyApplication(true);
  const tracks = useOwnTracks(true);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<StepNoticeKind>();
  const roundData = round.state.data;
  const mine = application.state.data;
  const windowOpen = composerWindowOpen(roundData);
  const formShown = windowOpen && mine !== undefined && (mine === null || editing);
  const projects = useProjectSummaries(formShown ? roundData?.roundId : undefined);

  if (tracks.state.status === 'failed' && isApiError(tracks.state.error) && tracks.state.error.code === 'MUSICIAN_PROFILE_NOT_REGISTERED') return <ProfileNeeded />;
  for (const load of [round, application, tracks] as const) {
    if (load.state.status === 'failed') return <LoadFailure title={t('loadFailed')} error={load.state.error} retry={load.retry} />;
  }
  if (roundData === undefined || mine === undefined || !tracks.state.data) return <LoadingState text={t('loading')} />;

  const done = (kind: StepNoticeKind) => {
    setEditing(false);
    setNotice(kind);
  };
  let content;
  if (formShown) {
    content = (
      <ApplicationForm
        application={mine ?? undefined}
        tracks={tracks.state.data.tracks}
        projects={projects}
        onDone={done}
        {...(mine ? { onCancel: () => setEditing(false) } : {})}
      />
    );
  } else if (mine) {
    content = (
      <ApplicationView
        application={mine}
        round={roundData}
        onEdit={() => {
          setNotice(undefined);
          setEditing(true);
        }}
        onStep={done}
      />
    );
  }
  return (
    <>
      {roundData ? <ComposerWindow round={roundData} /> : null}
      <RoundWindowNote round={roundData} side="composers" className="app-composing-window-note" />
      {notice && !formShown && <StepNotice kind={notice} />}
      {content}
    </>
  );
}
