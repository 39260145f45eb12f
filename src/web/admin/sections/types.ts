import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { AdminSectionKey } from '../../../common/admin-paths.ts';
import type { LocaleCd } from '../../../common/codes.ts';
import type { Page } from '../../../common/permissions.ts';
import type { RetentionPolicy } from '../../../common/retention.ts';
import type { Translate } from '../../lib/i18n.tsx';

/**
 * An admin section is data: where its API lives, which columns its list shows, which fields its
 * form has and how a save is judged. ListScreen and FormScreen do the rest for all ten.
 */
export type Row = Record<string, unknown>;
export type Values = Record<string, unknown>;

export interface CellContext {
  t: Translate;
  localeCd: LocaleCd;
  canEdit: boolean;
  /** Reload the list (after an inline change such as the partner ON/OFF select). */
  reload: () => void;
  /** The section's list extras loaded with this page, by name (each absent until it arrives). */
  extras?: Record<string, unknown>;
}

export interface Column {
  /** Catalogue key of the heading, under 'col.'. */
  label: string;
  value: (row: Row, ctx: CellContext) => ReactNode;
  /** The cell that opens the detail screen (only with the e right). */
  isLink?: boolean;
  /** The API's sort key for this column (from the list's server whitelist); the heading then sorts. */
  sort?: string;
  /** The list extra (SectionDef.listExtras) it shows: without the right to read it, no column. */
  extra?: string;
}

/**
 * Data a list loads besides its rows, once with each load, for its cells (the job list's
 * application counts): only for holders of `r` on `page`.
 */
export interface ListExtra {
  page: Page;
  load: () => Promise<unknown>;
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A section-specific list filter: a select kept in the URL and sent to the API under `name`. Its
 * values besides 'all' (the empty value) are known (`options`: codes) or asked from the server
 * once per list screen (`loadOptions`: the jobs applied for); a URL's value is kept then when it
 * looks like one (`accepts`), so a link works before the options arrive.
 */
export type ListFilterDef = {
  /** Query parameter of the URL and the API, e.g. 'statusCd'. */
  name: string;
  /** Catalogue key of the select's label, under 'col.'. */
  label: string;
} & (
  | { options: (localeCd: LocaleCd) => FilterOption[] }
  | { loadOptions: () => Promise<FilterOption[]>; accepts: RegExp }
);

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'libraryImage'
  | 'select'
  | 'onoff'
  | 'dateMode'
  | 'schedule'
  | 'file'
  | 'image'
  | 'editor'
  | 'password'
  | 'permissions'
  | 'date'
  | 'datetime'
  | 'number'
  | 'questions'
  | 'checkbox'
  | 'custom';

/** What a field's own control (`FieldDef.control`) is given: the one form field keeps its label and hint. */
export interface FieldControlProps {
  id: string;
  describedBy: string | undefined;
  values: Values;
  set: (patch: Values) => void;
}

export interface FieldDef {
  name: string;
  /** Catalogue key under 'field.'. */
  label: string;
  kind: FieldKind;
  /** The values it edits when more than its name (a date window, a schedule: `columnsOfField`). */
  names?: readonly string[];
  /** select: value → catalogue-free label in the admin language. */
  options?: (localeCd: LocaleCd) => { value: string; label: string }[];
  maxLength?: number;
  /** Catalogue key under 'hint.' shown under the field. */
  hint?: string;
  /** Shown read-only in edit mode (authority ID and password). */
  isFixedOnEdit?: boolean;
  /** Only shown when creating. */
  isCreateOnly?: boolean;
  /** Shown only while this holds (the Authority form's current password: your own e-mail changed). */
  isShownWhen?: (form: { values: Values; record: Values | null; userNo: number | undefined }) => boolean;
  /** A fixed password field offers 'Set new password' in edit mode (the Authority form). */
  canSetNew?: boolean;
  /** Text field with a Duplication Check button that must pass before saving a new value. */
  duplicateCheck?: DuplicateCheck;
  /**
   * For file/image fields: the record fields holding the stored file's URL and name; for an image
   * of the media library, the field its number is sent in (a picked picture's `mediaNo`).
   */
  file?: { urlField: string; nameField: string; accept?: string; mediaField?: string };
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'url' | 'tel';
  /** kind 'custom': a control of its own (the status form's notify switch, which follows the templates). */
  control?: ComponentType<FieldControlProps>;
}

export interface DuplicateCheck {
  path: string;
  bodyField: string;
  /** Catalogue keys under 'msg.'. */
  free: string;
  taken: string;
  required: string;
  /** A format check before asking the server; answers a catalogue key under 'msg.' or null. */
  validate?: (value: string) => string | null;
}

export interface SaveContext {
  isNew: boolean;
  localeCd: LocaleCd;
  t: Translate;
}

export interface FormDef {
  fields: FieldDef[];
  /** Values of a new record. */
  initial: (ctx: { localeCd: LocaleCd; t: Translate }) => Values;
  /** The first problem in the spec's order, as a message for the dialog, or null. */
  validate?: (values: Values, ctx: SaveContext) => string | null;
  /** Request body: FormData for sections with files (multipart is the only way to send one), JSON otherwise. */
  toBody: (values: Values, ctx: SaveContext) => FormData | object;
  /** /api/auth and /api/ip answer {affectedRows}; content answers an id or 'OK'. */
  isAffectedRows?: boolean;
  /** Catalogue keys under 'msg.' for success. */
  savedMessage?: (isNew: boolean) => string;
  failedMessage?: (isNew: boolean) => string;
}

export interface SectionDef {
  key: AdminSectionKey;
  page: Page;
  api: string;
  idField: string;
  /** Content in the admin's language only (each record exists in one language): lists filter and creates carry localeCd. */
  isLocalized: boolean;
  /** searchType values (labels under 'search.'); empty: no search bar. */
  searchTypes: string[];
  hasDateRange?: boolean;
  /** Selects beside the search bar (inquiries: status). */
  filters?: ListFilterDef[];
  /** Catalogue key under 'col.' of the row-number column; 'num' unless given (history: 'no'). */
  numLabel?: string;
  columns: Column[];
  /** Extra list query, e.g. typeCd=10 for videos. */
  listQuery?: Record<string, string>;
  /** A row pinned above the list (the featured video), fetched with this query. */
  pinnedQuery?: Record<string, string>;
  /** Without add/delete (Q&A has no add, history neither). */
  hasAdd: boolean;
  hasDelete: boolean;
  /** Deleted items are listed at …/trash for holders of `d` and can be restored (POST {api}/restore). */
  hasTrash?: boolean;
  /** The list's "Export CSV" downloads this API path with the list's current query. */
  exportApi?: string;
  /** Catalogue key under 'msg.' shown after deleting. */
  deletedMessage?: string;
  /** Delete answers {affectedRows} (auth, ip) instead of the array of ids. */
  form?: FormDef;
  /** A screen of its own instead of the list (Personal data: a search, not a list of rows). */
  screen?: ComponentType;
  /** A detail screen of its own instead of a form (the inquiry, the application). */
  detailScreen?: ComponentType<{ id: number }>;
  /**
   * Shown above the form of a stored record: what it holds that the form does not edit (an
   * application's answers and CV).
   */
  recordSummary?: ComponentType<{ record: Values }>;
  /** Loaded with each list page for the cells, by name (see ListExtra). */
  listExtras?: Record<string, ListExtra>;
  /**
   * The right that opens a listed row's detail: 'e' unless given. Videos: 'r' (spec 6: every video
   * row opens its detail; only the pinned row needs e). Without e the form is read-only.
   */
  detailRight?: 'r' | 'e';
  /** The server erases this section's records after this configured period; its guidance says so. */
  retention?: keyof RetentionPolicy;
  /**
   * Items linked to their version in the other language (decision 034: the six board types, not
   * inquiries or applications): the edit screen adds or opens the other version, the add screen
   * with ?translationOf=<id> starts from that item. `titleField` names it in the add screen's notice.
   */
  translatable?: { titleField: string };
  /**
   * Rows can be selected by anyone who reads the list (a page, or every row the filter matches,
   * at most SELECT_ALL_MAX) and acted on by these actions (decision 055).
   */
  selection?: { actions: ComponentType<SelectionActionsProps> };
  /**
   * Other views of the list besides the table, by name, kept in the URL as `?view=<name>` (the
   * applications' board and hiring report): tabs under the title, labels under 'view.'.
   */
  views?: Record<string, LazyExoticComponent<ComponentType<ListViewProps>>>;
}

/** What a section's selection actions get: the chosen ids, their rows when on this page, the list's query. */
export interface SelectionActionsProps {
  ids: number[];
  /** The chosen rows this page shows (all of them unless every row matching the filter is chosen). */
  rows: Row[];
  /** Every row matching the filter is chosen. */
  isAllMatching: boolean;
  /** The list's query without paging (the export's filter). */
  query: Record<string, string | number | undefined>;
  /** After an action: its result is announced and the list loads again (the selection clears). */
  onDone: (message: string) => void;
}

/** A list view besides the table: the section and the URL's query (its filters, e.g. jobNo). */
export interface ListViewProps {
  section: SectionDef;
  query: Record<string, string>;
}
