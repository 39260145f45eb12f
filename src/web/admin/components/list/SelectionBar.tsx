import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import type { Query } from '../../lib/api.ts';
import type { Row, SectionDef } from '../../sections/types.ts';
import { matchingIds, SELECT_ALL_MAX } from './selection.ts';

/**
 * The bar above a selectable list's table (SectionDef.selection): how many rows are chosen
 * (announced), the offer to choose every row the filter matches once the whole page is chosen (at
 * most SELECT_ALL_MAX, said when there are more), Clear, and the section's actions on the choice.
 */
export function SelectionBar({
  section,
  query,
  total,
  pageRows,
  checked,
  isAllMatching,
  onChoose,
  onDone,
}: {
  section: SectionDef & { selection: NonNullable<SectionDef['selection']> };
  query: Query;
  total: number;
  pageRows: Row[];
  checked: number[];
  isAllMatching: boolean;
  onChoose: (ids: number[], isAllMatching: boolean) => void;
  onDone: () => void;
}) {
  const [result, setResult] = useState('');
  const { t } = useI18n();
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState('');
  const idOf = (row: Row) => Number(row[section.idField]);
  const isPageChosen = pageRows.length > 0 && pageRows.every((row) => checked.includes(idOf(row)));
  const canOfferAll = isPageChosen && !isAllMatching && total > pageRows.length;
  const { actions: Actions } = section.selection;

  const chooseAll = async () => {
    setIsLoading(true);
    setError('');
    try {
      onChoose(await matchingIds({ path: section.api, idField: section.idField, query, total }), true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <section className="admin-selection" aria-label={t('pipeline.selection.label')}>
      <p className="admin-selection__count" aria-live="polite">
        {checked.length === 0
          ? t('pipeline.selection.none')
          : isAllMatching
            ? t('pipeline.selection.allMatching', { count: checked.length })
            : t('pipeline.selection.count', { count: checked.length })}
        {isAllMatching &&
          total > SELECT_ALL_MAX &&
          ` ${t('pipeline.selection.capped', { max: SELECT_ALL_MAX, total })}`}
      </p>
      {canOfferAll && (
        <button type="button" className="admin-button" onClick={chooseAll} disabled={isLoading}>
          {isLoading
            ? t('pipeline.selection.loadingAll')
            : t('pipeline.selection.chooseAll', { total: Math.min(total, SELECT_ALL_MAX) })}
        </button>
      )}
      {checked.length > 0 && (
        <button
          type="button"
          className="admin-button"
          onClick={() => {
            setResult('');
            onChoose([], false);
          }}
        >
          {t('pipeline.selection.clear')}
        </button>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {checked.length > 0 && (
        <Actions
          ids={checked}
          rows={pageRows.filter((row) => checked.includes(idOf(row)))}
          isAllMatching={isAllMatching}
          query={query}
          onDone={(message) => {
            setResult(message);
            onDone();
          }}
        />
      )}
      <p className="admin-selection__result" role="status">
        {result}
      </p>
    </section>
  );
}
