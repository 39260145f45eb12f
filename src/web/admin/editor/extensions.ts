import { type Editor, type Extensions, mergeAttributes } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedHref } from './link-url.ts';

/**
 * The one extension list of the admin editor, shared by the component and the test that checks its
 * HTML against the server's sanitizer (src/server/text/rich-text.ts). Anything the sanitizer would
 * drop is not produced or not parsed here, so what the editor shows is what gets saved.
 */

/** Same shape as the server's image rule: only images from our own upload store. */
const UPLOADED_IMAGE = /^\/uploads\/img\/[a-z0-9/-]+\.[a-z]{3,4}$/;

function isUploadedImage(src: string | null | undefined): boolean {
  return UPLOADED_IMAGE.test(src ?? '');
}

/** Pasted images from other sites would vanish on save; they are not taken in at all. */
const UploadedImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isUploadedImage(element.getAttribute('src')) ? null : false),
      },
    ];
  },
});

/** Column widths are not editable (no resizing), so the saved table carries no colgroup or styles. */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

/** Cell alignment is a style attribute the sanitizer removes; without a button for it, it is not kept. */
function withoutAlign<T extends Record<string, unknown>>(attributes: T): Omit<T, 'align'> {
  const { align: _align, ...rest } = attributes;
  return rest;
}

const PlainTableHeader = TableHeader.extend({
  addAttributes() {
    return withoutAlign(this.parent?.() ?? {});
  },
});

const PlainTableCell = TableCell.extend({
  addAttributes() {
    return withoutAlign(this.parent?.() ?? {});
  },
});

export const editorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      // Links open in the same tab; a saved target="_blank" link keeps its target and gets
      // rel="noopener noreferrer" from the sanitizer.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
  UploadedImage.configure({ inline: true, allowBase64: false }),
  PlainTable.configure({ resizable: false }),
  TableRow,
  PlainTableHeader,
  PlainTableCell,
];

/**
 * The editor's contents as stored. The empty paragraphs at the end (the editor keeps one after a
 * closing table, heading or list, as a place to type) are left out, so an empty document is ''.
 */
export function editorHtml(editor: Editor): string {
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}
