import type { Editor } from '@tiptap/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { applyLink, removeLink } from './actions.ts';
import type { EditorLabels } from './labels.ts';
import { normalizeHref } from './link-url.ts';

interface LinkFormProps {
  id: string;
  editor: Editor;
  labels: EditorLabels;
  onClose: () => void;
}

/**
 * The link address box under the toolbar. Not a <form>: the editor sits inside the record's form, so
 * Enter applies the link here instead of submitting the record.
 */
export function LinkForm({ id, editor, labels, onClose }: LinkFormProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const isLink = editor.isActive('link');
  const [draft, setDraft] = useState<string>(() => editor.getAttributes('link').href ?? '');
  const [isInvalid, setIsInvalid] = useState(false);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const close = () => {
    editor.commands.focus();
    onClose();
  };

  const apply = () => {
    const href = normalizeHref(draft);
    if (draft.trim() === '') {
      if (isLink) removeLink(editor);
      close();
    } else if (href) {
      applyLink(editor, href);
      onClose();
    } else {
      setIsInvalid(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // Closes this box only, not a dialog the editor may sit in.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <fieldset id={id} className="rte-link" aria-label={labels.link}>
      <label htmlFor={inputId}>{labels.linkAddress}</label>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        value={draft}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setIsInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="rte-text-button" onClick={apply}>
        {labels.applyLink}
      </button>
      {isLink && (
        <button
          type="button"
          className="rte-text-button"
          onClick={() => {
            removeLink(editor);
            onClose();
          }}
        >
          {labels.removeLink}
        </button>
      )}
      <button type="button" className="rte-text-button" onClick={close}>
        {labels.cancel}
      </button>
      {isInvalid && (
        <p id={errorId} className="rte-link__error" role="alert">
          {labels.invalidLink}
        </p>
      )}
    </fieldset>
  );
}
