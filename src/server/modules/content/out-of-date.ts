import { notFound } from '../../errors.ts';
import type { BoardRepository } from './repository.ts';
import type { ContentResource, Row } from './resource.ts';

/**
 * Translations in step (decision 059): when an item's save changes a translated field, its linked
 * counterpart is marked out of date (`outOfDate` 'Y'); any save of the counterpart, or "Mark as
 * still correct", clears the mark. A save of an item that was out of date brings it in step and
 * marks nothing: the translator catching up does not send the original back to them.
 */

/** The staff list filter `outOfDate=Y`, which visitors' lists ignore. */
export const OUT_OF_DATE_FILTER = {
  name: 'outOfDate',
  column: 'outOfDate',
  codes: ['Y'],
  isStaffOnly: true,
} as const;

/** What every save of a translatable item writes: it is in step again. */
export const IN_STEP = { outOfDate: 'N' } as const;

/** Whether the save of `written` over `existing` changes one of the resource's translated fields. */
export const changesTranslatedField = (resource: ContentResource, existing: Row, written: Row) =>
  resource.translatedColumns.some(
    (column) => column in written && String(written[column] ?? '') !== String(existing[column] ?? ''),
  );

/** The stored mark as answered to staff: true or false. */
export const isOutOfDate = (stored: unknown) => stored === 'Y';

export function outOfDateOf({
  resource,
  repo,
}: {
  resource: ContentResource;
  repo: Pick<BoardRepository, 'findById' | 'markGroupOutOfDate' | 'markInStep'>;
}) {
  return {
    /**
     * After item `id` was saved from `existing` to `written`: marks its counterparts out of date
     * when a translated field changed, unless the item itself was catching up, or the save linked
     * it to another pair.
     */
    async afterSave(id: number, existing: Row, written: Row): Promise<void> {
      const group = existing.translationGroup;
      if (group == null || existing.outOfDate === 'Y') return;
      if ('translationGroup' in written && written.translationGroup !== group) return;
      if (!changesTranslatedField(resource, existing, written)) return;
      await repo.markGroupOutOfDate(Number(group), id);
    },

    /** "Mark as still correct": clears the mark of the live item `id` (404 when there is none). */
    async markCurrent(id: number): Promise<'OK'> {
      const existing = await repo.findById(id, { delYn: 'N' });
      if (!existing) throw notFound();
      if (isOutOfDate(existing.outOfDate)) await repo.markInStep(id);
      return 'OK';
    },
  };
}

export type OutOfDate = ReturnType<typeof outOfDateOf>;
