import {
  CATEGORIES,
  type CategoryCd,
  DATE_MODES,
  type DateCd,
  INQUIRY_TYPES,
  type InquiryTypeCd,
  type LocaleCd,
  PARTNER_TYPES,
  type PartnerTypeCd,
} from '../../../common/codes.ts';
import { dmy, str, Thumbnail } from './cells.tsx';
import { PartnerSwitch, StatusSelect } from './inline.tsx';
import type { Column } from './types.ts';

/** Column lists of the content sections (the user sections keep theirs next to their definition). */

const dateWindow: Column = {
  label: 'period',
  sort: 'endDt',
  value: (row, { localeCd }) =>
    row.dateCd === '10'
      ? `${dmy(row.startDt)} ~ ${dmy(row.endDt)}`
      : DATE_MODES.label(str(row, 'dateCd') as DateCd, localeCd),
};
const title: Column = { label: 'title', value: (row) => str(row, 'title'), isLink: true, sort: 'title' };
const addDate: Column = { label: 'addDate', value: (row) => dmy(row.createDt), sort: 'createDt' };
const onOff: Column = { label: 'useYn', value: (row) => (row.useYn === 'Y' ? 'ON' : 'OFF'), sort: 'useYn' };
const category = (label: (code: string, localeCd: LocaleCd) => string): Column => ({
  label: 'category',
  value: (row, { localeCd }) => label(str(row, 'typeCd'), localeCd),
  sort: 'typeCd',
});

export const bannerColumns: Column[] = [
  { label: 'image', value: (row) => <Thumbnail src={str(row, 'imageUrl')} /> },
  title,
  { label: 'subTitle', value: (row) => str(row, 'contents') },
  onOff,
  addDate,
];

export const jobColumns: Column[] = [title, dateWindow, addDate];

export const postColumns: Column[] = [
  category((code, localeCd) => CATEGORIES.label(code as CategoryCd, localeCd)),
  title,
  addDate,
];

export const videoColumns: Column[] = [
  title,
  { label: 'youtubeId', value: (row) => str(row, 'youtubeId') },
  dateWindow,
  addDate,
];

export const partnerColumns: Column[] = [
  { label: 'partner', value: (row) => str(row, 'name'), isLink: true, sort: 'name' },
  category((code, localeCd) => PARTNER_TYPES.label(code as PartnerTypeCd, localeCd)),
  {
    label: 'useYn',
    sort: 'useYn',
    value: (row, { canEdit, reload }) => (
      <PartnerSwitch
        partnerNo={Number(row.partnerNo)}
        name={str(row, 'name')}
        useYn={str(row, 'useYn')}
        canEdit={canEdit}
        onSaved={reload}
      />
    ),
  },
  { label: 'manager', value: (row) => str(row, 'modifyId') || str(row, 'createId') },
];

export const qnaColumns: Column[] = [
  category((code, localeCd) => INQUIRY_TYPES.label(code as InquiryTypeCd, localeCd)),
  // Spec 2: the Q&A list's Title shows the inquirer name.
  { ...title, value: (row) => (row.name ? `${str(row, 'title')} (${str(row, 'name')})` : str(row, 'title')) },
  { label: 'writer', value: (row) => str(row, 'name'), sort: 'name' },
  addDate,
  {
    label: 'status',
    sort: 'statusCd',
    value: (row, { canEdit, localeCd, reload }) => (
      <StatusSelect
        qnaNo={Number(row.qnaNo)}
        statusCd={str(row, 'statusCd')}
        localeCd={localeCd}
        canEdit={canEdit}
        onSaved={reload}
      />
    ),
  },
];
