import { Button, ButtonGroup, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingRequest, MeetingSide } from '../../../lib/api/generated/types.gen';
import type { MeetingRequestAction } from '../../../lib/domain/program/lifecycles/meetingRequest';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';
import { otherSideName, projectTitle, requestActions } from '../meetingSides';
import { NoteDialog } from './NoteDialog';

const STATUS_INTENT = { pending: 'warning', accepted: 'success', declined: 'danger', withdrawn: 'none', cancelled: 'none' } as const;

export interface RequestItemProps {
  request: MeetingRequest;
  /** The user's side of the meetings. */
  side: MeetingSide;
  meetingsOpen: boolean;
  /** The request's meeting took place (held or missed): it is no longer cancelled. */
  meetingTookPlace: boolean;
  /** An action of this request is being sent. */
  pending: boolean;
  /** The provider's refusal of this request's last action. */
  error: unknown;
  /** Sends an action; resolves true once it is done. */
  onAct: (action: MeetingRequestAction, note?: string) => Promise<boolean>;
}

/**
 * One request, made or received: the other side, the note, where it stands and the other side's note with a decline
 * or cancel, and only the actions the request's lifecycle gives the user (declining and cancelling ask for an optional
 * note, withdrawing asks to confirm).
 */
export function RequestItem({ request, side, meetingsOpen, meetingTookPlace, pending, error, onAct }: RequestItemProps) {
  const { t } = useTranslation('meetings');
  const language = useDataLanguage();
  const [asking, setAsking] = useState<MeetingRequestAction>();
  const name = otherSideName(request, side, language);
  const made = request.requestedBy === side;
  const actions = requestActions(request, side, meetingsOpen, meetingTookPlace);
  const act = (action: MeetingRequestAction, note?: string) =>
    void onAct(action, note).then((done) => {
      if (done) setAsking(undefined);
    });
  return (
    <li>
      <Card className="app-meetings-request" elevation={0}>
        <div className="app-meetings-request-main">
          <p className="app-meetings-request-name">{name}</p>
          {side === 'production' && <p className="app-meetings-muted">{t('requests.aboutProject', { title: projectTitle(request.project, language) })}</p>}
          {request.note !== '' && <p className="app-meetings-text">{request.note}</p>}
          {request.responseNote !== '' && (
            <p className="app-meetings-text">
              <span className="app-meetings-muted">{t('requests.responseNoteShown')}</span> {request.responseNote}
            </p>
          )}
        </div>
        <div className="app-meetings-request-side">
          <Tag round minimal intent={STATUS_INTENT[request.status]}>
            {t(`requests.status.${request.status}`)}
          </Tag>
          <span className="app-meetings-muted">{t(made ? 'requests.made' : 'requests.received')}</span>
        </div>
        {actions.length > 0 && (
          <ButtonGroup className="app-meetings-request-actions">
            {actions.map((action) => (
              <Button
                key={action}
                variant="outlined"
                intent={action === 'accept' ? 'success' : 'none'}
                text={t(`requests.action.${action}`, { name })}
                disabled={pending}
                loading={pending && action === 'accept' && asking === undefined}
                onClick={() => (action === 'accept' ? act('accept') : setAsking(action))}
              />
            ))}
          </ButtonGroup>
        )}
        {(asking === 'decline' || asking === 'cancel') && (
          <NoteDialog
            title={t(`requests.confirm.${asking}.title`, { name })}
            intro={t(`requests.confirm.${asking}.intro`, { name })}
            confirm={t(`requests.confirm.${asking}.button`)}
            pending={pending}
            error={error}
            onSend={(note) => act(asking, note)}
            onClose={() => setAsking(undefined)}
          />
        )}
        <ConfirmAlert
          label={t('requests.confirm.withdraw.title', { name })}
          isOpen={asking === 'withdraw'}
          intent="danger"
          confirmButtonText={t('requests.confirm.withdraw.button')}
          cancelButtonText={t('requests.keep')}
          loading={pending}
          onConfirm={() => act('withdraw')}
          onCancel={() => setAsking(undefined)}
        >
          {t('requests.confirm.withdraw.intro', { name })}
        </ConfirmAlert>
      </Card>
    </li>
  );
}
