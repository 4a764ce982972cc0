import { FormGroup, InputGroup } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUERY_LENGTH } from './searchQuery';
import { HydratedFieldset } from '../../../lib/ui/forms/HydratedFieldset';

/** How long typing rests before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in the address (changes on back/forward or a shared link). */
  value: string;
  /** Runs the search: `replace` after typing settles, push on Enter. */
  onCommit: (text: string, options: { replace: boolean }) => void;
  delayMs?: number;
  /** Changes when the box should take the focus (the header's search button on a phone asks for it). */
  focusRequest?: string;
}

/** Whether a key event belongs to an IME composition (Korean input): its Enter only finishes the syllable. */
export function isComposingKey(event: Pick<KeyboardEvent, 'keyCode'> & { nativeEvent: { isComposing?: boolean } }): boolean {
  return event.nativeEvent.isComposing === true || event.keyCode === 229;
}

/**
 * The one search box: what is typed stays in the box and runs the search after a short rest; Enter runs it at
 * once, except while an IME composes (so the last Hangul syllable is never doubled or lost).
 */
export function SearchBox({ value, onCommit, delayMs = SEARCH_DEBOUNCE_MS, focusRequest }: SearchBoxProps) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  /** Searches this box ran that the address has not shown yet (it catches up later on a busy page). */
  const echoes = useRef<string[]>([]);
  const composing = useRef(false);
  /** An address change that came during a composition, shown when the syllable is finished. */
  const deferred = useRef<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest !== undefined) input.current?.focus();
  }, [focusRequest]);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  const commit = (next: string, replace: boolean) => {
    committed.current = next;
    echoes.current.push(next.trim());
    commitRef.current(next, { replace });
  };

  // The address changed. Its own searches coming back (even late, after more typing) change nothing; a
  // search from elsewhere (back/forward, a shared link) is shown, but never in the middle of a syllable. An
  // address without a search (the navigation's Search link, which lands after the click) never empties what is
  // typed and not yet searched: that text is searched when typing rests.
  const showAddress = useEffectEvent((address: string) => {
    const echo = echoes.current.indexOf(address.trim());
    if (echo !== -1) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    if (address.trim() === committed.current.trim()) {
      echoes.current = []; // the address shows the latest search: older ones will not come back
      return;
    }
    const typedNotSearched = text !== committed.current;
    committed.current = address;
    echoes.current = [];
    if (address.trim() === '' && typedNotSearched) return;
    if (composing.current) deferred.current = address;
    else setText(address);
  });
  useEffect(() => showAddress(value), [value]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      if (text === committed.current) return; // Enter already ran this search
      commit(text, true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  const commitNow = () => {
    if (text !== committed.current) commit(text, false);
  };

  return (
    <form
      role="search"
      className="app-catalog-search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (!composing.current) commitNow();
      }}
    >
      <HydratedFieldset>
        <FormGroup label={t('search.queryLabel')} labelFor={inputId}>
          <InputGroup
            id={inputId}
            inputRef={input}
            type="search"
            size="large"
            leftIcon={<Search />}
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('search.queryPlaceholder')}
            autoComplete="off"
            onValueChange={setText}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
              if (deferred.current === undefined) return;
              setText(deferred.current);
              deferred.current = undefined;
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || isComposingKey(event)) return;
              event.preventDefault();
              commitNow();
            }}
          />
        </FormGroup>
      </HydratedFieldset>
    </form>
  );
}
