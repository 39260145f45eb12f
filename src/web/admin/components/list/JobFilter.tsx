import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { SectionDef } from '../../sections/types.ts';
import { useFilterOptions } from './use-filter-options.ts';

/**
 * The list's job filter on its own, for the views beside the list (board, report): the same
 * options as the list's select (SectionDef.filters' `jobNo`), applied at once.
 */
export function JobFilter({
  section,
  value,
  onChange,
}: {
  section: SectionDef;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, localeCd } = useI18n();
  // One array for the screen's life: the options are asked once.
  const filters = useMemo(
    () => section.filters?.filter((filter) => filter.name === 'jobNo') ?? [],
    [section],
  );
  const options = useFilterOptions(filters, localeCd, { jobNo: value });
  if (filters.length === 0) return null;
  return (
    <label className="admin-search__date admin-views__filter">
      <span>{t('col.job')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('list.all')}</option>
        {options.jobNo!.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
