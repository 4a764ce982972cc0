import { Button, ButtonGroup } from '@blueprintjs/core';
import { CollapseAll, ExpandAll } from '@blueprintjs/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Faq } from '../../../lib/api/generated/types.gen';
import { accordionFocusTarget } from './accordionKeys';
import { FaqItem } from './FaqItem';

export interface FaqAccordionProps {
  faqs: readonly Faq[];
}

/**
 * The FAQ as an accessible accordion: every question a button that opens or closes its answer (several
 * may be open), arrow keys and Home/End move between questions, and "Expand all"/"Collapse all".
 */
export function FaqAccordion({ faqs }: FaqAccordionProps) {
  const { t } = useTranslation('board');
  const idPrefix = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (faqId: number) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(faqId)) next.add(faqId);
      return next;
    });

  const moveFocus = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = accordionFocusTarget(event.key, index, faqs.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const allOpen = faqs.length > 0 && faqs.every((faq) => openIds.has(faq.faqId));
  return (
    <>
      <ButtonGroup className="app-board-faq-tools">
        <Button icon={<ExpandAll />} variant="minimal" text={t('faq.expandAll')} disabled={allOpen} onClick={() => setOpenIds(new Set(faqs.map((faq) => faq.faqId)))} />
        <Button icon={<CollapseAll />} variant="minimal" text={t('faq.collapseAll')} disabled={openIds.size === 0} onClick={() => setOpenIds(new Set())} />
      </ButtonGroup>
      <div className="app-board-faq" role="list" aria-label={t('faq.listLabel')}>
        {faqs.map((faq, index) => (
          <div role="listitem" key={faq.faqId}>
            <FaqItem
              faq={faq}
              open={openIds.has(faq.faqId)}
              idPrefix={idPrefix}
              buttonRef={(node) => {
                buttons.current[index] = node;
              }}
              onToggle={() => toggle(faq.faqId)}
              onHeaderKeyDown={moveFocus(index)}
            />
          </div>
        ))}
      </div>
    </>
  );
}
