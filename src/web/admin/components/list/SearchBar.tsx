import type { FormEvent } from 'react';
import type { ListQueryState } from '../../../../common/admin-paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { SectionDef } from '../../sections/types.ts';
import { useFilterOptions } from './use-filter-options.ts';

const NO_FILTERS: never[] = [];

/**
 * The list's search bar: the section's filters (applied at once), the date range, the search type
 * and text; Search applies what was typed.
 */
export function SearchBar({
  section,
  draft,
  onDraft,
  onFilter,
  onSearch,
}: {
  section: SectionDef;
  /** The fields as typed. */
  draft: ListQueryState;
  onDraft: (draft: ListQueryState) => void;
  /** A filter's new value, shown at once. */
  onFilter: (name: string, value: string) => void;
  onSearch: () => void;
}) {
  const { t, localeCd } = useI18n();
  const options = useFilterOptions(section.filters ?? NO_FILTERS, localeCd, draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <search>
      <form className="admin-search" onSubmit={submit}>
        {section.filters?.map((filter) => (
          <label key={filter.name} className="admin-search__date">
            <span>{t(`col.${filter.label}`)}</span>
            <select
              aria-label={t(`col.${filter.label}`)}
              value={draft[filter.name]}
              onChange={(e) => {
                onDraft({ ...draft, [filter.name]: e.target.value });
                onFilter(filter.name, e.target.value);
              }}
            >
              <option value="">{t('list.all')}</option>
              {options[filter.name]!.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {section.hasDateRange &&
          (['searchStartDt', 'searchEndDt'] as const).map((name) => (
            <label key={name} className="admin-search__date">
              <span>{t(name === 'searchStartDt' ? 'list.from' : 'list.to')}</span>
              <input
                type="date"
                value={draft[name]}
                onChange={(e) => onDraft({ ...draft, [name]: e.target.value })}
              />
            </label>
          ))}
        {section.searchTypes.length > 0 && (
          <>
            <select
              aria-label={t('list.searchType')}
              value={draft.searchType}
              onChange={(e) => onDraft({ ...draft, searchType: e.target.value })}
            >
              {section.searchTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`search.${type}`)}
                </option>
              ))}
            </select>
            <input
              type="search"
              aria-label={t('list.searchText')}
              placeholder={t('list.searchPlaceholder')}
              maxLength={200}
              value={draft.searchText}
              onChange={(e) => onDraft({ ...draft, searchText: e.target.value })}
            />
          </>
        )}
        <button type="submit" className="admin-button">
          {t('list.search')}
        </button>
      </form>
    </search>
  );
}
