import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from './listQuery';
import { Select } from '../../../lib/ui/forms/Select';

export interface PageSizeSelectProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
}

/** Chooses how many musicians one page shows (12 or 24). */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation('musicians');
  const id = useId();
  return (
    <div className="app-musicians-size">
      <label htmlFor={id} className="app-visually-hidden">
        {t('pager.size')}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(PAGE_SIZES.find((size) => String(size) === event.currentTarget.value) ?? value)}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('pager.sizeOption', { size }) }))}
      />
    </div>
  );
}
