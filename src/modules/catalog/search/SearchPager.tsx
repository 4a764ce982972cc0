import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { GAP, pageItems } from './searchQuery';

export interface SearchPagerProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / page numbers / next as a labelled navigation; the current page is marked `aria-current`. */
export function SearchPager({ page, totalPages, onPage }: SearchPagerProps) {
  const { t } = useTranslation('catalog');
  if (totalPages <= 1) return null;
  return (
    <nav className="app-catalog-pager" aria-label={t('pager.label')}>
      <ButtonGroup>
        <Button icon={<ChevronLeft />} aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageItems(page, totalPages).map((item, index) =>
          item === GAP ? (
            <span key={`gap-${index}`} className="app-catalog-pager-gap" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={item}
              text={String(item)}
              aria-label={t('pager.page', { page: item })}
              aria-current={item === page ? 'page' : undefined}
              intent={item === page ? 'primary' : 'none'}
              onClick={() => item !== page && onPage(item)}
            />
          ),
        )}
        <Button icon={<ChevronRight />} aria-label={t('pager.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)} />
      </ButtonGroup>
    </nav>
  );
}
