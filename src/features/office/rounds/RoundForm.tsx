import { Button, Checkbox, FormGroup, H3, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errorMessages';
import type { ProgramRoundInput } from '../../../lib/api/generated/types.gen';
import { inputOfDraft, roundErrors, roundErrorsOfRefusal, type RoundDraft, type RoundError } from './roundDraft';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface RoundFormProps {
  title: string;
  initial: RoundDraft;
  /** The round is being saved: the buttons wait. */
  pending: boolean;
  /** The provider's refusal of the last save (its field errors show under their fields; what was typed stays). */
  error: unknown;
  onSave: (input: ProgramRoundInput) => void;
  onCancel: () => void;
}

/**
 * A round's settings, as the office writes them: names and descriptions in both languages, the two windows in
 * festival time (Korea), the places, the meeting days and who sees the briefs. Every broken rule shows under its field when saving.
 */
export function RoundForm({ title, initial, pending, error, onSave, onCancel }: RoundFormProps) {
  const { t } = useTranslation(['office', 'errors']);
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [day, setDay] = useState('');
  const [checked, setChecked] = useState(false);
  const local = checked ? roundErrors(inputOfDraft(draft)) : {};
  const refused = isApiError(error) ? roundErrorsOfRefusal(error) : {};
  const errorOf = (field: string): RoundError | undefined => local[field] ?? refused[field];
  type TextKey = Exclude<keyof RoundDraft, 'meetingDays' | 'briefsOpenToAllComposers'>;
  const set = (key: TextKey) => (value: string) => setDraft((before) => ({ ...before, [key]: value }));

  const field = (key: TextKey, path: string, label: string, control: (props: { id: string; intent: 'danger' | 'none' }) => ReactNode, helper?: string) => {
    const broken = errorOf(path);
    return (
      <FormGroup
        label={label}
        labelFor={`${id}-${key}`}
        helperText={broken ? t(`rounds.error.${broken.key}`, broken.values ?? {}) : helper}
        intent={broken ? 'danger' : 'none'}
      >
        {control({ id: `${id}-${key}`, intent: broken ? 'danger' : 'none' })}
      </FormGroup>
    );
  };
  const text = (key: TextKey, path: string, label: string) => field(key, path, label, (props) => <InputGroup {...props} value={draft[key]} onValueChange={set(key)} />);
  const longText = (key: TextKey, path: string, label: string) =>
    field(key, path, label, (props) => <TextArea {...props} value={draft[key]} rows={3} fill onChange={(event) => set(key)(event.currentTarget.value)} />);
  const time = (key: TextKey, path: string, label: string) =>
    field(key, path, label, (props) => <InputGroup {...props} type="datetime-local" value={draft[key]} onValueChange={set(key)} />, t('rounds.festivalTime'));
  const number = (key: 'projectPlaces' | 'composerPlaces', label: string) =>
    field(key, key, label, (props) => <InputGroup {...props} type="number" inputMode="numeric" min={1} value={draft[key]} onValueChange={set(key)} />);

  const daysError = errorOf('meetingDays');
  return (
    <form
      className="app-office-round-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const input = inputOfDraft(draft);
        if (Object.keys(roundErrors(input)).length === 0 && !pending) onSave(input);
      }}
    >
      <H3 id={`${id}-title`}>{title}</H3>
      <div className="app-office-round-grid">
        {text('nameKo', 'name.ko', t('rounds.field.nameKo'))}
        {text('nameEn', 'name.en', t('rounds.field.nameEn'))}
        {longText('descriptionKo', 'description.ko', t('rounds.field.descriptionKo'))}
        {longText('descriptionEn', 'description.en', t('rounds.field.descriptionEn'))}
        {time('projectOpens', 'projectWindow.opensAt', t('rounds.field.projectOpens'))}
        {time('projectCloses', 'projectWindow.closesAt', t('rounds.field.projectCloses'))}
        {time('composerOpens', 'composerWindow.opensAt', t('rounds.field.composerOpens'))}
        {time('composerCloses', 'composerWindow.closesAt', t('rounds.field.composerCloses'))}
        {number('projectPlaces', t('rounds.field.projectPlaces'))}
        {number('composerPlaces', t('rounds.field.composerPlaces'))}
      </div>
      <FormGroup
        label={t('rounds.field.meetingDays')}
        labelFor={`${id}-day`}
        helperText={daysError ? t(`rounds.error.${daysError.key}`, daysError.values ?? {}) : t('rounds.meetingDaysHelp')}
        intent={daysError ? 'danger' : 'none'}
      >
        <div className="app-office-round-days">
          <InputGroup id={`${id}-day`} type="date" value={day} onValueChange={setDay} intent={daysError ? 'danger' : 'none'} />
          <Button
            text={t('rounds.addDay')}
            disabled={day === ''}
            onClick={() => {
              setDraft((before) => ({ ...before, meetingDays: [...before.meetingDays, day] }));
              setDay('');
            }}
          />
        </div>
      </FormGroup>
      {draft.meetingDays.length > 0 && (
        <ul className="app-office-round-day-list" aria-label={t('rounds.field.meetingDays')}>
          {draft.meetingDays.map((value, index) => (
            <li key={`${value}-${index}`}>
              <Tag large>{value}</Tag>
              <Button
                variant="minimal"
                size="small"
                icon={<Cross />}
                aria-label={t('rounds.removeDay', { day: value })}
                onClick={() => setDraft((before) => ({ ...before, meetingDays: before.meetingDays.filter((_, at) => at !== index) }))}
              />
            </li>
          ))}
        </ul>
      )}
      <Checkbox
        className="app-office-round-briefs"
        checked={draft.briefsOpenToAllComposers}
        label={t('rounds.field.briefsOpenToAll')}
        onChange={(event) => {
          const open = event.currentTarget.checked;
          setDraft((before) => ({ ...before, briefsOpenToAllComposers: open }));
        }}
      />
      {isApiError(error) && <ApiErrorCallout error={error} />}
      <div className="app-office-round-actions">
        <Button text={t('decision.cancel')} variant="minimal" onClick={onCancel} disabled={pending} />
        <Button type="submit" intent="primary" text={t('rounds.save')} loading={pending} />
      </div>
    </form>
  );
}
