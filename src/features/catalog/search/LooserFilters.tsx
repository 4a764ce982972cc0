import { Button, NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { LooserCount } from '../../../lib/api/generated/types.gen';

export interface LooserFiltersProps {
  /** For each filter of the search, what the search finds without it (the provider's `looserCounts`). */
  counts: readonly LooserCount[];
  onLoosen: (filter: LooserCount['filter']) => void;
}

/**
 * The empty result of a search whose filters leave nothing: says so, and offers to drop each filter that would
 * find something, with how many tracks it would find ("Any tempo: 12 tracks").
 */
export function LooserFilters({ counts, onLoosen }: LooserFiltersProps) {
  const { t } = useTranslation('catalog');
  const useful = counts.filter((entry) => entry.count > 0);
  return (
    <NonIdealState
      className="app-catalog-looser-filters"
      icon={<Search />}
      title={t('sound.looserTitle')}
      description={useful.length > 0 ? t('sound.looserHint') : t('search.emptyHint')}
      action={
        useful.length > 0 ? (
          <ul className="app-catalog-looser-list">
            {useful.map((entry) => (
              <li key={entry.filter}>
                <Button variant="outlined" text={t(`sound.without.${entry.filter}`, { count: entry.count })} onClick={() => onLoosen(entry.filter)} />
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
