import { useEffect, useState } from 'react';
import type { LocaleCd } from '../../../../common/codes.ts';
import type { FilterOption, ListFilterDef } from '../../sections/types.ts';

/**
 * The options of each of a list's filters, by name: the known ones at once, the loaded ones once
 * the server has answered (asked once per list screen; until then, or if it fails, the select
 * offers 'all' and the URL's value). A value the options lack (a link to a job whose
 * applications are all deleted) is offered as itself, so the select shows what the list shows.
 */
export function useFilterOptions(
  filters: readonly ListFilterDef[],
  localeCd: LocaleCd,
  current: Record<string, string | undefined>,
): Record<string, FilterOption[]> {
  const [loaded, setLoaded] = useState<Record<string, FilterOption[]>>({});
  // The filters are the section's, fixed for the screen's life.
  useEffect(() => {
    let isCurrent = true;
    for (const filter of filters)
      if ('loadOptions' in filter)
        filter.loadOptions().then(
          (options) => isCurrent && setLoaded((all) => ({ ...all, [filter.name]: options })),
          () => undefined,
        );
    return () => {
      isCurrent = false;
    };
  }, [filters]);

  return Object.fromEntries(
    filters.map((filter) => {
      const options = 'options' in filter ? filter.options(localeCd) : (loaded[filter.name] ?? []);
      const value = current[filter.name];
      const isMissing = !!value && !options.some((o) => o.value === value);
      return [filter.name, isMissing ? [...options, { value: value!, label: value! }] : options];
    }),
  );
}
