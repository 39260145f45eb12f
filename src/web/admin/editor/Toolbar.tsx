import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { ACTIONS, type ActionName, TABLE_ACTIONS } from './actions.ts';
import { ToolbarIcon } from './icons.tsx';
import type { EditorLabels } from './labels.ts';
import { IMAGE_ACCEPT, imageFilesOf } from './use-image-uploads.ts';

interface ToolbarProps {
  editor: Editor;
  labels: EditorLabels;
  linkFormId: string;
  isLinkFormOpen: boolean;
  onLink: () => void;
  onImages: (files: File[]) => void;
  /** Opens the media library to insert one of its pictures. */
  onLibrary: () => void;
  imageFormId: string;
  isImageFormOpen: boolean;
  /** Opens (or closes) the description box of the selected image. */
  onImageAlt: () => void;
}

const FACES: Partial<Record<ActionName, ReactNode>> = {
  paragraph: '¶',
  heading2: 'H2',
  heading3: 'H3',
  bold: <b>B</b>,
  italic: <i>I</i>,
  bulletList: <ToolbarIcon name="bulletList" />,
  orderedList: <ToolbarIcon name="orderedList" />,
  blockquote: <ToolbarIcon name="blockquote" />,
  insertTable: <ToolbarIcon name="table" />,
  undo: <ToolbarIcon name="undo" />,
  redo: <ToolbarIcon name="redo" />,
};

const GROUPS: ActionName[][] = [
  ['paragraph', 'heading2', 'heading3'],
  ['bold', 'italic'],
  ['bulletList', 'orderedList', 'blockquote'],
];

function snapshot(editor: Editor) {
  const names = Object.keys(ACTIONS) as ActionName[];
  const state = (pick: (name: ActionName) => boolean) =>
    Object.fromEntries(names.map((name) => [name, pick(name)])) as Record<ActionName, boolean>;
  return {
    isActive: state((name) => ACTIONS[name].isActive?.(editor) ?? false),
    canRun: state((name) => ACTIONS[name].apply(editor.can().chain()).run()),
    isLink: editor.isActive('link'),
    isInTable: editor.isActive('table'),
    isImage: editor.isActive('image'),
  };
}

/**
 * One tab stop for the whole toolbar; the arrow keys, Home and End move between its buttons
 * (WAI-ARIA toolbar pattern). Buttons keep the editor's focus on click, so the selection stays.
 */
export function Toolbar({
  editor,
  labels,
  linkFormId,
  isLinkFormOpen,
  onLink,
  onImages,
  onLibrary,
  imageFormId,
  isImageFormOpen,
  onImageAlt,
}: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: e }) => snapshot(e) });
  const toolbar = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLButtonElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const buttons = () =>
    Array.from(toolbar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);

  useLayoutEffect(() => {
    const all = buttons();
    const stop = current.current && all.includes(current.current) ? current.current : all[0];
    for (const button of all) button.tabIndex = button === stop ? 0 : -1;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowRight: (at + 1) % all.length,
      ArrowLeft: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  };

  const action = (name: ActionName) => {
    const isToggle = ACTIONS[name].isActive !== undefined;
    const face = FACES[name];
    return (
      <button
        key={name}
        type="button"
        className={face ? 'rte-button' : 'rte-text-button'}
        aria-label={labels[name]}
        title={labels[name]}
        aria-pressed={isToggle ? state.isActive[name] : undefined}
        disabled={!state.canRun[name] || (name === 'insertTable' && state.isInTable)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => ACTIONS[name].apply(editor.chain().focus()).run()}
      >
        {face ?? labels[name]}
      </button>
    );
  };

  return (
    <div
      ref={toolbar}
      className="rte-toolbar"
      role="toolbar"
      aria-label={labels.toolbar}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target instanceof HTMLButtonElement) current.current = event.target;
      }}
    >
      {GROUPS.map((group) => (
        <div key={group.join()} className="rte-toolbar__group">
          {group.map(action)}
        </div>
      ))}
      <div className="rte-toolbar__group">
        <button
          type="button"
          className="rte-button"
          aria-label={labels.link}
          title={`${labels.link} (Ctrl+K)`}
          aria-expanded={isLinkFormOpen}
          aria-controls={isLinkFormOpen ? linkFormId : undefined}
          data-active={state.isLink || undefined}
          onClick={onLink}
        >
          <ToolbarIcon name="link" />
        </button>
        <button
          type="button"
          className="rte-button"
          aria-label={labels.image}
          title={labels.image}
          onClick={() => fileInput.current?.click()}
        >
          <ToolbarIcon name="image" />
        </button>
        <button
          type="button"
          className="rte-text-button"
          aria-label={labels.library}
          title={labels.library}
          onClick={onLibrary}
        >
          {labels.libraryShort}
        </button>
        <button
          type="button"
          className="rte-text-button"
          aria-label={`${labels.imageAlt} (Alt)`}
          title={`${labels.imageAlt} (Alt)`}
          aria-expanded={isImageFormOpen}
          aria-controls={isImageFormOpen ? imageFormId : undefined}
          disabled={!state.isImage && !isImageFormOpen}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onImageAlt}
        >
          Alt
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          onChange={(event) => {
            onImages(imageFilesOf(event.target.files));
            event.target.value = '';
          }}
        />
        {action('insertTable')}
      </div>
      <div className="rte-toolbar__group">
        {action('undo')}
        {action('redo')}
      </div>
      {state.isInTable && (
        <fieldset className="rte-toolbar__group" aria-label={labels.tableTools}>
          {TABLE_ACTIONS.map(action)}
        </fieldset>
      )}
    </div>
  );
}
