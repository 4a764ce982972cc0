import { Button, Card, H2, H3, NonIdealState, Tag } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { roundActionRefusal } from '../../../lib/domain/program/rounds';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { festivalDateTime } from '../../../lib/domain/program/festivalTime';
import { RoundAnnouncement } from './RoundAnnouncement';
import { RoundForm } from './RoundForm';
import { draftOfRound, EMPTY_ROUND } from './roundDraft';
import { useRounds, useRoundSettings } from './useRoundSettings';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

const STATUS_INTENT = { draft: 'none', open: 'success', closed: 'danger' } as const;

/**
 * The office's rounds: each with its windows in festival time, places and meeting days; a new round starts as a
 * draft, a draft or open round is edited, a draft is opened (one open at a time) and an open round is closed, each
 * after a confirmation. The actions offered are the round rules' (rounds.ts), so none is offered that would be refused.
 */
export function RoundsPart() {
  const { t } = useTranslation(['office', 'errors']);
  const language = useDataLanguage();
  const headingId = useId();
  const { state, retry } = useRounds();
  const settings = useRoundSettings();
  const [editing, setEditing] = useState<ProgramRound | 'new'>();
  const [confirming, setConfirming] = useState<{ round: ProgramRound; action: 'open' | 'close' }>();
  const rounds = state.data ?? [];
  const anotherOpen = (round: ProgramRound) => rounds.some((other) => other.status === 'open' && other.roundId !== round.roundId);
  const when = (iso: string) => festivalDateTime(iso, language);
  const saving = editing === 'new' ? settings.create : settings.update;

  if (editing) {
    return (
      <section aria-labelledby={headingId}>
        <H2 id={headingId}>{t('rounds.title')}</H2>
        <RoundForm
          title={editing === 'new' ? t('rounds.new') : t('rounds.editing', { name: localizedText(editing.name, language) })}
          initial={editing === 'new' ? EMPTY_ROUND : draftOfRound(editing)}
          pending={saving.isPending}
          error={saving.error}
          onCancel={() => {
            saving.reset();
            setEditing(undefined);
          }}
          onSave={(input) => {
            const done = { onSuccess: () => setEditing(undefined) };
            if (editing === 'new') settings.create.mutate({ body: input }, done);
            else settings.update.mutate({ path: { roundId: editing.roundId }, body: input }, done);
          }}
        />
      </section>
    );
  }

  let body;
  if (state.status === 'failed') body = <LoadFailure title={t('rounds.loadFailed')} error={state.error} retry={retry} />;
  else if (!state.data) body = <LoadingState text={t('rounds.loading')} />;
  else if (rounds.length === 0) body = <NonIdealState description={t('rounds.empty')} />;
  else {
    body = (
      <ul className="app-office-accounts">
        {rounds.map((round) => (
          <li key={round.roundId}>
            <Card className="app-office-account" elevation={0}>
              <div>
                <H3 className="app-office-account-name">{localizedText(round.name, language)}</H3>
                <p>
                  {t('rounds.projectWindow')}: {when(round.projectWindow.opensAt)} – {when(round.projectWindow.closesAt)}
                </p>
                <p>
                  {t('rounds.composerWindow')}: {when(round.composerWindow.opensAt)} – {when(round.composerWindow.closesAt)}
                </p>
                <p className="app-office-muted">
                  {t('rounds.places', { projects: round.projectPlaces, composers: round.composerPlaces })}
                  {round.meetingDays.length > 0 && ` · ${t('rounds.meetings', { days: round.meetingDays.join(', ') })}`}
                  {round.briefsOpenToAllComposers && ` · ${t('rounds.briefsOpenToAll')}`}
                </p>
              </div>
              <div className="app-office-account-state">
                <Tag intent={STATUS_INTENT[round.status]} round>
                  {t(`rounds.status.${round.status}`)}
                </Tag>
              </div>
              <div className="app-office-account-actions">
                {roundActionRefusal(round.status, 'edit', anotherOpen(round)) === undefined && (
                  <Button
                    variant="outlined"
                    text={t('rounds.edit')}
                    aria-label={t('rounds.editNamed', { name: localizedText(round.name, language) })}
                    onClick={() => setEditing(round)}
                  />
                )}
                {roundActionRefusal(round.status, 'open', anotherOpen(round)) === undefined && (
                  <Button intent="success" text={t('rounds.open')} onClick={() => setConfirming({ round, action: 'open' })} />
                )}
                {roundActionRefusal(round.status, 'close', anotherOpen(round)) === undefined && (
                  <Button intent="danger" variant="outlined" text={t('rounds.close')} onClick={() => setConfirming({ round, action: 'close' })} />
                )}
              </div>
              <RoundAnnouncement round={round} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  const acting = confirming ? settings[confirming.action] : undefined;
  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H2 id={headingId}>{t('rounds.title')}</H2>
      <p className="app-office-muted">{t('rounds.intro')}</p>
      <Button className="app-office-round-new" icon={<Plus />} intent="primary" text={t('rounds.new')} onClick={() => setEditing('new')} />
      {body}
      {confirming && acting && (
        <ConfirmAlert
          isOpen
          label={t(`rounds.confirm.${confirming.action}.title`)}
          intent={confirming.action === 'open' ? 'success' : 'danger'}
          confirmButtonText={t(`rounds.confirm.${confirming.action}.confirm`)}
          cancelButtonText={t('decision.cancel')}
          loading={acting.isPending}
          onCancel={() => {
            acting.reset();
            setConfirming(undefined);
          }}
          onConfirm={() => acting.mutate({ path: { roundId: confirming.round.roundId } }, { onSuccess: () => setConfirming(undefined) })}
        >
          <p>{t(`rounds.confirm.${confirming.action}.message`, { name: localizedText(confirming.round.name, language) })}</p>
          <ApiErrorCallout error={acting.error} />
        </ConfirmAlert>
      )}
    </section>
  );
}
