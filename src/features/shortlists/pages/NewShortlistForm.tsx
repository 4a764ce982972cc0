import { Button, Callout, H2 } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createShortlistMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import { errorMessageKey } from '../../../lib/api/errorMessages';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { TextField } from './TextField';
import { useShortlistChanged } from './useInvalidateShortlists';
import { SHORTLIST_TEXT_MAX, sentShortlistName, sentShortlistText } from '../menu/shortlistRules';
import { descriptionError, nameError } from './validation';

/** "New shortlist": a name (1-60) and an optional description (up to 500); the server's limit of 50 is told here. */
export function NewShortlistForm() {
  const { t } = useTranslation(['shortlists', 'errors']);
  const headingId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const changed = useShortlistChanged();
  const create = useMutation({
    ...createShortlistMutation(),
    onSuccess: (response) => {
      changed(response.data.shortlistId, response.data);
      void showAppToast({ message: t('create.created', { name: response.data.name }), intent: 'success' }, 'shortlist-created');
      setName('');
      setDescription('');
      setSubmitted(false);
    },
  });
  const errors = { name: nameError(name), description: descriptionError(description) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name || errors.description) return;
    create.reset();
    create.mutate({ body: { name: sentShortlistName(name), description: sentShortlistText(description) } });
  };

  return (
    <form className="app-shortlist-new" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <H2 id={headingId}>{t('create.heading')}</H2>
      <TextField label={t('create.name')} name="name" value={name} onChange={setName} error={submitted ? errors.name : undefined} max={SHORTLIST_TEXT_MAX.name} />
      <TextField
        label={t('create.description')}
        name="description"
        value={description}
        onChange={setDescription}
        error={submitted ? errors.description : undefined}
        max={SHORTLIST_TEXT_MAX.description}
        multiline
      />
      {create.isError && (
        <Callout intent="danger" role="alert" className="app-shortlist-callout">
          {t(errorMessageKey(create.error), { ns: 'errors' })}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon={<Plus />} text={t('create.submit')} loading={create.isPending} />
    </form>
  );
}
