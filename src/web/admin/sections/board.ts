import type { AdminSectionKey } from '../../../common/admin-paths.ts';
import {
  type ContentType,
  columnsOfField,
  type FieldDecl,
  IMAGE_MIME,
  maxLengthOf,
  schemaFields,
} from '../../../common/content-declaration.ts';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import { columnOf, languagesColumn } from './columns.tsx';
import { dateWindowDefaults, firstProblem, formData, json, options } from './form.ts';
import { boardFiltersOf } from './translation-state.tsx';
import type { FieldDef, FormDef, SectionDef, Values } from './types.ts';

/**
 * A content type's admin section, derived from its declaration (decision 027): where its API and
 * rights are, its search options, its columns and its form (fields with the schema's limits, the
 * values of a new record, the schema's checks, the request body). `special` is what the section
 * adds by hand.
 */

/** The browser types an image field offers: the declared kinds. */
export const acceptOf = (type: ContentType) =>
  (type.upload?.accepts ?? []).flatMap((kind) => IMAGE_MIME[kind] ?? []);

function fieldOf(type: ContentType, decl: FieldDecl): FieldDef {
  const base = { name: decl.name, label: decl.label, ...(decl.hint ? { hint: decl.hint } : {}) };
  switch (decl.kind) {
    case 'richText':
      return { ...base, kind: 'editor' };
    case 'code':
      return { ...base, kind: 'select', options: options(decl.codes!, { isOptional: decl.isOptional }) };
    case 'dateWindow':
      return { ...base, kind: 'dateMode', names: columnsOfField(decl) };
    case 'schedule':
      return { ...base, kind: 'schedule', names: columnsOfField(decl) };
    case 'onoff':
      return { ...base, kind: 'onoff' };
    case 'questions':
      return { ...base, kind: 'questions' };
    case 'file':
    case 'image': {
      const upload = type.upload!;
      const accept = decl.kind === 'image' ? { accept: acceptOf(type).join(',') } : {};
      return {
        ...base,
        kind: decl.kind,
        file: {
          urlField: upload.urlColumn,
          nameField: upload.nameColumn,
          ...accept,
          ...(upload.mediaColumn ? { mediaField: upload.mediaColumn } : {}),
        },
      };
    }
    default: {
      const maxLength = maxLengthOf(type, decl.name);
      return {
        ...base,
        kind: decl.kind,
        ...(maxLength ? { maxLength } : {}),
        ...(decl.inputMode ? { inputMode: decl.inputMode } : {}),
      };
    }
  }
}

/** The value the schema gives a field left out (a job's currency VND), or ''. */
function schemaDefault(type: ContentType, name: string): string {
  const field = schemaFields(type)[name]?.safeParse(undefined);
  return field?.success && typeof field.data === 'string' ? field.data : '';
}

/**
 * A new record: the schema's defaults or empty texts, the first code unless optional, a week from
 * today (the whole days), no schedule (public at once, never taken down), ON.
 */
function initialOf(type: ContentType): Values {
  const values: Values = {};
  for (const field of type.fields)
    if (field.kind === 'dateWindow') Object.assign(values, dateWindowDefaults());
    else if (field.kind === 'schedule') Object.assign(values, { publishAt: '', takeDownAt: '' });
    else if (field.kind === 'code' && !field.isOptional) values[field.name] = field.codes!.codes[0];
    else if (field.kind === 'questions') values[field.name] = [];
    else if (field.kind !== 'file' && field.kind !== 'image')
      values[field.name] = schemaDefault(type, field.name);
  return { ...values, useYn: 'Y' };
}

/** The form of a content type: its fields, a new record's values, the schema's checks, the body. */
export function boardForm(type: ContentType): FormDef {
  const fields = type.fields.map((decl) => fieldOf(type, decl));
  const hasFile = fields.some((f) => f.kind === 'file' || f.kind === 'image');
  return {
    fields,
    initial: () => initialOf(type),
    validate: (values, ctx) => firstProblem(type.schema, { localeCd: ctx.localeCd, ...values }),
    toBody: (values, ctx) => (hasFile ? formData(values, fields, ctx) : json(values, fields, ctx)),
  };
}

/**
 * The types whose items the server links to their translation (the six board types): their
 * sections add and open the other version and list the languages each item has.
 */
const isTranslatable = (type: ContentType) => (BOARD_TYPES as readonly ContentType[]).includes(type);

export function boardSection(type: ContentType, special: Partial<SectionDef> = {}): SectionDef {
  const columns = type.columns.map((column) => columnOf(type, column));
  const titleField = type.columns.find((column) => column.isLink)?.key ?? type.idField;
  return {
    key: type.adminSection as AdminSectionKey,
    page: type.page,
    api: type.api,
    idField: type.idField,
    isLocalized: true,
    searchTypes: [...type.search],
    columns: isTranslatable(type) ? [...columns, languagesColumn] : columns,
    ...(isTranslatable(type) ? { translatable: { titleField }, filters: boardFiltersOf(type) } : {}),
    hasTrash: true,
    hasAdd: true,
    hasDelete: true,
    form: boardForm(type),
    ...special,
  };
}
