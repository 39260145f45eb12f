import type { LocaleCd } from '../../../common/codes.ts';
import { searchColumnOf } from '../../../common/content-declaration.ts';
import { publicQuestionsOf, questionsOf } from '../../../common/schemas/questions.ts';
import { vietnamLocal } from '../../../common/schedule-times.ts';
import type { Auth } from '../../auth.ts';
import { versionOf } from '../../db/row-version.ts';
import { isOutOfDate } from './out-of-date.ts';
import type { ContentResource, Row } from './resource.ts';

/**
 * Who edited, and the row's version (decision 057), stay with staff; when (modifyDt) is public,
 * for the sitemap and structured data. So does whether the translation is out of date (decision 059).
 */
const ADMIN_ONLY_COLUMNS = ['createId', 'modifyId', 'outOfDate', 'version'];

/** An application's status page token, hashed and sealed (decision 053): for the server alone. */
const SERVER_ONLY_COLUMNS = ['statusTokenHash', 'statusTokenSealed'];

/**
 * A column named as folds are that the declaration does not fold (videos' `contentsSearch`, made
 * by migration 001 and never written since): never answered either.
 */
const FOLD_SUFFIX = searchColumnOf('');
const isFoldName = (column: string) => column.endsWith(FOLD_SUFFIX);

/** Rows for visitors' lists carry no group: they link nothing. */
export const withoutGroup = ({ translationGroup: _, ...row }: Row): Row => row;

/**
 * A stored row as the API answers it: without the folded search columns (the resource's
 * `foldedColumns`, for everyone) and, for visitors, without who edited it; renditions as a list,
 * a schedule's instants in Vietnam time (decision 035), and the code labels in the row's language.
 */
export function presenterOf(resource: ContentResource) {
  const notForStaff = new Set([...resource.foldedColumns, ...SERVER_ONLY_COLUMNS]);
  const notForVisitors = new Set([...notForStaff, ...ADMIN_ONLY_COLUMNS]);
  const variants = resource.upload?.variantsColumn;
  return (row: Row, auth: Auth | null): Row => {
    const left = auth ? notForStaff : notForVisitors;
    // Copied column by column: deleting from a copy made each row a slow dictionary object.
    const out: Row = {};
    for (const column in row) if (!left.has(column) && !isFoldName(column)) out[column] = row[column];
    for (const column of resource.emptyWhenNull) if (out[column] === null) out[column] = '';
    if (variants) out[variants] = JSON.parse(String(row[variants] || '[]'));
    // Screening questions (decision 054): a list, and never their knockout answers to visitors.
    for (const column of resource.questionColumns)
      out[column] = auth ? questionsOf(row[column]) : publicQuestionsOf(row[column]);
    if ('outOfDate' in out) out.outOfDate = isOutOfDate(out.outOfDate);
    for (const column of resource.instantColumns)
      out[column] = row[column] ? vietnamLocal(String(row[column])) : '';
    if (auth && 'version' in row) out.version = versionOf(row);
    return Object.assign(out, resource.labels(row, (row.localeCd === 'VI' ? 'VI' : 'EN') as LocaleCd));
  };
}

export type Present = ReturnType<typeof presenterOf>;
