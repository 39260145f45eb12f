import { Icon } from '../../../components/Icon.tsx';
import { PAGE_ICONS } from '../../../components/page-icons.ts';
import { hintId, InquiryField } from './InquiryField.tsx';
import type { InquiryForm } from './use-inquiry-form.ts';

const ID = 'inquiry-file';

/**
 * The attachment: a visually hidden file input behind a styled button, the chosen file's name and a
 * button to remove it. Files over the upload limit are refused before anything is sent.
 */
export function AttachmentField({ form, f }: { form: InquiryForm; f: (key: string) => string }) {
  const { file } = form;
  return (
    <InquiryField id={ID} labelId={`${ID}-label`} label={f('file')} hint={f('fileHint')} isFullWidth>
      <div className="inquiry-file">
        <input
          id={ID}
          ref={form.fileInput}
          className="visually-hidden inquiry-file__input"
          type="file"
          name="qnaFile"
          aria-labelledby={`${ID}-label ${ID}-button`}
          aria-describedby={hintId(ID)}
          onChange={form.onFile}
        />
        <label id={`${ID}-button`} htmlFor={ID} className="button button--ghost inquiry-file__button">
          <Icon d={PAGE_ICONS.attach} size={18} />
          {f('fileButton')}
        </label>
        <span className="inquiry-file__chosen">
          <span className={`inquiry-file__name${file ? ' has-file' : ''}`}>
            {file ? file.name : f('fileNone')}
          </span>
          {file && (
            <button type="button" className="inquiry-file__remove" onClick={form.removeFile}>
              <Icon name="close" size={18} />
              <span className="visually-hidden">{f('fileRemove')}</span>
            </button>
          )}
        </span>
      </div>
    </InquiryField>
  );
}
