import { type FormEvent, useId } from 'react';
import type { ListQueryState } from '../../../../common/admin-paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { SectionDef } from '../../sections/types.ts';
import { DateInput } from '../DateInput.tsx';
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
  const id = useId();
  const options = useFilterOptions(section.filters ?? NO_FILTERS, localeCd, draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const searchText = (label?: string) => (
    <input
      id={`${id}-searchText`}
      type="search"
      aria-label={label}
      placeholder={t('list.searchPlaceholder')}
      maxLength={200}
      value={draft.searchText}
      onChange={(e) => onDraft({ ...draft, searchText: e.target.value })}
    />
  );
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
            <label key={name} className="admin-search__date" htmlFor={`${id}-${name}`}>
              <span>{t(name === 'searchStartDt' ? 'list.from' : 'list.to')}</span>
              <DateInput
                id={`${id}-${name}`}
                value={draft[name] ?? ''}
                onChange={(day) => onDraft({ ...draft, [name]: day })}
              />
            </label>
          ))}
        {section.searchTypes.length > 1 && (
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
            {searchText(t('list.searchText'))}
          </>
        )}
        {/* One thing to search by is said, not offered as a choice: the field is named by it. */}
        {section.searchTypes.length === 1 && (
          <label className="admin-search__date admin-search__text" htmlFor={`${id}-searchText`}>
            <span>{t(`search.${section.searchTypes[0]}`)}</span>
            {searchText()}
          </label>
        )}
        <button type="submit" className="admin-button">
          {t('list.search')}
        </button>
      </form>
    </search>
  );
}
