import { createElement, lazy } from 'react';
import { ROLES } from '../../../common/codes.ts';
import { isIpAddress } from '../../../common/ip.ts';
import {
  adminCreateSchema,
  adminUpdateSchema,
  ipSchema,
  USERNAME_PATTERN,
} from '../../../common/schemas/admin.ts';
import { dmy, dmyTime, historyAddress, RevisionCell, shortMemo, str } from './cells.tsx';
import { firstProblem, json } from './form.ts';
import type { FieldDef, SectionDef } from './types.ts';

/** The user sections: administrator accounts, the IP allow-list and the access history. */

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
  {
    // Your own e-mail changes only with your current password (decision 048).
    name: 'currentPassword',
    label: 'currentPassword',
    kind: 'password',
    maxLength: 200,
    hint: 'currentPassword',
    autoComplete: 'current-password',
    isShownWhen: ({ values, record, userNo }) =>
      !!record &&
      Number(record.id) === userNo &&
      String(values.email ?? '').trim() !== String(record.email ?? ''),
  },
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
      const { password, username, currentPassword, ...rest } = json(values, authFields, ctx);
      if (ctx.isNew) return { ...rest, username, password };
      return { ...rest, username, localeCd: ctx.localeCd, ...(currentPassword ? { currentPassword } : {}) };
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
    { label: 'change', value: (row, { t }) => createElement(RevisionCell, { row, t }) },
  ],
  hasAdd: false,
  hasDelete: false,
};

/** Personal data (decision 040): its own screen, loaded when opened. */
const privacy: SectionDef = {
  key: 'user/privacy',
  page: 'UserPrivacy',
  api: '/api/privacy/requests',
  idField: 'requestNo',
  isLocalized: false,
  searchTypes: [],
  columns: [],
  hasAdd: false,
  hasDelete: false,
  screen: lazy(() => import('../screens/PrivacyScreen.tsx')),
};

export const USER_SECTIONS = {
  'user/auth': auth,
  'user/ip': ip,
  'user/history': history,
  'user/privacy': privacy,
};
