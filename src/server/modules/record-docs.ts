import { deleteBodySchema, listQuerySchema } from '../../common/schemas/list.ts';
import { ANSWERS, duplicateCheckOf, listOf } from './openapi/answers.ts';
import { type NamedSchema, named } from './openapi/route-doc.ts';
import type { RecordDocs } from './record-routes.ts';

const listQuery = named('ListQuery', listQuerySchema);
/** Both record sets delete by `id`: {"id": [ids…]} or a bare array. */
const ids = named('RecordIds', deleteBodySchema('id'));

/** The reference entries of a record route set (accounts, allowed addresses) from its schemas. */
export function recordDocs({
  tag,
  noun,
  page,
  row,
  create,
  update,
  check,
}: {
  tag: string;
  noun: string;
  page: string;
  row: NamedSchema;
  create: NamedSchema;
  update: NamedSchema;
  check: NamedSchema;
}): RecordDocs {
  const access = 'admin' as const;
  return {
    list: { tag, summary: `List ${noun}s`, access, right: `r${page}`, query: listQuery, data: listOf(row) },
    one: { tag, summary: `One ${noun}`, access, right: `r${page}`, data: row },
    check: {
      tag,
      summary: `Duplication check: [] when free, [${noun}] when taken`,
      access,
      right: `r${page}`,
      body: check,
      data: duplicateCheckOf(row),
    },
    create: {
      tag,
      summary: `Add a ${noun}`,
      access,
      right: `a${page}`,
      body: create,
      data: ANSWERS.affectedRows,
      errors: [409],
    },
    update: {
      versioned: true,
      tag,
      summary: `Change a ${noun}`,
      access,
      right: `e${page}`,
      body: update,
      data: ANSWERS.affectedRows,
      errors: [409],
    },
    remove: {
      tag,
      summary: `Delete ${noun}s`,
      access,
      right: `d${page}`,
      body: ids,
      data: ANSWERS.affectedRows,
      errors: [409],
    },
  };
}
