import { Callout, H2, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramBrief } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { TrackPlayButton } from '../../playback';
import { festivalDateTime } from '../../program';

/**
 * What a brief says, for everyone who may see it: the film (titles, logline, credits, genre, stage, runtime), the
 * music wanted (cues, moods, budget, temp track, reference tracks to play), the production's message and the
 * deadline in festival time.
 */
export function BriefDetails({ brief }: { brief: ProgramBrief }) {
  const { t } = useTranslation('briefs');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const filmId = useId();
  const needId = useId();
  const { project, music } = brief;
  const facts = [
    project.genre ? words(`vocabulary.genre.${project.genre}`) : null,
    project.stage ? words(`vocabulary.stage.${project.stage}`) : null,
    project.runtimeMinutes ? t('brief.runtime', { minutes: project.runtimeMinutes }) : null,
  ].filter((fact) => fact !== null);
  const deadline = festivalDateTime(brief.deadline, language);
  return (
    <>
      <Callout intent={brief.open ? 'primary' : 'none'} compact className="app-briefs-deadline">
        {t(brief.open ? 'brief.open' : 'brief.closed', { at: deadline })}
      </Callout>
      <section aria-labelledby={filmId} className="app-briefs-section">
        <H2 id={filmId}>{t('brief.film')}</H2>
        <p className="app-briefs-logline">{localizedText(project.logline, language)}</p>
        <p className="app-briefs-muted">{t('brief.by', { company: project.company, director: project.director, producer: project.producer })}</p>
        <p className="app-briefs-tags">
          {facts.map((fact) => (
            <Tag key={fact} minimal round>
              {fact}
            </Tag>
          ))}
        </p>
      </section>
      <section aria-labelledby={needId} className="app-briefs-section">
        <H2 id={needId}>{t('brief.need')}</H2>
        <dl className="app-briefs-facts">
          {music.cueCount !== null && (
            <div>
              <dt>{t('brief.cueCount')}</dt>
              <dd>{t('brief.cues', { count: music.cueCount })}</dd>
            </div>
          )}
          {brief.moods.length > 0 && (
            <div>
              <dt>{t('brief.moods')}</dt>
              <dd>{brief.moods.map((mood) => localizedText(mood.label, language)).join(', ')}</dd>
            </div>
          )}
          <div>
            <dt>{t('brief.budget')}</dt>
            <dd>{music.budget ? words(`vocabulary.budget.${music.budget}`) : t('brief.noBudget')}</dd>
          </div>
          <div>
            <dt>{t('brief.tempTrack')}</dt>
            <dd className="app-briefs-text">{music.tempTrack || t('brief.noTempTrack')}</dd>
          </div>
        </dl>
        {brief.referenceTracks.length > 0 && (
          <>
            <h3 className="app-briefs-subheading">{t('brief.references')}</h3>
            <ol className="app-briefs-tracks">
              {brief.referenceTracks.map((track, index) => (
                <li key={track.musicFileId}>
                  <TrackPlayButton tracks={brief.referenceTracks} index={index} />
                  <Link to={`/music-details/${track.musicFileId}`}>{localizedText(track.title, language)}</Link>
                  <span className="app-briefs-muted"> · {localizedText(track.musician.name, language)}</span>
                </li>
              ))}
            </ol>
          </>
        )}
        {brief.message !== '' && (
          <>
            <h3 className="app-briefs-subheading">{t('brief.message')}</h3>
            <p className="app-briefs-text">{brief.message}</p>
          </>
        )}
      </section>
    </>
  );
}
