import type { ChainedCommands, Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';

/**
 * What each toolbar button does, as a command chain, so the toolbar and the sanitizer test run the
 * very same commands.
 */
export interface EditorAction {
  apply: (chain: ChainedCommands) => ChainedCommands;
  /** For toggles: whether the button shows as pressed. */
  isActive?: (editor: Editor) => boolean;
}

export type ActionName =
  | 'paragraph'
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'insertTable'
  | 'addRow'
  | 'addColumn'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable'
  | 'undo'
  | 'redo';

export const ACTIONS: Record<ActionName, EditorAction> = {
  paragraph: { apply: (c) => c.setParagraph(), isActive: (e) => e.isActive('paragraph') },
  heading2: {
    apply: (c) => c.toggleHeading({ level: 2 }),
    isActive: (e) => e.isActive('heading', { level: 2 }),
  },
  heading3: {
    apply: (c) => c.toggleHeading({ level: 3 }),
    isActive: (e) => e.isActive('heading', { level: 3 }),
  },
  bold: { apply: (c) => c.toggleBold(), isActive: (e) => e.isActive('bold') },
  italic: { apply: (c) => c.toggleItalic(), isActive: (e) => e.isActive('italic') },
  bulletList: { apply: (c) => c.toggleBulletList(), isActive: (e) => e.isActive('bulletList') },
  orderedList: { apply: (c) => c.toggleOrderedList(), isActive: (e) => e.isActive('orderedList') },
  blockquote: { apply: (c) => c.toggleBlockquote(), isActive: (e) => e.isActive('blockquote') },
  insertTable: { apply: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  addRow: { apply: (c) => c.addRowAfter() },
  addColumn: { apply: (c) => c.addColumnAfter() },
  deleteRow: { apply: (c) => c.deleteRow() },
  deleteColumn: { apply: (c) => c.deleteColumn() },
  deleteTable: { apply: (c) => c.deleteTable() },
  undo: { apply: (c) => c.undo() },
  redo: { apply: (c) => c.redo() },
};

export const TABLE_ACTIONS: ActionName[] = [
  'addRow',
  'addColumn',
  'deleteRow',
  'deleteColumn',
  'deleteTable',
];

/**
 * Links the selection to `href` (already checked with normalizeHref). Without a selection the link
 * under the cursor is changed, or the address itself is inserted as the link text.
 */
export function applyLink(editor: Editor, href: string): boolean {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link'))
    return chain
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  return chain.extendMarkRange('link').setLink({ href }).run();
}

export function removeLink(editor: Editor): boolean {
  return editor.chain().focus().extendMarkRange('link').unsetLink().run();
}

/**
 * Inserts an uploaded image where the cursor is now (the upload may have taken a while), without
 * a description yet (alt=""), and answers its position so the description can be asked for.
 */
export function insertImage(editor: Editor, src: string): number | null {
  if (!editor.chain().setImage({ src, alt: '' }).run()) return null;
  const pos = editor.state.selection.from - 1;
  return imageAt(editor, pos) ? pos : null;
}

/** The image node at `pos`, or null when there is none (any more). */
export function imageAt(editor: Editor, pos: number): ProseMirrorNode | null {
  const node = pos >= 0 && pos < editor.state.doc.content.size ? editor.state.doc.nodeAt(pos) : null;
  return node?.type.name === 'image' ? node : null;
}

/** The position of the selected image, or null when the selection is not one image. */
export function selectedImage(editor: Editor): number | null {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === 'image' ? selection.from : null;
}

/** Sets the description (`alt`) of the image at `pos`; '' marks it as decorative. */
export function setImageAlt(editor: Editor, pos: number, alt: string): boolean {
  if (!imageAt(editor, pos)) return false;
  return editor.chain().setNodeSelection(pos).updateAttributes('image', { alt }).run();
}
