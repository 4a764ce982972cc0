import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { sectionHref, sectionOf, type PolicySectionKey } from './policySections';

/** Whether a click asks for something else than following the link here (a new tab or window, a download). */
const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Brings a section's heading into view and gives it the keyboard focus, so the next Tab goes on from there. */
export function showSection(id: string): void {
  const heading = document.getElementById(id);
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView();
}

/**
 * A link to a section of the policy on this page (`#rights`). It goes through the router rather than the
 * browser's own fragment navigation: that would be a history entry the app's scroll restoration does not know,
 * which could put back the position of another page. Pushed without the scroll reset, it keeps the hash in the
 * address (a link to share) and Back returns to where the reader was.
 */
export function SectionLink({ section, children }: { section: PolicySectionKey; children?: ReactNode }) {
  const navigate = useNavigate();
  const { id } = sectionOf(section);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    void navigate({ hash: id }, { preventScrollReset: true });
    showSection(id);
  };
  return (
    <a href={sectionHref(section)} onClick={follow}>
      {children}
    </a>
  );
}
