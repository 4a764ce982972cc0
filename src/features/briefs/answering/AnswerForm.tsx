import { Button, Callout, TextArea } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramAnswer } from '../../../lib/api/generated/types.gen';
import { ANSWER_TRACKS_MAX } from '../../../lib/domain/program/briefs';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { ANSWER_NOTE_MAX, draftOf, draftProblems, inputOf, serverProblems, type AnswerDraft, type AnswerField, type AnswerProblems } from './answerDraft';
import { TrackChooser } from './TrackChooser';
import { useAnswerWrites } from './useAnswerWrites';
import { useOwnTracks } from './useOwnTracks';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface AnswerFormProps {
  briefId: number;
  /** The answer being edited; none for a new answer (or one after a withdrawn answer). */
  answer?: ProgramAnswer | undefined;
  /** The answer went through (sent or saved). */
  onDone: (answer: ProgramAnswer) => void;
  /** Editing only: leave the form without saving. */
  onCancel?: () => void;
}

/**
 * The answer's form: 1 to 3 of the composer's own tracks in their order, and a note with a live count of its
 * characters. Its own rules are checked before sending; a refusal's fields are marked under them, any other refusal
 * is told above the buttons, and what was chosen and typed stays.
 */
export function AnswerForm({ briefId, answer, onDone, onCancel }: AnswerFormProps) {
  const { t } = useTranslation(['answering', 'errors']);
  const own = useOwnTracks();
  const writes = useAnswerWrites(briefId);
  const ids = { tracks: useId(), note: useId(), noteLine: useId() };
  const [draft, setDraft] = useState<AnswerDraft>(() => draftOf(answer));
  const [problems, setProblems] = useState<AnswerProblems>({});
  const [failure, setFailure] = useState<unknown>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = writes.create.isPending || writes.update.isPending;

  // Editing starts on the first track's checkbox (the Edit button that opened the form is gone).
  useEffect(() => {
    if (answer && own.state.status === 'ready') formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    // Only when the tracks first show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [own.state.status === 'ready']);

  const change = (field: AnswerField, next: Partial<AnswerDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstProblem = (found: AnswerProblems) => {
    const selector = found.trackIds ? 'fieldset input:not(:disabled), fieldset' : found.note ? 'textarea' : undefined;
    if (selector) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  };

  const send = async () => {
    setFailure(undefined);
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstProblem(found);
    try {
      const saved = answer
        ? await writes.update.mutateAsync({ path: { answerId: answer.answerId }, body: inputOf(draft) })
        : await writes.create.mutateAsync({ path: { briefId }, body: inputOf(draft) });
      onDone(saved.data);
    } catch (error) {
      const named = serverProblems(error);
      setProblems(named);
      if (Object.keys(named).length > 0) focusFirstProblem(named);
      else setFailure(error);
    }
  };

  if (own.state.status === 'loading' && !own.state.data) return <LoadingState text={t('form.loadingTracks')} />;
  const ownProfileMissing = own.state.status === 'failed' && (own.state.error as { status?: number } | undefined)?.status === 404;
  if (own.state.status === 'failed' && !ownProfileMissing) return <LoadFailure title={t('form.tracksFailed')} error={own.state.error} retry={own.retry} />;
  const tracks = own.state.data?.tracks ?? [];

  if (tracks.length === 0) {
    return (
      <Callout className="app-answering-no-tracks" compact>
        <p>{t('form.noTracks')}</p>
        <Link to="/music-upload">{t('form.upload')}</Link>
      </Callout>
    );
  }

  const trackLine = problems.trackIds ? t(`form.rule.${problems.trackIds}`, { max: ANSWER_TRACKS_MAX }) : t('form.tracksHelp', { max: ANSWER_TRACKS_MAX });
  const noteError = problems.note ? t(`form.rule.${problems.note}`, { max: ANSWER_NOTE_MAX }) : undefined;
  return (
    <form
      ref={formRef}
      className="app-answering-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send();
      }}
    >
      <div className="app-answering-field" data-field="trackIds">
        <TrackChooser
          tracks={tracks}
          value={draft.trackIds}
          onChange={(trackIds) => change('trackIds', { trackIds })}
          describedBy={ids.tracks}
          invalid={problems.trackIds !== undefined}
          disabled={busy}
        />
        <p id={ids.tracks} className={problems.trackIds ? 'app-answering-error' : 'app-answering-help'}>
          {trackLine}
        </p>
      </div>
      <div className="app-answering-field" data-field="note">
        <label className="app-answering-label" htmlFor={ids.note}>
          {t('form.note')}
        </label>
        <TextArea
          id={ids.note}
          value={draft.note}
          onChange={(event) => change('note', { note: event.currentTarget.value })}
          rows={5}
          fill
          maxLength={ANSWER_NOTE_MAX}
          disabled={busy}
          intent={noteError ? 'danger' : 'none'}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={ids.noteLine}
        />
        <div id={ids.noteLine} className="app-answering-note-line">
          <span className={noteError ? 'app-answering-error' : 'app-answering-help'}>{noteError ?? t('form.noteHelp')}</span>
          <span className="app-answering-counter">{t('form.counter', { length: draft.note.length, max: ANSWER_NOTE_MAX })}</span>
        </div>
      </div>
      <ApiErrorCallout error={failure} />
      <div className="app-answering-actions">
        <Button type="submit" intent="primary" text={t(answer ? 'action.save' : 'action.send')} loading={busy} />
        {onCancel && <Button text={t('action.cancel')} disabled={busy} onClick={onCancel} />}
      </div>
    </form>
  );
}
