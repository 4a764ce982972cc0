import { Button, ButtonGroup, Card, H3, Tag } from '@blueprintjs/core';
import { Tick, Cross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramAnswer } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { CueMarkerList, TrackPlayButton, TrackWaveform } from '../../playback';
import { AddToShortlistButton } from '../../shortlists';

const STATUS_INTENT = { submitted: 'warning', withdrawn: 'none', shortlisted: 'success', passed: 'danger' } as const;

export interface AnswerCardProps {
  answer: ProgramAnswer;
  /** The production is sending an outcome for this answer. */
  pending: boolean;
  onShortlist: () => void;
  onPass: () => void;
}

/**
 * One composer's answer as the production hears it: who (a link to their musician page), their note, each track
 * with its waveform and cue markers (playing in the app's player, the composer's order as the queue) and a way into
 * the production's shortlists, the outcome so far, and Shortlist / Pass.
 */
export function AnswerCard({ answer, pending, onShortlist, onPass }: AnswerCardProps) {
  const { t } = useTranslation('briefs');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const name = localizedText(answer.composer.name, language) || answer.composer.nickname;
  return (
    <li>
      <Card className="app-briefs-answer" elevation={0}>
        <header className="app-briefs-answer-header">
          <H3 className="app-briefs-answer-name">{answer.composer.musicianId > 0 ? <Link to={`/musician-details/${answer.composer.musicianId}`}>{name}</Link> : name}</H3>
          <Tag intent={STATUS_INTENT[answer.status]} round>
            {words(`vocabulary.answerStatus.${answer.status}`)}
          </Tag>
        </header>
        {answer.note !== '' && <p className="app-briefs-text">{answer.note}</p>}
        {answer.tracks.length === 0 ? (
          <p className="app-briefs-muted">{t('review.noTracks')}</p>
        ) : (
          <ol className="app-briefs-answer-tracks" aria-label={t('review.tracksOf', { name })}>
            {answer.tracks.map((track, index) => {
              const title = localizedText(track.title, language);
              return (
                <li key={track.musicFileId} className="app-briefs-answer-track">
                  <div className="app-briefs-answer-track-title">
                    <TrackPlayButton tracks={answer.tracks} index={index} />
                    <Link to={`/music-details/${track.musicFileId}`}>{title}</Link>
                    <AddToShortlistButton musicFileId={track.musicFileId} title={title} place="row" />
                  </div>
                  <TrackWaveform track={track} size="compact" className="app-briefs-waveform" />
                  <CueMarkerList track={track} className="app-briefs-cues" />
                </li>
              );
            })}
          </ol>
        )}
        <ButtonGroup className="app-briefs-answer-actions">
          <Button
            icon={<Tick />}
            intent="success"
            variant={answer.status === 'shortlisted' ? 'solid' : 'outlined'}
            text={t('review.shortlist', { name })}
            disabled={answer.status === 'shortlisted' || pending}
            onClick={onShortlist}
          />
          <Button icon={<Cross />} variant="outlined" text={t('review.pass', { name })} disabled={answer.status === 'passed' || pending} onClick={onPass} />
        </ButtonGroup>
        <Link className="app-briefs-answer-meeting" to={`/program/meetings?composer=${answer.composer.userId}&project=${answer.project.projectId}`}>
          {t('review.requestMeeting', { name })}
        </Link>
        {answer.status === 'passed' && answer.passReason && (
          <p className="app-briefs-muted">
            {words(`vocabulary.answerPassReason.${answer.passReason}`)}
            {answer.passNote !== '' && ` ${answer.passNote}`}
          </p>
        )}
      </Card>
    </li>
  );
}
