import { Button, Checkbox, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../../lib/api/errorMessages';
import { addShortlistTrackMutation, createShortlistMutation, removeShortlistTrackMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ShortlistSummary } from '../../../lib/api/generated/types.gen';
import { invalidateMyShortlists, storeShortlistAnswer, useMyShortlists } from './myShortlists';
import { sentShortlistName, shortlistNameProblem } from './shortlistRules';
import { AppQueryProvider } from '../../../lib/api/AppQueryProvider';

export interface ShortlistMenuProps {
  musicFileId: number;
  /** The track's title in the current language. */
  title: string;
  /** The popover has finished opening: the menu may take the focus once its lists are there. */
  opened: boolean;
  /** Closes the popover (after "See my shortlists"). */
  onClose: () => void;
}

/** The "Add to shortlist" menu of one track (lazy chunk): it brings its own QueryClient provider. */
export function ShortlistMenu(props: ShortlistMenuProps) {
  return (
    <AppQueryProvider>
      <ShortlistMenuBody {...props} />
    </AppQueryProvider>
  );
}

/** A message under the lists: a success (read out politely) or a failure (read out at once). */
type Message = { kind: 'success' | 'error'; text: string } | undefined;

const failureText = (error: unknown) => ({ key: errorMessageKey(error, error instanceof TypeError ? 'network' : 'unknown') });

/**
 * My shortlists, each a checkbox ticked when it holds the track (tick to add, untick to remove) with its track
 * count; a "New shortlist" field creating a list with the track; "See my shortlists". Arrow keys move between
 * the checkboxes. Failures are said inline in the interface language and nothing typed is lost.
 */
function ShortlistMenuBody({ musicFileId, title, opened, onClose }: ShortlistMenuProps) {
  const { t } = useTranslation('shortlistMenu');
  const headingId = useId();
  const nameId = useId();
  const nameHelpId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const lists = useMyShortlists();
  const [message, setMessage] = useState<Message>();
  /** The state asked for, per list, while its add or remove is on its way. */
  const [wanted, setWanted] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<'required' | 'tooLong'>();

  const settle = (shortlistId: number) =>
    setWanted((current) => {
      const next = new Map(current);
      next.delete(shortlistId);
      return next;
    });
  const fail = (error: unknown) => {
    setMessage({ kind: 'error', text: t(failureText(error).key, { ns: 'errors' }) });
    void invalidateMyShortlists();
  };

  const add = useMutation({ ...addShortlistTrackMutation() });
  const remove = useMutation({ ...removeShortlistTrackMutation() });
  const create = useMutation({ ...createShortlistMutation() });

  const toggle = (list: ShortlistSummary, holds: boolean) => {
    if (wanted.has(list.shortlistId)) return;
    const shortlistId = list.shortlistId;
    setWanted((current) => new Map(current).set(shortlistId, !holds));
    setMessage(undefined);
    const done = {
      onSuccess: (answer: { data: Parameters<typeof storeShortlistAnswer>[0] }) => {
        storeShortlistAnswer(answer.data);
        setMessage({ kind: 'success', text: t(holds ? 'removed' : 'added', { name: answer.data.name }) });
      },
      onError: fail,
      onSettled: () => settle(shortlistId),
    };
    if (holds) remove.mutate({ path: { shortlistId, musicFileId } }, done);
    else add.mutate({ path: { shortlistId }, body: { musicFileId } }, done);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const problem = shortlistNameProblem(name);
    setNameProblem(problem);
    if (problem) return;
    setMessage(undefined);
    create.mutate(
      { body: { name: sentShortlistName(name), musicFileId } },
      {
        onSuccess: (answer) => {
          storeShortlistAnswer(answer.data);
          void invalidateMyShortlists();
          setName('');
          setMessage({ kind: 'success', text: t('created', { name: answer.data.name }) });
        },
        onError: fail,
        // The busy Create button let the focus fall out of the menu: it goes back to the name field.
        onSettled: () => document.getElementById(nameId)?.focus(),
      },
    );
  };

  // Once the popover has opened and the lists are there, the keyboard lands on the first control (unless it
  // is on one already): the popover itself focused its empty frame while the menu was loading.
  const ready = lists.isSuccess || lists.isError;
  useEffect(() => {
    const root = rootRef.current;
    if (!opened || !ready || !root) return;
    const active = root.ownerDocument.activeElement;
    if (active instanceof HTMLElement && root.contains(active) && active.matches('input, button, a[href]')) return;
    root.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  }, [opened, ready]);

  const moveWithArrows = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const at = boxes.indexOf(event.target as HTMLInputElement);
    if (at < 0) return;
    event.preventDefault();
    const next = boxes[(at + (event.key === 'ArrowDown' ? 1 : boxes.length - 1)) % boxes.length];
    next?.focus();
  };

  const summaries = lists.data ?? [];
  return (
    <div className="app-shortlist-menu" ref={rootRef} role="dialog" aria-labelledby={headingId}>
      <h2 className="app-shortlist-menu__heading" id={headingId}>
        {t('heading', { title })}
      </h2>
      {lists.isPending && (
        <div className="app-shortlist-menu__loading" role="status">
          <Spinner size={16} aria-hidden="true" /> {t('loading')}
        </div>
      )}
      {lists.isError && (
        <div className="app-shortlist-menu__load-failed">
          <p role="alert">{t('loadFailed')}</p>
          <Button text={t('retry')} onClick={() => void lists.refetch()} />
        </div>
      )}
      {lists.isSuccess && summaries.length === 0 && <p className="app-shortlist-menu__none">{t('none')}</p>}
      {summaries.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys of the checkboxes inside bubble here, one handler moving the focus between them; the list itself is never focused
        <ul className="app-shortlist-menu__lists" aria-label={t('listsLabel')} onKeyDown={moveWithArrows}>
          {summaries.map((list) => {
            const holds = list.musicFileIds.includes(musicFileId);
            const asked = wanted.get(list.shortlistId);
            return (
              <li key={list.shortlistId}>
                <Checkbox
                  className="app-shortlist-menu__list"
                  checked={asked ?? holds}
                  aria-busy={asked !== undefined}
                  onChange={() => toggle(list, holds)}
                  labelElement={
                    <>
                      <span className="app-shortlist-menu__name">{list.name}</span>{' '}
                      <span className="app-shortlist-menu__count">{t('trackCount', { count: list.trackCount })}</span>
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <form className="app-shortlist-menu__new" onSubmit={submit} noValidate>
        <FormGroup
          label={t('newName')}
          labelFor={nameId}
          intent={nameProblem ? 'danger' : 'none'}
          helperText={nameProblem && <span id={nameHelpId}>{t(nameProblem === 'required' ? 'nameRequired' : 'nameTooLong')}</span>}
        >
          <div className="app-shortlist-menu__new-row">
            <InputGroup
              id={nameId}
              value={name}
              intent={nameProblem ? 'danger' : 'none'}
              aria-invalid={nameProblem !== undefined}
              aria-describedby={nameProblem ? nameHelpId : undefined}
              autoComplete="off"
              onValueChange={(value) => {
                setName(value);
                setNameProblem(undefined);
              }}
            />
            <Button type="submit" text={t('create')} loading={create.isPending} />
          </div>
        </FormGroup>
      </form>
      <p className="app-shortlist-menu__status" role="status">
        {message?.kind === 'success' ? message.text : ''}
      </p>
      {message?.kind === 'error' && (
        <p className="app-shortlist-menu__error" role="alert">
          {message.text}
        </p>
      )}
      <Link className="app-shortlist-menu__all" to="/shortlists" onClick={onClose}>
        {t('seeAll')}
      </Link>
    </div>
  );
}
