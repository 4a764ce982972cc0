import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { AnnounceDialog } from './AnnounceDialog';
import { announcementState } from './announcement';
import { festivalDateTime } from '../../../lib/domain/program/festivalTime';
import { useRoundSettings } from './useRoundSettings';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

/**
 * A round's announcement of its decisions (docs/product.md 17.9), under its card: the office announces them (now or
 * at a festival time), sees a scheduled announcement and moves or cancels it, and sees when it took effect. Nothing
 * for a draft round. Every change is confirmed first.
 */
export function RoundAnnouncement({ round }: { round: ProgramRound }) {
  const { t } = useTranslation(['office', 'errors']);
  const language = useDataLanguage();
  const { announce, cancelAnnouncement } = useRoundSettings();
  const [open, setOpen] = useState<'announce' | 'move' | 'cancel'>();
  const state = announcementState(round);
  if (state === 'unavailable') return null;
  const name = localizedText(round.name, language);
  const at = round.decisionsAnnouncedAt ? festivalDateTime(round.decisionsAnnouncedAt, language) : '';
  const close = () => {
    announce.reset();
    cancelAnnouncement.reset();
    setOpen(undefined);
  };
  const done = { onSuccess: () => setOpen(undefined) };

  return (
    <div className="app-office-round-announcement">
      <p>{t(`rounds.announce.state.${state}`, { when: at })}</p>
      <div className="app-office-account-actions">
        {state === 'none' && (
          <Button intent="primary" text={t('rounds.announce.announce')} aria-label={t('rounds.announce.announceNamed', { name })} onClick={() => setOpen('announce')} />
        )}
        {state === 'scheduled' && (
          <>
            <Button variant="outlined" text={t('rounds.announce.move')} aria-label={t('rounds.announce.moveNamed', { name })} onClick={() => setOpen('move')} />
            <Button
              intent="danger"
              variant="outlined"
              text={t('rounds.announce.cancel')}
              aria-label={t('rounds.announce.cancelNamed', { name })}
              onClick={() => setOpen('cancel')}
            />
          </>
        )}
      </div>
      {(open === 'announce' || open === 'move') && (
        <AnnounceDialog
          round={round}
          moving={open === 'move'}
          pending={announce.isPending}
          error={announce.error}
          onClose={close}
          onSend={(time) => announce.mutate({ path: { roundId: round.roundId }, body: time === undefined ? {} : { at: time } }, done)}
        />
      )}
      {open === 'cancel' && (
        <ConfirmAlert
          isOpen
          label={t('rounds.announce.cancelConfirm.title')}
          intent="danger"
          confirmButtonText={t('rounds.announce.cancelConfirm.confirm')}
          cancelButtonText={t('rounds.announce.cancelConfirm.keep')}
          loading={cancelAnnouncement.isPending}
          onCancel={close}
          onConfirm={() => cancelAnnouncement.mutate({ path: { roundId: round.roundId } }, done)}
        >
          <p>{t('rounds.announce.cancelConfirm.message', { name, when: at })}</p>
          <ApiErrorCallout error={cancelAnnouncement.error} />
        </ConfirmAlert>
      )}
    </div>
  );
}
