import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { Plus, Trash } from '@blueprintjs/icons';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CUE_LABEL_MAX, MAX_CUE_MARKERS } from '../playback';
import { cueRow, type CueMarkerErrors, type CueRowErrors } from './cueMarkerRules';
import { FieldMessage } from './FieldMessage';
import type { CueMarkerDraft, UploadMessage } from './types';

export interface CueMarkerFieldsProps {
  rows: CueMarkerDraft[];
  errors: CueMarkerErrors | undefined;
  disabled?: boolean;
  onChange: (rows: CueMarkerDraft[]) => void;
}

/** Where focus goes after the rows change: a row's time field, or the "Add marker" button. */
type FocusTarget = { rowId: string } | 'add' | undefined;

/**
 * "Cue markers (optional)": up to 8 rows, each a time typed as `m:ss`, a label in Korean and in English (with
 * their lengths) and a remove button. "Add marker" adds a row and moves focus to its time; at 8 it is
 * disabled and says why. Removing a row moves focus to the next row's time (or the previous one's, or to
 * "Add marker" when none is left).
 */
export function CueMarkerFields({ rows, errors, disabled, onChange }: CueMarkerFieldsProps) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const focusNext = useRef<FocusTarget>(undefined);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = rows.length >= MAX_CUE_MARKERS;
  const fieldId = (rowId: string, field: string) => `${id}-${rowId}-${field}`;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'add') addRef.current?.focus();
    else if (target) document.getElementById(fieldId(target.rowId, 'time'))?.focus();
  });

  const update = (rowId: string, changes: Partial<Omit<CueMarkerDraft, 'id'>>) =>
    onChange(rows.map((row) => (row.id === rowId ? { ...row, ...changes, label: { ...row.label, ...changes.label } } : row)));
  const add = () => {
    const row = cueRow();
    focusNext.current = { rowId: row.id };
    onChange([...rows, row]);
  };
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    focusNext.current = next ? { rowId: next.id } : 'add';
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="app-cue-fields" aria-describedby={`${id}-help`}>
      <legend className="app-cue-fields-legend">
        {t('cue.section')} <span className="app-cue-fields-optional">{t('field.optional')}</span>
      </legend>
      <p id={`${id}-help`} className="app-cue-fields-help">
        {t('cue.help')}
      </p>
      {rows.length > 0 && (
        <ol className="app-cue-rows">
          {rows.map((row, index) => (
            <CueMarkerRow
              key={row.id}
              row={row}
              number={index + 1}
              errors={errors?.rows[row.id]}
              disabled={disabled}
              fieldId={(field) => fieldId(row.id, field)}
              onChange={(changes) => update(row.id, changes)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <FieldMessage message={errors?.list} id={`${id}-list-error`} />
      <div className="app-cue-add">
        <Button ref={addRef} icon={<Plus />} text={t('cue.add')} disabled={disabled || full} aria-describedby={full ? `${id}-full` : undefined} onClick={add} />
        {full && (
          <span id={`${id}-full`} className="app-cue-full">
            {t('cue.full', { max: MAX_CUE_MARKERS })}
          </span>
        )}
      </div>
    </fieldset>
  );
}

interface CueMarkerRowProps {
  row: CueMarkerDraft;
  number: number;
  errors: CueRowErrors | undefined;
  disabled: boolean | undefined;
  fieldId: (field: 'time' | 'ko' | 'en') => string;
  onChange: (changes: Partial<Omit<CueMarkerDraft, 'id'>>) => void;
  onRemove: () => void;
}

/** One marker: time, Korean label, English label (each with its rule message under it), remove. */
function CueMarkerRow({ row, number, errors, disabled, fieldId, onChange, onRemove }: CueMarkerRowProps) {
  const { t } = useTranslation('uploads');
  const described = (field: 'time' | 'ko' | 'en', message: UploadMessage | undefined, extra?: string) =>
    [extra, message ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const label = (lang: 'ko' | 'en', message: UploadMessage | undefined) => {
    const counterId = `${fieldId(lang)}-count`;
    return (
      <FormGroup
        className="app-cue-label"
        label={t(lang === 'ko' ? 'cue.labelKo' : 'cue.labelEn')}
        labelFor={fieldId(lang)}
        intent={message ? Intent.DANGER : Intent.NONE}
        helperText={
          <span id={counterId} className="app-cue-counter">
            {t('cue.counter', { used: row.label[lang].length, max: CUE_LABEL_MAX })}
          </span>
        }
      >
        <InputGroup
          id={fieldId(lang)}
          lang={lang}
          value={row.label[lang]}
          disabled={disabled}
          aria-invalid={message !== undefined}
          aria-describedby={described(lang, message, counterId)}
          onValueChange={(value) => onChange({ label: { ...row.label, [lang]: value } })}
        />
        <FieldMessage message={message} id={`${fieldId(lang)}-error`} />
      </FormGroup>
    );
  };
  return (
    <li className="app-cue-row">
      <fieldset className="app-cue-row-fields">
        <legend className="app-cue-row-legend">{t('cue.marker', { number })}</legend>
        <FormGroup className="app-cue-time" label={t('cue.time')} labelFor={fieldId('time')} intent={errors?.time ? Intent.DANGER : Intent.NONE}>
          <InputGroup
            id={fieldId('time')}
            value={row.time}
            placeholder={t('cue.timeExample')}
            inputMode="numeric"
            disabled={disabled}
            aria-invalid={errors?.time !== undefined}
            aria-describedby={described('time', errors?.time)}
            onValueChange={(value) => onChange({ time: value })}
          />
        </FormGroup>
        {label('ko', errors?.labelKo)}
        {label('en', errors?.labelEn)}
        <Button
          className="app-cue-remove"
          variant="minimal"
          icon={<Trash />}
          aria-label={t('cue.remove', { number })}
          title={t('cue.remove', { number })}
          disabled={disabled}
          onClick={onRemove}
        />
        {errors?.time && (
          <div className="app-cue-time-error">
            <FieldMessage message={errors.time} id={`${fieldId('time')}-error`} />
          </div>
        )}
      </fieldset>
    </li>
  );
}
