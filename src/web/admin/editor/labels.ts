import type { ActionName } from './actions.ts';

export type EditorLabels = Record<ActionName, string> & {
  toolbar: string;
  tableTools: string;
  link: string;
  image: string;
  /** The media library chooser: the button's text and its full name. */
  libraryShort: string;
  library: string;
  imageAlt: string;
  imageAltLabel: string;
  imageDecorative: string;
  imageAltMissing: string;
  linkAddress: string;
  applyLink: string;
  removeLink: string;
  cancel: string;
  invalidLink: string;
  uploading: string;
  onlyImages: string;
  uploadFailed: string;
  dismiss: string;
};

const en: EditorLabels = {
  toolbar: 'Formatting',
  tableTools: 'Table',
  paragraph: 'Paragraph',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quote',
  link: 'Link',
  image: 'Insert image',
  libraryShort: 'Library',
  library: 'Insert a picture from the media library',
  imageAlt: 'Image description',
  imageAltLabel: 'Describe the image for visitors who cannot see it',
  imageDecorative: 'Decorative image: it adds nothing to the text, so no description',
  imageAltMissing: 'Describe the image, or mark it as decorative',
  insertTable: 'Insert table',
  addRow: 'Add row',
  addColumn: 'Add column',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  deleteTable: 'Delete table',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  cancel: 'Cancel',
  invalidLink: 'Enter an address starting with https://, mailto:, tel: or /',
  uploading: 'Uploading image…',
  onlyImages: 'Only JPG, PNG, GIF or WebP images can be inserted',
  uploadFailed: 'The image could not be uploaded',
  dismiss: 'Dismiss',
};

const vi: EditorLabels = {
  toolbar: 'Định dạng',
  tableTools: 'Bảng',
  paragraph: 'Đoạn văn',
  heading2: 'Tiêu đề 2',
  heading3: 'Tiêu đề 3',
  bold: 'In đậm',
  italic: 'In nghiêng',
  bulletList: 'Danh sách dấu chấm',
  orderedList: 'Danh sách đánh số',
  blockquote: 'Trích dẫn',
  link: 'Liên kết',
  image: 'Chèn ảnh',
  libraryShort: 'Thư viện',
  library: 'Chèn ảnh từ thư viện ảnh',
  imageAlt: 'Mô tả ảnh',
  imageAltLabel: 'Mô tả ảnh cho khách truy cập không xem được ảnh',
  imageDecorative: 'Ảnh trang trí: không bổ sung gì cho nội dung nên không cần mô tả',
  imageAltMissing: 'Hãy mô tả ảnh, hoặc đánh dấu đây là ảnh trang trí',
  insertTable: 'Chèn bảng',
  addRow: 'Thêm hàng',
  addColumn: 'Thêm cột',
  deleteRow: 'Xóa hàng',
  deleteColumn: 'Xóa cột',
  deleteTable: 'Xóa bảng',
  undo: 'Hoàn tác',
  redo: 'Làm lại',
  linkAddress: 'Địa chỉ liên kết',
  applyLink: 'Áp dụng',
  removeLink: 'Gỡ liên kết',
  cancel: 'Hủy',
  invalidLink: 'Hãy nhập địa chỉ bắt đầu bằng https://, mailto:, tel: hoặc /',
  uploading: 'Đang tải ảnh lên…',
  onlyImages: 'Chỉ chèn được ảnh JPG, PNG, GIF hoặc WebP',
  uploadFailed: 'Không tải được ảnh lên',
  dismiss: 'Đóng',
};

export const EDITOR_LABELS: Record<'en' | 'vi', EditorLabels> = { en, vi };
