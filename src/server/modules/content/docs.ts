import { type ZodObject, type ZodType, z } from 'zod';
import { useYn } from '../../../common/schemas/fields.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { REVIEW_STATES } from '../../../common/schemas/review.ts';
import { ANSWERS, listOf, VERSION_FIELD } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';
import { REVISIONS_KEPT } from '../revision/revision.service.ts';
import type { ContentResource } from './resource.ts';

const text = z.string();
const listQuery = named('ListQuery', listQuerySchema);

/**
 * A board row as the API answers it, derived from what the resource declares: its editable fields
 * (the schema's output), the id, audit and file columns, the columns its `derive` adds and the code
 * labels its `labels` adds (found by running both on an empty row).
 */
export function boardRowSchema(resource: ContentResource): ZodObject {
  // A field the form may leave out (no default) is stored as null.
  const editable = Object.fromEntries(
    Object.entries((resource.schema as ZodObject).shape as Record<string, ZodType>).map(([name, field]) => {
      const empty = field.safeParse(undefined);
      return [name, empty.success && empty.data === undefined ? field.nullable() : field];
    }),
  );
  const extra: Record<string, ZodType> = {
    [resource.idField]: z.number().int().positive(),
    delYn: useYn,
    createDt: text,
    modifyDt: text.nullable(),
    createId: text.nullable().optional().meta({ description: 'Administrators only' }),
    modifyId: text.nullable().optional().meta({ description: 'Administrators only' }),
    version: VERSION_FIELD.optional(),
  };
  if (resource.isTranslatable)
    extra.translations = z.object({ EN: z.number().int(), VI: z.number().int() }).partial().optional().meta({
      description: 'The item in each language it exists in, itself included (details and staff lists)',
    });
  if (resource.isTranslatable)
    extra.outOfDate = z.boolean().optional().meta({
      description:
        'Staff only: its translation changed a translated field since it was last saved (decision 059)',
    });
  if (resource.isTranslatable)
    extra.hasDraft = z
      .boolean()
      .optional()
      .meta({ description: 'Staff lists: the item has changes saved as a draft, not yet published' });
  if (resource.isTranslatable)
    extra.reviewState = z.enum(REVIEW_STATES).nullable().optional().meta({
      description: 'Staff lists: the draft is awaiting review (submitted) or was returned (decision 058)',
    });
  const upload = resource.upload;
  if (upload) {
    extra[upload.urlColumn] = text.nullable();
    extra[upload.nameColumn] = text.nullable();
    if (upload.variantsColumn)
      extra[upload.variantsColumn] = z
        .array(z.object({ w: z.number().int(), url: text }))
        .nullable()
        .meta({ description: 'WebP renditions by width' });
    if (upload.mediaColumn) {
      extra[upload.mediaColumn] = z
        .number()
        .int()
        .nullable()
        .meta({ description: 'The media library item the image is (decision 036); send it to pick one' });
      extra.imageAlt = text.meta({
        description: 'The item’s description in the row’s language: the image’s alt text ("" when none)',
      });
      extra.focalX = z
        .number()
        .int()
        .meta({ description: 'Focal point, percent from the left (crops keep it in view)' });
      extra.focalY = z.number().int().meta({ description: 'Focal point, percent from the top' });
    }
  }
  const derived = Object.keys(resource.derive?.({ title: '', contents: '', name: '' }) ?? {});
  const folded = new Set(resource.foldedColumns);
  for (const column of derived) if (!folded.has(column) && !(column in editable)) extra[column] = text;
  const labels = Object.keys(resource.labels?.({ typeCd: '10', dateCd: '10', statusCd: '10' }, 'EN') ?? {});
  for (const column of labels)
    extra[column] = text.meta({ description: 'Label of the code in the row’s language' });
  return z.object({ ...editable, ...extra });
}

const capital = (name: string) => (name === 'faq' ? 'FAQ' : name.charAt(0).toUpperCase() + name.slice(1));

const savedBy = { createDt: text, username: text.nullable() };
const revisionItem = named(
  'RevisionItem',
  z.object({ revisionNo: z.number().int().positive(), ...savedBy }).meta({
    description: 'A version of an item as a save left it: who saved it and when',
  }),
);
const revision = named(
  'Revision',
  z.object({
    revisionNo: z.number().int().positive(),
    ...savedBy,
    fields: z.record(z.string(), z.unknown()).meta({ description: 'Every field of the version' }),
  }),
);
const draft = named(
  'Draft',
  z.object({
    ...savedBy,
    fields: z.record(z.string(), z.unknown()).meta({ description: 'The fields the draft changes' }),
    reviewState: z
      .enum(REVIEW_STATES)
      .nullable()
      .meta({ description: 'Review before publish (decision 058): awaiting review (submitted) or returned' }),
    reviewComment: z.string().nullable().meta({ description: 'The reviewer’s comment on a returned draft' }),
  }),
);

/** Said of the routes that change what visitors see (decision 058). */
const HELD =
  'While review is on for the type, an account with the edit right but not the publish right is refused (403) and submits its draft instead (decision 058).';

const built = new WeakMap<ContentResource, ReturnType<typeof buildDocs>>();

/** The reference entries of one board type's six routes (content/routes.ts), built once per type. */
export function contentDocs(resource: ContentResource) {
  let docs = built.get(resource);
  if (!docs) {
    docs = buildDocs(resource);
    built.set(resource, docs);
  }
  return docs;
}

function buildDocs(resource: ContentResource) {
  const tag = capital(resource.name);
  const row = named(`${tag}Row`, boardRowSchema(resource));
  const input = named(`${tag}Input`, resource.schema);
  const ids = named(`${tag}Ids`, deleteBodySchema(resource.idField));
  const restoreIds = named(`${tag}RestoreIds`, deleteBodySchema(resource.idField, 'restore'));
  const files = resource.upload ? [resource.upload.field] : [];
  const body = { ...input, type: files.length ? ('multipart' as const) : ('json' as const), files };
  const right = (action: string) => `${action}${resource.page}`;
  return {
    list: {
      tag,
      summary: `List ${resource.name} items`,
      description:
        'Visitors get public rows only (ON, not deleted, inside the date window or schedule at the current minute, Vietnam time) whatever they send; delYn=Y lists the Trash (needs the delete right); staff may filter outOfDate=Y (translations out of date, decision 059).',
      access: 'public',
      right: right('r'),
      query: listQuery,
      data: listOf(row),
    },
    one: { tag, summary: `One ${resource.name} item`, access: 'public', right: right('r'), data: row },
    create: {
      tag,
      summary: `Create a ${resource.name} item`,
      description:
        'While review is on for the type, an item from an account without the publish right that is not sent hidden (useYn N) is created hidden, with what was sent as its draft awaiting review (decision 058).',
      access: 'admin',
      right: right('a'),
      body,
      data: ANSWERS.id,
      errors: files.length ? [413, 415] : [],
    },
    update: {
      tag,
      versioned: true,
      summary: `Update a ${resource.name} item (fields left out keep their values)`,
      description: HELD,
      access: 'admin',
      right: right('e'),
      body,
      data: ANSWERS.ok,
      errors: files.length ? [413, 415] : [],
    },
    remove: {
      tag,
      summary: `Delete ${resource.name} items (to the Trash)`,
      access: 'admin',
      right: right('d'),
      body: ids,
      data: ANSWERS.ids,
    },
    restore: {
      tag,
      summary: `Restore ${resource.name} items from the Trash`,
      description: HELD,
      access: 'admin',
      right: right('d'),
      body: restoreIds,
      data: ANSWERS.ids,
      errors: [404],
    },
    revisions: {
      tag,
      summary: `The versions of a ${resource.name} item, newest (the current one) first`,
      description: `Every save keeps the version it made; the last ${REVISIONS_KEPT} are kept.`,
      access: 'admin',
      right: right('r'),
      data: listOf(revisionItem),
      errors: [404],
    },
    revision: {
      tag,
      summary: `One version of a ${resource.name} item, with every field`,
      access: 'admin',
      right: right('r'),
      data: revision,
      errors: [404],
    },
    restoreRevision: {
      tag,
      versioned: true,
      summary: `Make a version of a ${resource.name} item current again`,
      description: `A new save (itself a new version, so it can be undone); the item keeps its language. ${HELD}`,
      access: 'admin',
      right: right('e'),
      data: ANSWERS.ok,
      errors: [404],
    },
    draft: {
      tag,
      summary: `The pending draft of a ${resource.name} item`,
      access: 'admin',
      right: right('r'),
      data: draft,
      errors: [404],
    },
    saveDraft: {
      tag,
      versioned: true,
      summary: `Save changes to a ${resource.name} item as its draft, unseen by visitors`,
      description: 'Checked as a save is; one draft per item, replaced by the next.',
      access: 'admin',
      right: right('e'),
      body,
      data: ANSWERS.ok,
      errors: files.length ? [404, 413, 415] : [404],
    },
    discardDraft: {
      tag,
      summary: `Discard the draft of a ${resource.name} item`,
      access: 'admin',
      right: right('e'),
      data: ANSWERS.ok,
      errors: [404],
    },
    translationCurrent: {
      tag,
      summary: `Mark a ${resource.name} item's translation as still correct`,
      description:
        'Clears the out-of-date mark its counterpart’s change set (decision 059), as saving it would; staff lists filter on it with outOfDate=Y.',
      access: 'admin',
      right: right('e'),
      data: ANSWERS.ok,
      errors: [404],
    },
    publishDraft: {
      tag,
      versioned: true,
      summary: `Publish the draft of a ${resource.name} item (a save)`,
      description: HELD,
      access: 'admin',
      right: right('e'),
      data: ANSWERS.ok,
      errors: [404],
    },
  } satisfies Record<string, RouteDoc>;
}
