import type { z } from 'zod';
import { type CodeTable, codeLabel, type LocaleCd } from '../../../common/codes.ts';
import { addDays, vietnamDate } from '../../../common/dates.ts';
import { MSG } from '../../../common/messages.ts';
import { isMediaPick, type MediaPick } from '../lib/media.ts';
import type { FieldDef, SaveContext, Values } from './types.ts';

/** What every section's form shares: the first problem of a schema, request bodies, select options. */

/** The first message of a shared schema (the server would answer the same), or null. */
export const firstProblem = (schema: z.ZodType, values: Values) => {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? MSG.fillAllFields);
};

export const namesOf = (field: FieldDef) => field.names ?? [field.name];

/**
 * Multipart body of the form's fields; files only when one was chosen (updates keep the stored
 * file), a picture of the media library by its number.
 */
export function formData(values: Values, fields: FieldDef[], ctx: SaveContext): FormData {
  const form = new FormData();
  if (ctx.isNew) form.set('localeCd', ctx.localeCd);
  for (const field of fields)
    for (const name of namesOf(field)) {
      const value = values[name];
      if (value instanceof File) form.set(name, value);
      else if (isMediaPick(value) && field.file?.mediaField)
        form.set(field.file.mediaField, String(value.mediaNo));
      else if (value !== undefined && value !== null && !(field.kind === 'file' || field.kind === 'image'))
        // A list (screening questions) travels as its JSON text.
        form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  return form;
}

/**
 * A new record started from its version in the other language (decision 034): `start` (the section's
 * new values) with the source's texts, codes, dates and rich text, and its picture when that is a
 * media library item (both versions show it, each with its own language's description). Other
 * files stay empty: an attachment belongs to its item (the other language may need another).
 */
export function translatedValues(fields: FieldDef[], source: Values, start: Values): Values {
  const values = { ...start };
  for (const field of fields) {
    if (field.kind !== 'file' && field.kind !== 'image') {
      for (const name of namesOf(field)) if (source[name] != null) values[name] = source[name];
    } else if (field.file?.mediaField && source[field.file.mediaField] != null)
      values[field.name] = {
        mediaNo: Number(source[field.file.mediaField]),
        url: String(source[field.file.urlField] ?? ''),
        fileName: String(source[field.file.nameField] ?? ''),
      } satisfies MediaPick;
  }
  return values;
}

/** A save body with the item it translates: a new item is linked to it (see translationOf in the API). */
export function withTranslationOf(body: FormData | object, id: number): FormData | object {
  if (!(body instanceof FormData)) return { ...body, translationOf: id };
  body.set('translationOf', String(id));
  return body;
}

/** JSON body of the form's fields. */
export function json(values: Values, fields: FieldDef[], ctx: SaveContext): Values {
  const body: Values = ctx.isNew ? { localeCd: ctx.localeCd } : {};
  for (const field of fields)
    for (const name of namesOf(field)) if (values[name] !== undefined) body[name] = values[name] ?? '';
  return body;
}

/**
 * A select's options: the codes of a table with their labels in the admin's language, after an
 * empty choice ('—') when the field may be left empty.
 */
export const options =
  (table: CodeTable, { isOptional = false } = {}) =>
  (localeCd: LocaleCd) => [
    ...(isOptional ? [{ value: '', label: '—' }] : []),
    ...table.codes.map((code) => ({ value: code, label: codeLabel(table, code, localeCd) })),
  ];

/** A new dated window: from today for a week. */
export const dateWindowDefaults = () => {
  const today = vietnamDate();
  return { dateCd: '10', startDt: today, endDt: addDays(today, 7), startTime: '', endTime: '' };
};
