import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicySection as Section } from './policySections';

/**
 * One section of the policy: its level-2 heading and its text. The heading is the target of the links to the
 * section, which give it the focus (`tabIndex={-1}`: focusable by them, not a Tab stop).
 */
export function PolicySection({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation('privacy');
  return (
    <section className="app-privacy-section">
      <H2 id={section.id} className="app-privacy-section__heading" tabIndex={-1}>
        {t(`${section.key}.title`)}
      </H2>
      {children}
    </section>
  );
}
