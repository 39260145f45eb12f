import { useEffect, useState } from 'react';
import { LIMITS } from '../../../../common/codes.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { api, type ListResult, type Query } from '../../lib/api.ts';
import type { ListExtra, Row, SectionDef } from '../../sections/types.ts';

/**
 * A list page's rows as the API answers them for `query`, the pinned row (the featured video)
 * outside the trash and the section's list extras the admin may read (`extras`); loaded again
 * when `viewKey` (section, page and view) changes or on `reload`. A load that a newer one
 * overtook is dropped. The checked rows are cleared with each load.
 */
export function useListRows({
  section,
  query,
  pageNo,
  viewKey,
  isTrash,
  extras,
}: {
  section: SectionDef;
  query: Query;
  pageNo: number;
  viewKey: string;
  isTrash: boolean;
  extras: [string, ListExtra][];
}) {
  const { localeCd } = useI18n();
  const [data, setData] = useState<ListResult<Row> | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [pinned, setPinned] = useState<Row | null>(null);
  const [error, setError] = useState('');
  const [checked, setChecked] = useState<number[]>([]);
  const [version, setVersion] = useState(0);
  const [extraData, setExtraData] = useState<Record<string, unknown>>({});

  // viewKey stands for the query.
  useEffect(() => {
    let isCurrent = true;
    setChecked([]);
    setIsLoading(true);
    api.get<ListResult<Row>>(section.api, { ...query, pageNo, pageCnt: LIMITS.adminPageSize }).then(
      (result) => {
        if (!isCurrent) return;
        setData(result);
        setError('');
        setIsLoading(false);
      },
      (e: Error) => {
        if (!isCurrent) return;
        setError(e.message);
        setIsLoading(false);
      },
    );
    if (section.pinnedQuery && !isTrash)
      api
        .get<ListResult<Row>>(section.api, {
          delYn: 'N',
          ...(section.isLocalized ? { localeCd } : {}),
          ...section.pinnedQuery,
          pageNo: 1,
          pageCnt: 1,
        })
        .then(
          (result) => isCurrent && setPinned(result.list[0] ?? null),
          () => undefined,
        );
    for (const [name, extra] of extras)
      extra.load().then(
        (value) => isCurrent && setExtraData((all) => ({ ...all, [name]: value })),
        // Without them the cells show nothing more; the rows are what the screen is for.
        () => undefined,
      );
    return () => {
      isCurrent = false;
    };
  }, [section, viewKey, localeCd, version]);

  const reload = () => setVersion((v) => v + 1);
  return { data, isLoading, pinned, error, checked, setChecked, reload, extras: extraData };
}
