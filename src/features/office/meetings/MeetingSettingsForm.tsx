import { Button, Callout, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { Cross, Plus } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errorMessages';
import type { MeetingSettings, MeetingSettingsInput } from '../../../lib/api/generated/types.gen';
import {
  draftOfSettings,
  inputOfSettingsDraft,
  placesOfDraft,
  settingsDraftErrors,
  settingsErrorsOfRefusal,
  type SettingsDraft,
  type SettingsErrorCode,
} from './settingsDraft';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface MeetingSettingsFormProps {
  settings: MeetingSettings;
  pending: boolean;
  /** The provider's refusal of the last save: its field errors under their fields, its message above the buttons. */
  error: unknown;
  /** The last save went through. */
  saved: boolean;
  onSave: (input: MeetingSettingsInput) => void;
}

/**
 * A round's meeting settings as the office writes them: the slot length, the day's hours and breaks in festival
 * time (Korea), the tables or rooms (Korean and English names) and the most meetings a person may have. Every
 * broken rule shows under its field when saving; a preview counts the places the settings make.
 */
export function MeetingSettingsForm({ settings, pending, error, saved, onSave }: MeetingSettingsFormProps) {
  const { t } = useTranslation(['office', 'errors']);
  const id = useId();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOfSettings(settings));
  const [checked, setChecked] = useState(false);
  const [nextKey, setNextKey] = useState(-1);
  const local = checked ? settingsDraftErrors(draft) : {};
  const refused = isApiError(error) ? settingsErrorsOfRefusal(error.fieldErrors) : {};
  const errorOf = (field: string): SettingsErrorCode | undefined => local[field] ?? refused[field];
  const message = (code: SettingsErrorCode | undefined, help?: string) => (code ? t(`meetings.settings.error.${code}`) : help);
  const intent = (code: SettingsErrorCode | undefined) => (code ? 'danger' : 'none');
  const change = (update: (before: SettingsDraft) => SettingsDraft) => setDraft(update);
  const preview = placesOfDraft(draft, settings.days.length);

  const field = (key: 'slotMinutes' | 'dayStart' | 'dayEnd' | 'maxMeetingsPerPerson', type: 'number' | 'time', help?: string) => {
    const broken = errorOf(key);
    return (
      <FormGroup label={t(`meetings.settings.field.${key}`)} labelFor={`${id}-${key}`} helperText={message(broken, help)} intent={intent(broken)}>
        <InputGroup
          id={`${id}-${key}`}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          intent={intent(broken)}
          value={draft[key]}
          onValueChange={(value) => change((before) => ({ ...before, [key]: value }))}
        />
      </FormGroup>
    );
  };

  return (
    <form
      className="app-office-meetings-settings"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (Object.keys(settingsDraftErrors(draft)).length === 0 && !pending) onSave(inputOfSettingsDraft(draft));
      }}
    >
      <H3 id={`${id}-title`}>{t('meetings.settings.title')}</H3>
      <p className="app-office-muted">{settings.days.length > 0 ? t('meetings.settings.days', { days: settings.days.join(', ') }) : t('meetings.settings.noDays')}</p>
      <div className="app-office-round-grid">
        {field('slotMinutes', 'number', t('meetings.settings.slotMinutesHelp'))}
        {field('maxMeetingsPerPerson', 'number')}
        {field('dayStart', 'time', t('meetings.settings.festivalTime'))}
        {field('dayEnd', 'time', t('meetings.settings.festivalTime'))}
      </div>

      <fieldset className="app-office-meetings-rows">
        <legend>{t('meetings.settings.breaks')}</legend>
        {draft.breaks.length === 0 && <p className="app-office-muted">{t('meetings.settings.noBreaks')}</p>}
        {draft.breaks.map((pause, index) => {
          const broken = errorOf(`breaks.${index}`);
          const number = index + 1;
          const setClock = (end: 'start' | 'end') => (value: string) =>
            change((before) => ({ ...before, breaks: before.breaks.map((one, at) => (at === index ? { ...one, [end]: value } : one)) }));
          return (
            <FormGroup key={index} helperText={message(broken, t('meetings.settings.festivalTime'))} intent={intent(broken)}>
              <div className="app-office-meetings-row">
                <InputGroup
                  type="time"
                  aria-label={t('meetings.settings.breakStart', { number })}
                  intent={intent(broken)}
                  value={pause.start}
                  onValueChange={setClock('start')}
                />
                <InputGroup
                  type="time"
                  aria-label={t('meetings.settings.breakEnd', { number })}
                  intent={intent(broken)}
                  value={pause.end}
                  onValueChange={setClock('end')}
                />
                <Button
                  variant="minimal"
                  icon={<Cross />}
                  aria-label={t('meetings.settings.removeBreak', { number })}
                  onClick={() => change((before) => ({ ...before, breaks: before.breaks.filter((_, at) => at !== index) }))}
                />
              </div>
            </FormGroup>
          );
        })}
        {draft.breaks.length < 4 && (
          <Button
            icon={<Plus />}
            text={t('meetings.settings.addBreak')}
            onClick={() => change((before) => ({ ...before, breaks: [...before.breaks, { start: '12:00', end: '13:00' }] }))}
          />
        )}
      </fieldset>

      <fieldset className="app-office-meetings-rows">
        <legend>{t('meetings.settings.tables')}</legend>
        {draft.tables.length === 0 && <p className="app-office-muted">{t('meetings.settings.noTables')}</p>}
        {draft.tables.map((table, index) => {
          const number = index + 1;
          const broken = errorOf(`tables.${index}.name.ko`) ?? errorOf(`tables.${index}.name.en`) ?? errorOf(`tables.${index}.tableId`);
          const setName = (language: 'ko' | 'en') => (value: string) =>
            change((before) => ({ ...before, tables: before.tables.map((one, at) => (at === index ? { ...one, [language]: value } : one)) }));
          return (
            <FormGroup key={table.key} helperText={message(broken)} intent={intent(broken)}>
              <div className="app-office-meetings-row">
                <InputGroup aria-label={t('meetings.settings.tableKo', { number })} intent={intent(broken)} value={table.ko} onValueChange={setName('ko')} />
                <InputGroup aria-label={t('meetings.settings.tableEn', { number })} value={table.en} onValueChange={setName('en')} />
                <Button
                  variant="minimal"
                  icon={<Cross />}
                  aria-label={t('meetings.settings.removeTable', { number })}
                  onClick={() => change((before) => ({ ...before, tables: before.tables.filter((_, at) => at !== index) }))}
                />
              </div>
            </FormGroup>
          );
        })}
        {draft.tables.length < 40 && (
          <Button
            icon={<Plus />}
            text={t('meetings.settings.addTable')}
            onClick={() => {
              setNextKey((key) => key - 1);
              change((before) => ({ ...before, tables: [...before.tables, { key: nextKey, ko: '', en: '' }] }));
            }}
          />
        )}
      </fieldset>

      <p className="app-office-meetings-preview" aria-live="polite">
        {preview
          ? t('meetings.settings.preview', {
              slots: t('meetings.settings.previewSlots', { count: preview.perDay }),
              days: t('meetings.settings.previewDays', { count: preview.days }),
              tables: t('meetings.settings.previewTables', { count: preview.tables }),
              places: t('meetings.settings.previewPlaces', { count: preview.places }),
            })
          : ''}
      </p>
      {isApiError(error) && <ApiErrorCallout error={error} />}
      {saved && !pending && !error && (
        <Callout intent="success" role="status" compact>
          {t('meetings.settings.saved')}
        </Callout>
      )}
      <div className="app-office-round-actions">
        <Button type="submit" intent="primary" text={t('meetings.settings.save')} loading={pending} />
      </div>
    </form>
  );
}
