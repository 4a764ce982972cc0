import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { Cross, Search } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILTER_LENGTH, normalizeFilter } from './listQuery';

export interface NameFilterProps {
  /** The filter in effect (from the address); the box follows it when it changes elsewhere (Back, Forward). */
  value: string;
  /** Called with the normalized filter after typing pauses, on Enter, or when cleared. */
  onCommit: (filter: string) => void;
  /** Pause after the last keystroke before the filter applies. */
  delayMs?: number;
  className?: string;
}

/**
 * The musician list's filter box. Debounced, and safe with Korean input: while an IME composes a syllable
 * nothing is applied, and an Enter that confirms a composition does not apply the filter either.
 */
export function NameFilter({ value, onCommit, delayMs = 300, className }: NameFilterProps) {
  const { t } = useTranslation('musicians');
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const filter = normalizeFilter(text);
    if (filter === committed.current) return;
    committed.current = filter;
    onCommit(filter);
  };
  const schedule = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text), delayMs);
  };

  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    if (composing.current || (event.nativeEvent as InputEvent).isComposing) return;
    schedule(event.target.value);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // keyCode 229: the key went to the IME (Safari sends Enter's keydown after compositionend).
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    commit(event.currentTarget.value);
  };
  const clear = () => {
    setDraft('');
    commit('');
  };

  return (
    <FormGroup className={className} label={t('filter.label')} labelFor={inputId}>
      <InputGroup
        id={inputId}
        type="search"
        leftIcon={<Search />}
        placeholder={t('filter.placeholder')}
        value={draft}
        maxLength={MAX_FILTER_LENGTH}
        autoComplete="off"
        onChange={changed}
        onKeyDown={keyDown}
        onCompositionStart={() => {
          composing.current = true;
          clearTimeout(timer.current);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          schedule(event.currentTarget.value);
        }}
        rightElement={draft !== '' ? <Button variant="minimal" icon={<Cross />} aria-label={t('filter.clear')} onClick={clear} /> : undefined}
      />
    </FormGroup>
  );
}
