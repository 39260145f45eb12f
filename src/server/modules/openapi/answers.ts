import { z } from 'zod';
import { type NamedSchema, named } from './route-doc.ts';

/** Answers several routes share, each one schema object so the document names it once. */

const id = z.number().int().positive();

export const ANSWERS = {
  id: named('Id', id.meta({ description: 'The new record id' })),
  ids: named('Ids', z.array(id).meta({ description: 'The ids the call concerned' })),
  ok: named('Ok', z.literal('OK')),
  affectedRows: named(
    'AffectedRows',
    z.object({ affectedRows: z.number().int(), insertId: id.optional().meta({ description: 'On create' }) }),
  ),
} satisfies Record<string, NamedSchema>;

/** The version a staff detail or list row shows (decision 057): also the detail's ETag. */
export const VERSION_FIELD = z.number().int().positive().meta({
  description: 'The version this shows (decision 057): send it back with a save (If-Match or version)',
});

const lists = new Map<string, NamedSchema>();

/** `{list: row[], total}` of a paged list, named after its row. */
export function listOf(row: NamedSchema): NamedSchema {
  let list = lists.get(row.name);
  if (!list) {
    list = named(
      `${row.name}List`,
      z.object({
        list: z.array(row.schema),
        total: z.number().int().min(0).meta({ description: 'Rows matching the filter, all pages' }),
      }),
    );
    lists.set(row.name, list);
  }
  return list;
}

/** A duplication check: [] when the value is free, [row] when taken. */
export const duplicateCheckOf = (row: NamedSchema): NamedSchema =>
  named(`${row.name}Duplicate`, z.array(row.schema).max(1));
