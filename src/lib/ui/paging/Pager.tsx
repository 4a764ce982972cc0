import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GAP, pageItems } from './pageItems';
import { pageSearch } from './pageSearch';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  /** The navigation's name, already translated; "Pages" (common `pager.label`) when left out. */
  label?: string;
  /** How many page numbers to show on each side of the current one (default 1). */
  radius?: number;
  /** Keep the scroll position when changing page (the default scrolls back to the top like any navigation). */
  preventScrollReset?: boolean;
  /** Told the page a link is about to show when it is followed (`usePageTop`'s `onFollow`). */
  onFollow?: (target: number) => void;
}

const BUTTON = 'bp6-button bp6-minimal';

/**
 * Paging as real links (`?page=n`, the other address parameters kept), so back and forward, a reload and
 * opening a page in a new tab all work: a labelled navigation with previous, the page numbers (the current one
 * `aria-current="page"`, gaps as "…"), next, and the "Page n of m" position. Nothing is shown for one page.
 */
export function Pager({ page, totalPages, label, radius, preventScrollReset, onFollow }: PagerProps) {
  const { t } = useTranslation('common');
  const [search] = useSearchParams();
  if (totalPages <= 1) return null;
  const to = (target: number) => ({ search: pageSearch(search, target) });
  const step = (target: number, name: string, icon: ReactNode) =>
    target >= 1 && target <= totalPages ? (
      <Link className={BUTTON} to={to(target)} aria-label={name} preventScrollReset={preventScrollReset} onClick={() => onFollow?.(target)}>
        {icon}
      </Link>
    ) : (
      <span className={`${BUTTON} bp6-disabled`} role="link" aria-disabled="true" aria-label={name}>
        {icon}
      </span>
    );
  return (
    <nav className="app-pager" aria-label={label ?? t('pager.label')}>
      <ul>
        <li>{step(page - 1, t('pager.previous'), <ChevronLeft />)}</li>
        {pageItems(page, totalPages, radius).map((item, index) => (
          <li key={item === GAP ? `gap-${index}` : item}>
            {item === GAP ? (
              <span className="app-pager-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                className={item === page ? `${BUTTON} bp6-intent-primary bp6-active` : BUTTON}
                to={to(item)}
                aria-label={t('pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                preventScrollReset={preventScrollReset}
                onClick={() => onFollow?.(item)}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>{step(page + 1, t('pager.next'), <ChevronRight />)}</li>
      </ul>
      <span className="app-pager-position">{t('pager.position', { page, total: totalPages })}</span>
    </nav>
  );
}
