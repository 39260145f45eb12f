import {
  CATEGORIES,
  type CategoryCd,
  DATE_MODES,
  type DateCd,
  INQUIRY_TYPES,
  type InquiryTypeCd,
  PARTNER_TYPES,
  type PartnerTypeCd,
} from '../../../common/codes.ts';
import { dmy, str, Thumbnail } from './cells.tsx';
import { PartnerSwitch, StatusSelect } from './inline.tsx';
import type { Column } from './types.ts';

/** Column lists of the content sections (the user sections keep theirs next to their definition). */

const dateWindow: Column = {
  label: 'period',
  value: (row, { localeCd }) =>
    row.dateCd === '10'
      ? `${dmy(row.startDt)} ~ ${dmy(row.endDt)}`
      : DATE_MODES.label(str(row, 'dateCd') as DateCd, localeCd),
};
const title: Column = { label: 'title', value: (row) => str(row, 'title'), isLink: true };
const addDate: Column = { label: 'addDate', value: (row) => dmy(row.createDt) };
const onOff: Column = { label: 'useYn', value: (row) => (row.useYn === 'Y' ? 'ON' : 'OFF') };

export const bannerColumns: Column[] = [
  { label: 'image', value: (row) => <Thumbnail src={str(row, 'imageUrl')} /> },
  title,
  { label: 'subTitle', value: (row) => str(row, 'contents') },
  onOff,
  addDate,
];

export const jobColumns: Column[] = [title, dateWindow, addDate];

export const postColumns: Column[] = [
  {
    label: 'category',
    value: (row, { localeCd }) => CATEGORIES.label(str(row, 'typeCd') as CategoryCd, localeCd),
  },
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
  { label: 'partner', value: (row) => str(row, 'name'), isLink: true },
  {
    label: 'category',
    value: (row, { localeCd }) => PARTNER_TYPES.label(str(row, 'typeCd') as PartnerTypeCd, localeCd),
  },
  {
    label: 'useYn',
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
  {
    label: 'category',
    value: (row, { localeCd }) => INQUIRY_TYPES.label(str(row, 'typeCd') as InquiryTypeCd, localeCd),
  },
  title,
  { label: 'writer', value: (row) => str(row, 'name') },
  addDate,
  {
    label: 'status',
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
