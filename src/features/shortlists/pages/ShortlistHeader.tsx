import { Button, H1 } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { updateShortlistMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Shortlist } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { TextField } from './TextField';
import { useShortlistChanged } from './useInvalidateShortlists';
import { SHORTLIST_TEXT_MAX, sentShortlistName, sentShortlistText } from '../menu/shortlistRules';
import { descriptionError, nameError } from './validation';
import { useFailureText } from '../../../lib/ui/useFailureText';

export interface ShortlistHeaderProps {
  shortlist: Shortlist;
  headingId: string;
  /** Tells the page's unsaved-changes guard whether the form holds changes. */
  onDirty: (key: string, dirty: boolean) => void;
  /** Runs a Cancel after the guard's question when something is unsaved. */
  confirm: (action: () => void) => void;
  /** Buttons beside the heading (Play all, Share). */
  actions: ReactNode;
}

/** The list's name (h1) and description, edited in place: Save or Cancel, with the rules' messages. */
export function ShortlistHeader({ shortlist, headingId, onDirty, confirm, actions }: ShortlistHeaderProps) {
  const { t } = useTranslation(['shortlists', 'errors']);
  const failureText = useFailureText();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(shortlist.name);
  const [description, setDescription] = useState(shortlist.description);
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const changed = useShortlistChanged();
  const update = useMutation({
    ...updateShortlistMutation(),
    onSuccess: (response) => {
      changed(response.data.shortlistId, response.data);
      void showAppToast({ message: t('detail.saved'), intent: 'success' }, 'shortlist-saved');
      close();
    },
    onError: (error) => {
      void showAppToast({ message: failureText(error, t('detail.saveFailed')), intent: 'danger' }, 'shortlist-saved');
    },
  });
  const dirty = editing && (name !== shortlist.name || description !== shortlist.description);
  useEffect(() => onDirty('header', dirty), [dirty, onDirty]);
  useEffect(() => {
    if (editing) nameRef.current?.focus();
  }, [editing]);

  function open() {
    setName(shortlist.name);
    setDescription(shortlist.description);
    setSubmitted(false);
    update.reset();
    setEditing(true);
  }
  function close() {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  }

  const errors = { name: nameError(name), description: descriptionError(description) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name || errors.description) return;
    update.mutate({ path: { shortlistId: shortlist.shortlistId }, body: { name: sentShortlistName(name), description: sentShortlistText(description) } });
  };

  return (
    <header className="app-shortlist-header">
      <H1 id={headingId}>{shortlist.name}</H1>
      {editing ? (
        <form className="app-shortlist-header-form" onSubmit={submit} noValidate>
          <TextField
            label={t('create.name')}
            name="name"
            value={name}
            onChange={setName}
            error={submitted ? errors.name : undefined}
            max={SHORTLIST_TEXT_MAX.name}
            inputRef={nameRef}
          />
          <TextField
            label={t('create.description')}
            name="description"
            value={description}
            onChange={setDescription}
            error={submitted ? errors.description : undefined}
            max={SHORTLIST_TEXT_MAX.description}
            multiline
          />
          <div className="app-shortlist-form-actions">
            <Button type="submit" intent="primary" text={t('detail.save')} loading={update.isPending} />
            <Button text={t('detail.cancel')} onClick={() => confirm(close)} />
          </div>
        </form>
      ) : (
        <>
          <p className="app-shortlist-description">{shortlist.description === '' ? t('detail.noDescription') : shortlist.description}</p>
          <div className="app-shortlist-actions">
            {actions}
            <Button ref={editRef} icon={<Edit />} text={t('detail.edit')} onClick={open} />
          </div>
        </>
      )}
    </header>
  );
}
