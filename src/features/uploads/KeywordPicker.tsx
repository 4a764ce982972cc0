import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { Search, Tick } from '@blueprintjs/icons';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Keyword } from '../../lib/api/generated/types.gen';
import { MAX_KEYWORDS_PER_TRACK } from '../../lib/domain/limits';
import { localizedText, useDataLanguage } from '../../lib/i18n/localized';
import { FieldMessage } from './FieldMessage';
import { KeywordTags } from './KeywordTags';
import { keywordOptions } from './keywordOptions';
import type { UploadMessage } from './types';

export interface KeywordPickerProps {
  keywords: Keyword[];
  chosen: number[];
  /** The rule the selection breaks (at least one keyword), shown while it is broken. */
  error: UploadMessage | undefined;
  disabled?: boolean;
  onChange: (chosen: number[]) => void;
}

/**
 * The keywords of a track as a searchable multi-select: the chosen ones as removable tags, then a combobox
 * whose list keeps the keywords whose Korean or English label contains what is typed. Arrow keys move in the
 * list, Enter ticks or unticks, Escape closes it, Backspace in the empty field removes the last tag. Once 5 are
 * chosen the others cannot be ticked, and a polite status says why.
 */
export function KeywordPicker({ keywords, chosen, error, disabled, onChange }: KeywordPickerProps) {
  const { t } = useTranslation('uploads');
  const language = useDataLanguage();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => keywordOptions(keywords, query, language), [keywords, query, language]);
  const full = chosen.length >= MAX_KEYWORDS_PER_TRACK;
  const current = options[Math.min(active, options.length - 1)];
  const optionId = (keyword: Keyword) => `${id}-option-${keyword.keywordId}`;

  const toggle = (keyword: Keyword) => {
    if (chosen.includes(keyword.keywordId)) onChange(chosen.filter((candidate) => candidate !== keyword.keywordId));
    else if (!full) onChange([...chosen, keyword.keywordId]);
  };
  const move = (step: number) => {
    setOpen(true);
    if (options.length > 0) setActive((Math.min(active, options.length - 1) + step + options.length) % options.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && current) toggle(current);
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      onChange(chosen.slice(0, -1));
    }
  };

  return (
    <FormGroup
      className="app-keyword-picker"
      label={t('field.keywords')}
      labelFor={`${id}-input`}
      labelInfo={t('field.required')}
      helperText={<span id={`${id}-help`}>{t('field.keywordsHelp', { count: chosen.length })}</span>}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      <div className="app-keyword-picker-box" role="group" aria-label={t('field.keywords')}>
        <KeywordTags keywords={keywords} chosen={chosen} disabled={disabled} onRemove={(keywordId) => onChange(chosen.filter((candidate) => candidate !== keywordId))} />
        <InputGroup
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          leftIcon={<Search />}
          placeholder={t('keywordPicker.search')}
          value={query}
          disabled={disabled}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && current ? optionId(current) : undefined}
          aria-describedby={[`${id}-help`, full ? `${id}-full` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error !== undefined}
          onValueChange={(value) => {
            setQuery(value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {/* Not a Tab stop: Chromium makes a scrolling box focusable, and Tab would land on a list that closes. */}
        <ul
          id={`${id}-list`}
          tabIndex={-1}
          className="app-keyword-picker-list"
          role="listbox"
          aria-multiselectable="true"
          aria-label={t('field.keywords')}
          hidden={!open || options.length === 0}
        >
          {options.map((keyword) => {
            const selected = chosen.includes(keyword.keywordId);
            const refused = !selected && full;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox field above keeps the focus and takes the keys (arrows, Enter, aria-activedescendant); the options never have the focus
              <li
                key={keyword.keywordId}
                id={optionId(keyword)}
                role="option"
                aria-selected={selected}
                aria-disabled={refused || undefined}
                className={keyword === current ? 'app-keyword-option app-keyword-option-active' : 'app-keyword-option'}
                // Keeps the focus in the field, so the list stays open while the mouse ticks several keywords.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(options.indexOf(keyword));
                  toggle(keyword);
                }}
              >
                <span className="app-keyword-option-mark">{selected && <Tick />}</span>
                {localizedText(keyword.label, language)}
              </li>
            );
          })}
        </ul>
        {open && options.length === 0 && <p className="app-keyword-picker-empty">{t('keywordPicker.noMatch', { query: query.trim() })}</p>}
      </div>
      <div id={`${id}-full`} className="app-keyword-picker-full" role="status">
        {full ? t('rule.keywordMax') : ''}
      </div>
      <FieldMessage message={error} id={`${id}-error`} />
    </FormGroup>
  );
}
