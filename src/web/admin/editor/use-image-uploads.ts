import type { Editor } from '@tiptap/core';
import { useCallback, useState } from 'react';
import { insertImage } from './actions.ts';

/** What POST /file/upload accepts; also the file input's `accept`. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The image files among pasted, dropped or chosen files; other files are left to the browser. */
export function imageFilesOf(files: FileList | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}

interface UploadOptions {
  editor: Editor | null;
  uploadImage: (file: File) => Promise<string>;
  messages: { onlyImages: string; uploadFailed: string };
  /** Called with the position of each image inserted, to ask for its description. */
  onInserted?: (pos: number) => void;
}

/**
 * Uploads images one after another (so they land in the order chosen) and inserts each where the
 * cursor is once its upload answers. A failure shows its message until the next upload.
 */
export function useImageUploads({ editor, uploadImage, messages, onInserted }: UploadOptions) {
  const [pending, setPending] = useState(0);
  const [error, setError] = useState('');

  const upload = useCallback(
    async (files: File[]) => {
      if (!editor || files.length === 0) return;
      const accepted = files.filter((file) => IMAGE_TYPES.includes(file.type));
      setError(accepted.length < files.length ? messages.onlyImages : '');
      for (const file of accepted) {
        setPending((count) => count + 1);
        try {
          const src = await uploadImage(file);
          const pos = editor.isDestroyed ? null : insertImage(editor, src);
          if (pos !== null) onInserted?.(pos);
        } catch (failure) {
          setError(failure instanceof Error && failure.message ? failure.message : messages.uploadFailed);
        } finally {
          setPending((count) => count - 1);
        }
      }
    },
    [editor, uploadImage, messages, onInserted],
  );

  return { isUploading: pending > 0, error, upload, dismissError: () => setError('') };
}
