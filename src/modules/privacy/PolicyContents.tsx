import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POLICY_SECTIONS } from './policySections';

/**
 * The table of contents: a numbered list of in-page links to the sections. Plain fragment links (not router
 * links), so the browser scrolls to the heading and the next Tab starts from there.
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
            <a href={`#${section.id}`}>{t(`${section.key}.title`)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
