import { Button, Callout, H2 } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/errorMessages';
import type { ProgramBrief } from '../../../lib/api/generated/types.gen';
import { answerLifecycle } from '../../../lib/domain/program/lifecycles/answer';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { festivalDateTime } from '../../program';
import { AnswerForm } from './AnswerForm';
import { AnswerOutcome } from './AnswerOutcome';
import { AnswerStatusTag } from './AnswerStatusTag';
import { SentTracks } from './SentTracks';
import { useAnswerWrites } from './useAnswerWrites';
import { WithdrawAnswerAlert } from './WithdrawAnswerAlert';

/** What the panel says after a step went through. */
type Notice = 'sent' | 'saved' | 'withdrawn';

/**
 * The composer's side of a brief: their answer, or the form to answer (also after a withdrawn answer). An answer
 * shows what was sent, its status in words and the production's outcome; Edit and Withdraw (asked first) show only
 * when the answer lifecycle allows them now. After the deadline it says when answers closed (festival time); before
 * it, the page above says until when they are taken.
 * Nothing for the production or the office (who have the brief's answer count, not an answer of their own).
 */
export function AnswerPanel({ brief }: { brief: ProgramBrief }) {
  const { t } = useTranslation(['answering', 'errors']);
  const language = useDataLanguage();
  const headingId = useId();
  const writes = useAnswerWrites(brief.briefId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [failure, setFailure] = useState<unknown>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const returnToEdit = useRef(false);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  /** Cancel in the form brings the focus back to the Edit button that opened it. */
  const focusEditOnReturn = (node: HTMLButtonElement | null) => {
    if (!node || !returnToEdit.current) return;
    returnToEdit.current = false;
    node.focus();
  };

  if (brief.answerCount !== null) return null;

  const answer = brief.myAnswer;
  const active = answer !== null && answer.status !== 'withdrawn' ? answer : undefined;
  const actions = active ? answerLifecycle.allowedActions(active.status, 'owner', { beforeDeadline: brief.open }) : [];
  const filmTitle = localizedText(brief.project.title, language);

  const done = (next: Notice) => () => {
    setEditing(false);
    setFailure(undefined);
    setNotice(next);
  };
  const withdraw = async () => {
    if (!active) return;
    setFailure(undefined);
    setNotice(undefined);
    try {
      await writes.withdraw.mutateAsync({ path: { answerId: active.answerId } });
      setNotice('withdrawn');
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirming(false);
    }
  };

  let body;
  if (active && editing && actions.includes('edit')) {
    body = (
      <AnswerForm
        key={active.answerId}
        briefId={brief.briefId}
        answer={active}
        onDone={done('saved')}
        onCancel={() => {
          setEditing(false);
          returnToEdit.current = true;
        }}
      />
    );
  } else if (active) {
    body = (
      <>
        <p className="app-answering-status-line">
          <span>{t('summary.status')}</span> <AnswerStatusTag status={active.status} />{' '}
          {active.status === 'submitted' && <span className="app-answering-muted">{t('summary.waiting')}</span>}
        </p>
        <AnswerOutcome answer={active} />
        <h3 className="app-answering-subtitle">{t('summary.tracks')}</h3>
        <SentTracks tracks={active.tracks} label={t('summary.tracks')} />
        <h3 className="app-answering-subtitle">{t('summary.note')}</h3>
        {active.note === '' ? <p className="app-answering-muted">{t('summary.noNote')}</p> : <p className="app-answering-pre">{active.note}</p>}
        {actions.length > 0 && (
          <div className="app-answering-actions">
            {actions.includes('edit') && (
              <Button
                ref={focusEditOnReturn}
                data-action="edit"
                text={t('action.edit')}
                onClick={() => {
                  setNotice(undefined);
                  setFailure(undefined);
                  setEditing(true);
                }}
              />
            )}
            {actions.includes('withdraw') && (
              <Button data-action="withdraw" intent="danger" variant="outlined" text={t('action.withdraw')} onClick={() => setConfirming(true)} />
            )}
          </div>
        )}
      </>
    );
  } else if (brief.open) {
    body = (
      <>
        {answer?.status === 'withdrawn' && <p className="app-answering-muted">{t('panel.withdrawnAgain')}</p>}
        <p className="app-answering-muted">{t('panel.intro')}</p>
        <AnswerForm key={answer?.answerId ?? 'new'} briefId={brief.briefId} onDone={done('sent')} />
      </>
    );
  } else {
    body = <p className="app-answering-muted">{t(answer?.status === 'withdrawn' ? 'panel.withdrawnClosed' : 'panel.notAnswered')}</p>;
  }

  return (
    <section className="app-answering" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('panel.heading')}</H2>
      {!brief.open && (
        <Callout className="app-answering-closed" compact>
          {t('panel.closed', { at: festivalDateTime(brief.deadline, language) })}
        </Callout>
      )}
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="app-answering-notice">
          <Callout intent="success" role="status" compact>
            {t(`notice.${notice}`)}
          </Callout>
        </div>
      )}
      {failure !== undefined && (
        <Callout intent="danger" role="alert" compact className="app-answering-notice">
          {t(errorMessageKey(failure), { ns: 'errors' })}
        </Callout>
      )}
      {body}
      <WithdrawAnswerAlert
        isOpen={confirming}
        title={filmTitle}
        withdrawing={writes.withdraw.isPending}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
