import type { FieldDef, Values } from '../sections/types.ts';

/**
 * Local drafts of the add/edit forms, in localStorage per administrator, section and record, so a
 * crash, a closed tab or a reload loses nothing. Passwords and chosen files are never stored.
 */
export interface Draft {
  savedAt: number;
  values: Values;
  /** Files had been chosen: they cannot be kept and must be chosen again. */
  hasFiles: boolean;
}

const PREFIX = 'kv-admin-draft:';

export const draftKey = (userNo: number, section: string, id: number | undefined) =>
  `${PREFIX}${userNo}:${section}:${id ?? 'new'}`;

const namesOf = (field: FieldDef) => field.names ?? [field.name];
const isFileField = (field: FieldDef) => field.kind === 'file' || field.kind === 'image';

/** The form's values as one comparable string; a chosen file counts as a change. */
export function snapshot(values: Values, fields: FieldDef[]): string {
  return JSON.stringify(
    fields.flatMap(namesOf).map((name) => {
      const value = values[name];
      if (value instanceof File) return ['file', value.name, value.size, value.lastModified];
      return typeof value === 'number' ? String(value) : (value ?? '');
    }),
  );
}

/** What a draft may hold: the fields' values without passwords and files. */
export function draftOf(values: Values, fields: FieldDef[]): Draft {
  const kept: Values = {};
  for (const field of fields) {
    if (field.kind === 'password' || isFileField(field)) continue;
    for (const name of namesOf(field)) if (values[name] !== undefined) kept[name] = values[name];
  }
  const hasFiles = fields.some((f) => isFileField(f) && values[f.name] instanceof File);
  return { savedAt: Date.now(), values: kept, hasFiles };
}

export function readDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return draft && typeof draft.savedAt === 'number' && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft) {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only without a local draft.
  }
}

export function removeDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {}
}
