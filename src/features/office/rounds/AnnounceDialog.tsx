import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey, isApiError } from '../../../lib/api/errorMessages';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { windowsCloseAt } from '../../../lib/domain/program/rounds';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { announcementErrorOfRefusal, announcementInput, windowsClosed } from './announcement';
import { festivalDateTime, festivalTimeOfInstant } from '../../../lib/domain/program/festivalTime';

export interface AnnounceDialogProps {
  round: ProgramRound;
  /** Moving a scheduled announcement (its time is offered) rather than making a new one. */
  moving: boolean;
  /** The announcement is being sent: the dialog cannot close and its button spins. */
  pending: boolean;
  /** The provider's refusal of the last send: a time rule under the time field, anything else above the buttons. */
  error: unknown;
  /** Sends the announcement: `at` undefined for now. */
  onSend: (at: string | undefined) => void;
  onClose: () => void;
}

/**
 * Announcing a round's decisions (docs/product.md 17.9), now or at a festival time (KST), after reading what it
 * does. Now is offered once both windows have closed; a time before they close, or past, is refused under the
 * field by the rule the provider applies. A refusal for undecided records says where to decide them.
 */
export function AnnounceDialog({ round, moving, pending, error, onSend, onClose }: AnnounceDialogProps) {
  const { t } = useTranslation(['office', 'errors']);
  const language = useDataLanguage();
  const id = useId();
  const closed = windowsClosed(round);
  const close = new Date(windowsCloseAt(round)).toISOString();
  const [now, setNow] = useState(closed && !moving);
  const [time, setTime] = useState(festivalTimeOfInstant(moving && round.decisionsAnnouncedAt ? round.decisionsAnnouncedAt : close));
  const [checked, setChecked] = useState(false);
  const when = now ? ({ now: true } as const) : ({ now: false, time } as const);
  const local = checked ? announcementInput(round, when) : undefined;
  const refusal = isApiError(error) ? error : undefined;
  const timeError = (local && 'error' in local ? local.error : undefined) ?? (refusal && announcementErrorOfRefusal(refusal));
  const otherError = refusal && !announcementErrorOfRefusal(refusal) ? refusal : error && !refusal ? error : undefined;
  const name = localizedText(round.name, language);
  const closeText = festivalDateTime(close, language);

  return (
    <AppDialog isOpen onClose={pending ? () => undefined : onClose} title={t(moving ? 'rounds.announce.moveTitle' : 'rounds.announce.title', { name })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          const input = announcementInput(round, when);
          if ('at' in input && !pending) onSend(input.at);
        }}
      >
        <DialogBody>
          <p>{t('rounds.announce.intro')}</p>
          <RadioGroup
            label={t('rounds.announce.when')}
            name={`${id}-when`}
            selectedValue={now ? 'now' : 'at'}
            onChange={(event) => setNow(event.currentTarget.value === 'now')}
          >
            <Radio value="now" label={closed ? t('rounds.announce.now') : t('rounds.announce.nowAfterClose', { close: closeText })} disabled={!closed} />
            <Radio value="at" label={t('rounds.announce.at')} />
          </RadioGroup>
          <FormGroup
            label={t('rounds.announce.time')}
            labelFor={`${id}-time`}
            helperText={timeError ? t(`rounds.announce.error.${timeError}`, { close: closeText }) : t('rounds.announce.timeHelp', { close: closeText })}
            intent={timeError ? 'danger' : 'none'}
          >
            <InputGroup id={`${id}-time`} type="datetime-local" value={time} disabled={now} onValueChange={setTime} intent={timeError ? 'danger' : 'none'} />
          </FormGroup>
          {otherError !== undefined && (
            <Callout intent="danger" role="alert" compact>
              {isApiError(otherError) && otherError.code === 'DECISIONS_PENDING' ? (
                <>
                  {t('rounds.announce.pending')} <Link to="/office?tab=projects">{t('tabs.projects')}</Link> ·{' '}
                  <Link to="/office?tab=applications">{t('tabs.applications')}</Link>
                </>
              ) : (
                t(errorMessageKey(otherError), { ns: 'errors' })
              )}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('decision.cancel')} variant="minimal" onClick={onClose} disabled={pending} />
              <Button type="submit" intent="primary" text={t(now ? 'rounds.announce.confirmNow' : 'rounds.announce.confirmAt')} loading={pending} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
