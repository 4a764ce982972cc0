import { Icon } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import type { KeyboardEvent, Ref } from 'react';
import type { Faq } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';

export interface FaqItemProps {
  faq: Faq;
  open: boolean;
  /** Prefix of the element ids (unique per accordion). */
  idPrefix: string;
  buttonRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
  onHeaderKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One question as a heading with a toggle button (`aria-expanded`, `aria-controls`), and its answer as plain text. */
export function FaqItem({ faq, open, idPrefix, buttonRef, onToggle, onHeaderKeyDown }: FaqItemProps) {
  const language = useDataLanguage();
  const buttonId = `${idPrefix}-question-${faq.faqId}`;
  const panelId = `${idPrefix}-answer-${faq.faqId}`;
  return (
    <div className={open ? 'app-board-faq-item app-board-faq-item-open' : 'app-board-faq-item'}>
      <h2 className="app-board-faq-question">
        <button
          ref={buttonRef}
          type="button"
          id={buttonId}
          className="app-board-faq-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          onKeyDown={onHeaderKeyDown}
        >
          <Icon icon={open ? <ChevronDown /> : <ChevronRight />} aria-hidden="true" />
          <span>{localizedText(faq.question, language)}</span>
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="app-board-faq-answer app-board-text" hidden={!open}>
        {localizedText(faq.answer, language)}
      </div>
    </div>
  );
}
