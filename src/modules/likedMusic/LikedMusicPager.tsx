import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GAP, pageItems, pageSearch } from './pageQuery';

export interface LikedMusicPagerProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
}

const BUTTON = 'bp6-button bp6-minimal';

/**
 * Paging of the liked music as real links (`?page=n`), so the browser's back and forward and a reload keep the
 * page: a labelled navigation with previous, the page numbers (the current one `aria-current="page"`) and next.
 */
export function LikedMusicPager({ page, totalPages }: LikedMusicPagerProps) {
  const { t } = useTranslation('board');
  const [search] = useSearchParams();
  if (totalPages <= 1) return null;
  const to = (target: number) => ({ search: pageSearch(search, target) });
  const step = (target: number, label: string, icon: ReactNode) =>
    target >= 1 && target <= totalPages ? (
      <Link className={BUTTON} to={to(target)} aria-label={label}>
        {icon}
      </Link>
    ) : (
      <span className={`${BUTTON} bp6-disabled`} role="link" aria-disabled="true" aria-label={label}>
        {icon}
      </span>
    );
  return (
    <nav className="app-board-pager" aria-label={t('likedMusic.pager.label')}>
      <ul>
        <li>{step(page - 1, t('likedMusic.pager.previous'), <ChevronLeft />)}</li>
        {pageItems(page, totalPages).map((item, index) => (
          <li key={item === GAP ? `gap-${index}` : item}>
            {item === GAP ? (
              <span className="app-board-pager-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                className={item === page ? `${BUTTON} bp6-intent-primary bp6-active` : BUTTON}
                to={to(item)}
                aria-label={t('likedMusic.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>{step(page + 1, t('likedMusic.pager.next'), <ChevronRight />)}</li>
      </ul>
      <span className="app-board-pager-position">{t('likedMusic.pager.position', { page, total: totalPages })}</span>
    </nav>
  );
}
