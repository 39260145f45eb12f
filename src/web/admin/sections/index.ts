import type { z } from 'zod';
import type { AdminSectionKey } from '../../../common/admin-paths.ts';
import { CATEGORIES, INQUIRY_STATUSES, type LocaleCd, PARTNER_TYPES, ROLES } from '../../../common/codes.ts';
import { CONTENT_TYPES, type ContentType } from '../../../common/content-types.ts';
import { addDays, vietnamDate } from '../../../common/dates.ts';
import { isIpAddress } from '../../../common/ip.ts';
import { MSG } from '../../../common/messages.ts';
import {
  adminCreateSchema,
  adminUpdateSchema,
  ipSchema,
  USERNAME_PATTERN,
} from '../../../common/schemas/admin.ts';
import {
  bannerSchema,
  faqSchema,
  jobSchema,
  newsSchema,
  partnerSchema,
  videoSchema,
} from '../../../common/schemas/content.ts';
import { dmy, dmyTime, historyAddress, shortMemo, str } from './cells.tsx';
import {
  bannerColumns,
  jobColumns,
  partnerColumns,
  postColumns,
  qnaColumns,
  videoColumns,
} from './columns.tsx';
import { JOB_TEMPLATE } from './templates.ts';
import type { FieldDef, FormDef, SaveContext, SectionDef, Values } from './types.ts';

/** Where a board type's API, id and rights are: declared once in the shared registry. */
const board = (type: ContentType) => ({
  key: type.adminSection as AdminSectionKey,
  page: type.page,
  api: type.api,
  idField: type.idField,
});

/** The first message of a shared schema (the server would answer the same), or null. */
const firstProblem = (schema: z.ZodType, values: Values) => {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? MSG.fillAllFields);
};

/** Multipart body of the form's fields; files only when one was chosen (updates keep the stored file). */
function formData(values: Values, fields: FieldDef[], ctx: SaveContext): FormData {
  const form = new FormData();
  if (ctx.isNew) form.set('localeCd', ctx.localeCd);
  for (const field of fields) {
    const names = field.kind === 'dateMode' ? ['dateCd', 'startDt', 'endDt'] : [field.name];
    for (const name of names) {
      const value = values[name];
      if (value instanceof File) form.set(name, value);
      else if (value !== undefined && value !== null && !(field.kind === 'file' || field.kind === 'image'))
        form.set(name, String(value));
    }
  }
  return form;
}

/** JSON body of the form's fields. */
function json(values: Values, fields: FieldDef[], ctx: SaveContext): Values {
  const body: Values = ctx.isNew ? { localeCd: ctx.localeCd } : {};
  for (const field of fields) {
    const names = field.kind === 'dateMode' ? ['dateCd', 'startDt', 'endDt'] : [field.name];
    for (const name of names) if (values[name] !== undefined) body[name] = values[name] ?? '';
  }
  return body;
}

const options =
  (table: { codes: readonly string[]; label: (code: never, l: LocaleCd) => string }) => (l: LocaleCd) =>
    table.codes.map((code) => ({ value: code, label: table.label(code as never, l) }));

const dateWindowDefaults = () => {
  const today = vietnamDate();
  return { dateCd: '10', startDt: today, endDt: addDays(today, 7) };
};

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

const title: FieldDef = { name: 'title', label: 'title', kind: 'text', maxLength: 200 };
const editor: FieldDef = { name: 'contents', label: 'contents', kind: 'editor' };
const dateMode: FieldDef = { name: 'dateCd', label: 'dateMode', kind: 'dateMode' };
const onOff: FieldDef = { name: 'useYn', label: 'useYn', kind: 'onoff' };

function contentForm(
  schema: z.ZodType,
  fields: FieldDef[],
  initial: FormDef['initial'],
  extra?: Partial<FormDef>,
): FormDef {
  const hasFile = fields.some((f) => f.kind === 'file' || f.kind === 'image');
  return {
    fields,
    initial,
    validate: (values, ctx) => firstProblem(schema, { localeCd: ctx.localeCd, ...values }),
    toBody: (values, ctx) => (hasFile ? formData(values, fields, ctx) : json(values, fields, ctx)),
    ...extra,
  };
}

const bannerFields: FieldDef[] = [
  title,
  { name: 'contents', label: 'subTitle', kind: 'text', maxLength: 500 },
  { name: 'linkUrl', label: 'linkUrl', kind: 'text', maxLength: 500, inputMode: 'url' },
  {
    name: 'bannerImg',
    label: 'image',
    kind: 'image',
    hint: 'bannerImage',
    file: { urlField: 'imageUrl', nameField: 'imageName', accept: 'image/jpeg,image/png,image/gif' },
  },
  onOff,
];

const banner: SectionDef = {
  ...board(CONTENT_TYPES.banner),
  isLocalized: true,
  searchTypes: ['title'],
  columns: bannerColumns,
  hasTrash: true,
  hasAdd: true,
  hasDelete: true,
  form: contentForm(
    bannerSchema,
    bannerFields,
    () => ({ title: '', contents: '', linkUrl: '', useYn: 'Y' }),
    {
      validate: (values, ctx) => {
        const { isNew } = ctx;
        const image = values.bannerImg;
        if (
          (isNew && !(image instanceof File)) ||
          (image instanceof File && !IMAGE_TYPES.includes(image.type))
        )
          return MSG.bannerImageType;
        return firstProblem(bannerSchema, { localeCd: ctx.localeCd, ...values });
      },
    },
  ),
};

const jobFields: FieldDef[] = [
  dateMode,
  title,
  editor,
  {
    name: 'jobFile',
    label: 'cvFile',
    kind: 'file',
    hint: 'attachment',
    file: { urlField: 'fileUrl', nameField: 'fileName' },
  },
];

const recruit: SectionDef = {
  ...board(CONTENT_TYPES.job),
  isLocalized: true,
  searchTypes: ['title', 'contents'],
  columns: jobColumns,
  hasTrash: true,
  hasAdd: true,
  hasDelete: true,
  form: contentForm(jobSchema, jobFields, ({ localeCd }) => ({
    ...dateWindowDefaults(),
    title: '',
    contents: JOB_TEMPLATE[localeCd],
    useYn: 'Y',
  })),
};

const postFields: FieldDef[] = [
  { name: 'typeCd', label: 'category', kind: 'select', options: options(CATEGORIES) },
  title,
  editor,
];
const postInitial = () => ({ typeCd: '10', title: '', contents: '', useYn: 'Y' });

const faq: SectionDef = {
  ...board(CONTENT_TYPES.faq),
  isLocalized: true,
  searchTypes: ['title', 'contents'],
  columns: postColumns,
  hasTrash: true,
  hasAdd: true,
  hasDelete: true,
  form: contentForm(faqSchema, postFields, postInitial),
};

const news: SectionDef = {
  ...faq,
  ...board(CONTENT_TYPES.news),
  form: contentForm(newsSchema, postFields, postInitial),
};

const videoFields: FieldDef[] = [
  dateMode,
  title,
  { name: 'youtubeId', label: 'youtubeId', kind: 'text', maxLength: 11, hint: 'youtubeId' },
];

const video: SectionDef = {
  ...board(CONTENT_TYPES.video),
  isLocalized: true,
  searchTypes: ['title'],
  columns: videoColumns,
  detailRight: 'r',
  hasTrash: true,
  listQuery: { typeCd: '10' },
  pinnedQuery: { typeCd: '00' },
  hasAdd: true,
  hasDelete: true,
  form: contentForm(videoSchema, videoFields, () => ({
    ...dateWindowDefaults(),
    typeCd: '10',
    title: '',
    youtubeId: '',
    useYn: 'Y',
  })),
};

const partnerFields: FieldDef[] = [
  { name: 'name', label: 'partnerName', kind: 'text', maxLength: 120 },
  { name: 'typeCd', label: 'category', kind: 'select', options: options(PARTNER_TYPES) },
  { name: 'linkUrl', label: 'url', kind: 'text', maxLength: 500, inputMode: 'url' },
  {
    name: 'partnerImg',
    label: 'logo',
    kind: 'image',
    hint: 'logo',
    file: {
      urlField: 'logoImageUrl',
      nameField: 'logoImageName',
      accept: 'image/jpeg,image/png,image/gif,image/webp',
    },
  },
  onOff,
];

const partner: SectionDef = {
  ...board(CONTENT_TYPES.partner),
  isLocalized: true,
  searchTypes: ['name'],
  columns: partnerColumns,
  hasTrash: true,
  hasAdd: true,
  hasDelete: true,
  form: contentForm(partnerSchema, partnerFields, () => ({
    name: '',
    typeCd: '10',
    linkUrl: '',
    useYn: 'Y',
  })),
};

const qna: SectionDef = {
  ...board(CONTENT_TYPES.qna),
  isLocalized: true,
  retention: 'inquiryDays',
  searchTypes: ['title', 'contents'],
  filters: [{ name: 'statusCd', label: 'status', options: options(INQUIRY_STATUSES) }],
  hasDateRange: true,
  columns: qnaColumns,
  hasTrash: true,
  exportApi: `${CONTENT_TYPES.qna.api}/export`,
  hasReadOnlyDetail: true,
  hasAdd: false,
  hasDelete: true,
};

const authFields: FieldDef[] = [
  { name: 'role', label: 'role', kind: 'select', options: () => ROLES.map((r) => ({ value: r, label: r })) },
  {
    name: 'username',
    label: 'loginId',
    kind: 'text',
    maxLength: 50,
    isFixedOnEdit: true,
    autoComplete: 'off',
    duplicateCheck: {
      path: '/api/auth/dc',
      bodyField: 'username',
      free: 'userFree',
      taken: 'userTaken',
      required: 'checkDuplication',
      validate: (value) => (USERNAME_PATTERN.test(value) ? null : 'usernameRule'),
    },
  },
  {
    name: 'password',
    label: 'password',
    kind: 'password',
    maxLength: 16,
    isFixedOnEdit: true,
    canSetNew: true,
    hint: 'password',
    autoComplete: 'new-password',
  },
  { name: 'manager', label: 'manager', kind: 'text', maxLength: 100 },
  { name: 'email', label: 'email', kind: 'text', maxLength: 100, inputMode: 'email' },
  { name: 'contact', label: 'contact', kind: 'text', maxLength: 11, inputMode: 'numeric', hint: 'contact' },
  { name: 'mgtsettings', label: 'permissions', kind: 'permissions' },
];

const auth: SectionDef = {
  key: 'user/auth',
  page: 'UserAuthority',
  api: '/api/auth',
  idField: 'id',
  isLocalized: false,
  searchTypes: ['id', 'manager'],
  columns: [
    { label: 'loginId', value: (row) => str(row, 'username'), isLink: true },
    { label: 'manager', value: (row) => str(row, 'manager') },
    { label: 'email', value: (row) => str(row, 'email') },
    { label: 'contact', value: (row) => str(row, 'contact') },
    { label: 'adminBoard', value: (row) => str(row, 'adminBoard') },
  ],
  hasAdd: true,
  hasDelete: true,
  deletedMessage: 'deletedShort',
  form: {
    fields: authFields,
    initial: () => ({
      role: 'General Manager',
      username: '',
      password: '',
      manager: '',
      email: '',
      contact: '',
      mgtsettings: [],
    }),
    validate: (values, { isNew }) => firstProblem(isNew ? adminCreateSchema : adminUpdateSchema, values),
    toBody: (values, ctx) => {
      const { password, username, ...rest } = json(values, authFields, ctx);
      return ctx.isNew ? { ...rest, username, password } : { ...rest, username, localeCd: ctx.localeCd };
    },
    isAffectedRows: true,
    failedMessage: () => 'tryAgain',
  },
};

const ip: SectionDef = {
  key: 'user/ip',
  page: 'UserIP',
  api: '/api/ip',
  idField: 'id',
  isLocalized: false,
  searchTypes: ['ip', 'memo'],
  columns: [
    { label: 'date', value: (row) => dmy(row.createdAt), sort: 'createdAt' },
    { label: 'ip', value: (row) => str(row, 'ipaddress'), isLink: true, sort: 'ipaddress' },
    { label: 'memo', value: (row) => shortMemo(str(row, 'memo')) },
  ],
  hasAdd: true,
  hasDelete: true,
  deletedMessage: 'deletedShort',
  form: {
    fields: [
      {
        name: 'ipaddress',
        label: 'ip',
        kind: 'text',
        maxLength: 45,
        duplicateCheck: {
          path: '/api/ip/dc',
          bodyField: 'ipaddress',
          free: 'ipFree',
          taken: 'ipTaken',
          required: 'ipCheckDuplication',
          validate: (value) => (isIpAddress(value) ? null : 'ipInvalid'),
        },
      },
      { name: 'memo', label: 'memo', kind: 'textarea', maxLength: 255, hint: 'memo' },
    ],
    initial: () => ({ ipaddress: '', memo: '' }),
    validate: (values) => firstProblem(ipSchema, values),
    toBody: (values) => ({ ipaddress: String(values.ipaddress ?? '').trim(), memo: values.memo ?? '' }),
    isAffectedRows: true,
    savedMessage: (isNew) => (isNew ? 'ipStored' : 'updated'),
    failedMessage: (isNew) => (isNew ? 'tryAgainLower' : 'tryAgain'),
  },
};

const history: SectionDef = {
  key: 'user/history',
  page: 'UserHistory',
  api: '/api/history',
  idField: 'id',
  isLocalized: false,
  retention: 'historyDays',
  searchTypes: ['ip', 'account', 'url'],
  hasDateRange: true,
  numLabel: 'no',
  columns: [
    { label: 'ip', value: (row) => historyAddress(str(row, 'ipaddress')), sort: 'ipaddress' },
    { label: 'account', value: (row) => str(row, 'userid'), sort: 'userid' },
    { label: 'url', value: (row) => str(row, 'url'), sort: 'url' },
    { label: 'date', value: (row) => dmyTime(row.createdAt), sort: 'createdAt' },
  ],
  hasAdd: false,
  hasDelete: false,
};

export const SECTIONS: Record<AdminSectionKey, SectionDef> = {
  'main/banner': banner,
  'board/recruit': recruit,
  'board/faq': faq,
  'board/news': news,
  'board/video': video,
  'board/partner': partner,
  'qna/qna': qna,
  'user/auth': auth,
  'user/ip': ip,
  'user/history': history,
};
