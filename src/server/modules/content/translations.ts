import type { Auth } from '../../auth.ts';
import { badRequest } from '../../errors.ts';
import { outOfDateOf } from './out-of-date.ts';
import type { BoardRepository } from './repository.ts';
import type { ContentResource, Row } from './resource.ts';
import type { Visibility } from './visibility.ts';

/**
 * Items linked to their translation (decision 027's board types): a pair shares a translation
 * group, one item per language. Answers name the languages an item exists in; a save may link it
 * (`translationOf`), link it elsewhere or unlink it, and marks its counterpart out of date when it
 * changes a translated field (decision 059).
 */
export function translationsOf({
  resource,
  repo,
  visibility,
}: {
  resource: ContentResource;
  repo: Pick<
    BoardRepository,
    'findById' | 'startGroup' | 'groupMembers' | 'ungroup' | 'markGroupOutOfDate' | 'markInStep'
  >;
  visibility: Visibility;
}) {
  return {
    /**
     * The languages a row exists in, as ids ({"EN": 3, "VI": 8}): itself and the members of its
     * translation group the caller may see. Rows without a group answer themselves alone.
     */
    async withTranslations(rows: Row[], auth: Auth | null): Promise<Row[]> {
      const groups = [...new Set(rows.map((row) => row.translationGroup).filter((g) => g != null))];
      const members = groups.length
        ? await repo.groupMembers(groups.map(Number), visibility.memberFilter(auth))
        : [];
      return rows.map((row) => {
        const own = { [String(row.localeCd)]: Number(row[resource.idField]) };
        const linked = members.filter(
          (m) => row.translationGroup != null && m.translationGroup === row.translationGroup,
        );
        const translations = Object.fromEntries(linked.map((m) => [m.localeCd, Number(m.id)]));
        const { translationGroup: _, ...rest } = row;
        return { ...rest, translations: { ...translations, ...own } };
      });
    },

    /** translationOf as sent: undefined when left out, null when empty (unlink), else a record number. */
    linkOf(fields: Row): number | null | undefined {
      if (fields.translationOf === undefined) return undefined;
      const sent = String(fields.translationOf ?? '').trim();
      if (sent === '') return null;
      if (!/^[1-9]\d{0,9}$/.test(sent)) throw badRequest('translationOf must be the number of an item');
      return Number(sent);
    },

    /**
     * The group `id` (in `localeCd`) joins when linked to item `target`: the target's, or a new one
     * named after it. Refused (400) when the target is not an item of this type, is in the same
     * language, or already has a counterpart in this language.
     */
    async groupFor(target: number, localeCd: unknown, id?: number): Promise<number> {
      const other = await repo.findById(target, { delYn: 'N' });
      if (!other || target === id)
        throw badRequest(`translationOf must be the number of another ${resource.name} item`);
      if (other.localeCd === localeCd)
        throw badRequest('translationOf must be an item in the other language');
      const group = Number(other.translationGroup ?? target);
      const taken = (await repo.groupMembers([group], {})).find(
        (m) => m.localeCd === localeCd && Number(m.id) !== id,
      );
      if (taken)
        throw badRequest(`translationOf: item ${target} is already linked to item ${Number(taken.id)}`);
      if (other.translationGroup == null) await repo.startGroup(target, group);
      return group;
    },

    /** Takes every member of `group` out of it (a pair is unlinked as a whole). */
    ungroup: (group: number) => repo.ungroup(group),

    /** The out-of-date marks a save sets and clears (decision 059). */
    ...outOfDateOf({ resource, repo }),
  };
}

export type Translations = ReturnType<typeof translationsOf>;
