import { TextSelection } from '@tiptap/pm/state';
import type { EditorProps } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { altOf, editorSrcOf } from '../lib/media.ts';
import { insertImage, selectedImage, setImageAlt } from './actions.ts';
import { editorExtensions, editorHtml } from './extensions.ts';
import { ImageForm } from './ImageForm.tsx';
import { LinkForm } from './LinkForm.tsx';
import { EDITOR_LABELS } from './labels.ts';
import { Toolbar } from './Toolbar.tsx';
import { imageFilesOf, useImageUploads } from './use-image-uploads.ts';
import './editor.css';

const MediaPicker = lazy(() => import('../components/MediaPicker.tsx'));

export interface RichTextEditorProps {
  /** Id of the editable element. */
  id: string;
  /** Id of the visible label: a <label for> cannot name an editable div, aria-labelledby does. */
  labelledBy?: string;
  /** Id(s) of hints or error messages about the field. */
  describedBy?: string;
  /** Initial HTML; a later change is taken in while the editor is not focused (record loaded). */
  value: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL (/uploads/img/…). */
  uploadImage: (file: File) => Promise<string>;
  locale: 'en' | 'vi';
  invalid?: boolean;
}

type Attributes = Pick<RichTextEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid'>;

function contentAttributes({ id, labelledBy, describedBy, invalid }: Attributes): Record<string, string> {
  return {
    id,
    class: 'rte-content',
    role: 'textbox',
    'aria-multiline': 'true',
    ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}

/** The admin's rich-text field for jobs, FAQs and news: loaded lazily, only on editor screens. */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, labelledBy, describedBy, value, onChange, uploadImage, locale, invalid = false } = props;
  const labels = EDITOR_LABELS[locale];
  const linkFormId = useId();
  const imageFormId = useId();
  const [isLinkFormOpen, setIsLinkFormOpen] = useState(false);
  const [isPicking, setIsPicking] = useState(false);
  /** The image whose description is being edited; isNew right after it was inserted. */
  const [imageForm, setImageForm] = useState<{ pos: number; isNew: boolean } | null>(null);
  const openImageForm = useCallback((pos: number, isNew: boolean) => {
    setIsLinkFormOpen(false);
    setImageForm({ pos, isNew });
  }, []);
  /** Images inserted while another one's description is asked for wait here, each in turn. */
  const waiting = useRef<number[]>([]);
  const isAsking = useRef(false);
  isAsking.current = imageForm !== null;
  const onImageInserted = useCallback(
    (pos: number) => {
      if (isAsking.current) waiting.current.push(pos);
      else openImageForm(pos, true);
    },
    [openImageForm],
  );

  const [initialValue] = useState(value);
  // The paste, drop, key and click handlers reach the latest callbacks through this ref.
  const latest = useRef({
    upload: (_files: File[]) => {},
    openLink: () => {},
    openImage: (_pos: number) => {},
  });

  // Stable between renders, so TipTap only passes it to ProseMirror when the attributes change.
  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes: contentAttributes({ id, labelledBy, describedBy, invalid }),
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        latest.current.upload(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
        latest.current.upload(files);
        return true;
      },
      // Double-clicking an image edits its description.
      handleDoubleClickOn: (_view, _pos, node, nodePos) => {
        if (node.type.name !== 'image') return false;
        latest.current.openImage(nodePos);
        return true;
      },
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false;
        event.preventDefault();
        latest.current.openLink();
        return true;
      },
    }),
    [id, labelledBy, describedBy, invalid],
  );

  const editor = useEditor({
    extensions: editorExtensions,
    content: initialValue,
    // Its base rules are in editor.css: a <style> element made by a script breaks the CSP (decision 046).
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(editorHtml(current)),
    // Images waiting for their description move with the text.
    onTransaction: ({ transaction }) => {
      waiting.current = waiting.current.map((pos) => transaction.mapping.map(pos));
    },
  });

  const { isUploading, error, upload, dismissError } = useImageUploads({
    editor,
    uploadImage,
    messages: labels,
    onInserted: onImageInserted,
  });

  const closeImageForm = () => {
    const next = waiting.current.shift();
    if (next !== undefined) return openImageForm(next, true);
    setImageForm(null);
    editor?.commands.focus();
  };

  useLayoutEffect(() => {
    latest.current = {
      upload: (files) => void upload(files),
      openLink: () => {
        setImageForm(null);
        setIsLinkFormOpen(true);
      },
      openImage: (pos) => openImageForm(pos, false),
    };
  });

  // The record usually arrives after the form has rendered: take it in, without an undo step and
  // without reporting it as a change.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused || value === editorHtml(editor)) return;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className="rte" data-invalid={invalid || undefined}>
      <div className="rte__bar">
        <Toolbar
          editor={editor}
          labels={labels}
          linkFormId={linkFormId}
          isLinkFormOpen={isLinkFormOpen}
          onLink={() => {
            setImageForm(null);
            setIsLinkFormOpen((isOpen) => !isOpen);
          }}
          onImages={(files) => void upload(files)}
          onLibrary={() => setIsPicking(true)}
          imageFormId={imageFormId}
          isImageFormOpen={imageForm !== null}
          onImageAlt={() => {
            const pos = selectedImage(editor);
            if (imageForm) setImageForm(null);
            else if (pos !== null) openImageForm(pos, false);
          }}
        />
        {isLinkFormOpen && (
          <LinkForm
            id={linkFormId}
            editor={editor}
            labels={labels}
            onClose={() => setIsLinkFormOpen(false)}
          />
        )}
        {imageForm && (
          <ImageForm
            key={`${imageForm.pos}-${imageForm.isNew}`}
            id={imageFormId}
            editor={editor}
            pos={imageForm.pos}
            isNew={imageForm.isNew}
            labels={labels}
            onClose={closeImageForm}
          />
        )}
      </div>
      {isPicking && (
        <Suspense fallback={null}>
          <MediaPicker
            onPick={(row) => {
              setIsPicking(false);
              // Inserted with the picture's description in the item's language, which the
              // description box then shows to confirm.
              const pos = insertImage(editor, editorSrcOf(row));
              if (pos === null) return;
              setImageAlt(editor, pos, altOf(row, locale === 'vi' ? 'VI' : 'EN'));
              onImageInserted(pos);
            }}
            onClose={() => setIsPicking(false)}
          />
        </Suspense>
      )}
      <EditorContent editor={editor} className="rte__scroll" />
      <div className="rte__status">
        {/* Always present, so screen readers announce it when the text appears. */}
        <p role="status" className="rte__message">
          {isUploading ? labels.uploading : ''}
        </p>
        {error && (
          <p role="alert" className="rte__message rte__error">
            {error}
            <button type="button" className="rte-text-button" onClick={dismissError}>
              {labels.dismiss}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
