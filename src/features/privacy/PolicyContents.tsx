import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POLICY_SECTIONS } from './policySections';
import { SectionLink } from './SectionLink';

/**
 * The table of contents: a numbered list of in-page links to the sections; following one moves the keyboard
 * focus to the section's heading, so the next Tab starts from there.
 */
export function PolicyContents() {
  const { t } = useTranslation('privacy');
  const labelId = useId();
  return (
    <nav className="app-privacy-contents" aria-labelledby={labelId}>
      <p id={labelId} className="app-privacy-contents__label">
        {t('contents')}
      </p>
      <ol className="app-privacy-contents__list">
        {POLICY_SECTIONS.map((section) => (
          <li key={section.id}>
            <SectionLink section={section.key}>{t(`${section.key}.title`)}</SectionLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
