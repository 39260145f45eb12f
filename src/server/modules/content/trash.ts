import type { Auth } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import type { BoardRepository, TableRows } from './repository.ts';
import type { ContentResource } from './resource.ts';

/**
 * Deleting moves items to the Trash (delYn), restoring takes them out. What is kept about the
 * table (list facts, the schedule horizon, the micro-caches) forgets by itself: the database's
 * committed writes tell it (decision 026).
 */
export function trashOf({ repo }: { repo: Pick<TableRows, 'softDelete' | 'restore'> }) {
  return {
    async remove(ids: number[], auth: Auth): Promise<number[]> {
      const deleted = await repo.softDelete(ids, auth.user.username);
      if (!deleted.length) throw notFound('Nothing to delete');
      return deleted;
    },

    /** Out of the Trash: the rows are live again, public when their own rules say so. */
    async restore(ids: number[], auth: Auth): Promise<number[]> {
      const restored = await repo.restore(ids, auth.user.username);
      if (!restored.length) throw notFound('Nothing to restore: the items are not in the trash');
      return restored;
    },
  };
}

/**
 * Removes for good the items in the Trash since before `before`, with their versions and drafts
 * (the retention purge, TRASH_RETENTION_DAYS); answers how many.
 */
export const trashPurgeOf =
  ({
    resource,
    repo,
    revisions,
  }: {
    resource: ContentResource;
    repo: Pick<BoardRepository, 'purgeDeletedBefore'>;
    revisions: Pick<RevisionService, 'removeItems'>;
  }) =>
  async (before: Date): Promise<number> => {
    const ids = await repo.purgeDeletedBefore(before.toISOString());
    await revisions.removeItems(resource.name, ids);
    return ids.length;
  };
