import type { Editor } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { imageAt, setImageAlt } from './actions.ts';
import type { EditorLabels } from './labels.ts';

interface ImageFormProps {
  id: string;
  editor: Editor;
  /** Document position of the image described. */
  pos: number;
  /** Just inserted: nothing is chosen yet, so 'decorative' starts unticked. */
  isNew: boolean;
  labels: EditorLabels;
  onClose: () => void;
}

/** Longest description kept: a sentence or two, as screen readers read it in one go. */
const MAX_ALT = 300;

/**
 * The image description box under the toolbar: the `alt` text visitors who cannot see the image
 * hear instead, or none for a decorative image. Not a <form>, like the link box: the editor sits
 * inside the record's form.
 */
export function ImageForm({ id, editor, pos, isNew, labels, onClose }: ImageFormProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [image] = useState(() => imageAt(editor, pos));
  const alt = String(image?.attrs.alt ?? '');
  const [draft, setDraft] = useState(alt);
  const [isDecorative, setIsDecorative] = useState(!isNew && alt === '');
  const [isInvalid, setIsInvalid] = useState(false);
  // Edits made meanwhile (another upload landing, typing) move the image: follow it.
  const at = useRef(pos);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  useEffect(() => {
    const follow = ({ transaction }: { transaction: Transaction }) => {
      at.current = transaction.mapping.map(at.current);
    };
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  // The editor takes the focus back, or the next image's description is asked (RichTextEditor).
  const close = onClose;

  const apply = () => {
    const text = draft.trim();
    if (!isDecorative && text === '') {
      setIsInvalid(true);
      input.current?.focus();
      return;
    }
    setImageAlt(editor, at.current, isDecorative ? '' : text);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // Closes this box only, not a dialog the editor may sit in.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (!image) return null;
  return (
    <fieldset id={id} className="rte-link rte-image" aria-label={labels.imageAlt} onKeyDown={onKeyDown}>
      <img className="rte-image__thumb" src={String(image.attrs.src)} alt="" />
      <div className="rte-image__fields">
        <label htmlFor={inputId}>{labels.imageAltLabel}</label>
        <input
          ref={input}
          id={inputId}
          type="text"
          autoComplete="off"
          maxLength={MAX_ALT}
          value={isDecorative ? '' : draft}
          disabled={isDecorative}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setIsInvalid(false);
          }}
        />
        <label className="rte-image__decorative">
          <input
            type="checkbox"
            checked={isDecorative}
            onChange={(event) => {
              setIsDecorative(event.target.checked);
              setIsInvalid(false);
            }}
          />
          {labels.imageDecorative}
        </label>
        <div className="rte-image__buttons">
          <button type="button" className="rte-text-button" onClick={apply}>
            {labels.applyLink}
          </button>
          <button type="button" className="rte-text-button" onClick={close}>
            {labels.cancel}
          </button>
        </div>
        {isInvalid && (
          <p id={errorId} className="rte-link__error" role="alert">
            {labels.imageAltMissing}
          </p>
        )}
      </div>
    </fieldset>
  );
}
