import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { EMAIL_DOMAINS, type EmailDomainCd, LIMITS } from '../../../../common/codes.ts';
import type { InquiryRow } from '../../../../common/schemas/inquiry.ts';
import { ApiError, postForm } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { PostedForm } from '../../page-data.ts';
import {
  fieldsFromPost,
  INITIAL_FIELDS,
  type InquiryFieldName,
  type InquiryFields,
  toFormData,
} from './fields.ts';
import type { InquiryDialogState } from './InquiryDialogs.tsx';
import { checkInquiryForm, errorMessageKey, type InquiryMessageKey, messageKeyOf } from './validation.ts';

type TextFieldName = 'title' | 'name' | 'email' | 'emailDomainName' | 'phone' | 'contents';

/**
 * State and behaviour of the inquiry form: the fields, the attachment, which controls are marked
 * invalid, the dialog on show, and the send with its upload progress. The client runs the shared
 * inquiry rules before sending so the visitor hears about a problem at once; the server checks
 * everything again. `posted` is the form as a browser posted it without scripts and the server
 * refused it: the form starts from it, its problem shown above it (decision 030).
 */
export function useInquiryForm(posted: PostedForm | null) {
  const { t, localeCd } = useI18n();
  const [fields, setFields] = useState<InquiryFields>(() =>
    posted ? fieldsFromPost(posted.fields) : INITIAL_FIELDS,
  );
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<InquiryFieldName[]>(() =>
    posted?.error.code === 'validation'
      ? (checkInquiryForm(fieldsFromPost(posted.fields))?.invalid ?? [])
      : [],
  );
  /** The server's reason for sending the form back, shown above it until the next send. */
  const [refusal, setRefusal] = useState(() => (posted ? failureText(posted.error) : null));
  const [isSending, setIsSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [dialog, setDialog] = useState<InquiryDialogState>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const controls = useRef<Partial<Record<InquiryFieldName, HTMLElement | null>>>({});
  /** The control to return to once the alert is closed. */
  const focusAfterDialog = useRef<HTMLElement | null>(null);

  // Runs after the Dialog's own effect (children first), i.e. after the browser has restored focus
  // to the submit button: move it on to the control that needs attention.
  useEffect(() => {
    if (!dialog && focusAfterDialog.current) {
      focusAfterDialog.current.focus();
      focusAfterDialog.current = null;
    }
  }, [dialog]);

  const say = (key: InquiryMessageKey | 'errorTitle') => t(`partner.inquiry.messages.${key}`);

  const set = <K extends InquiryFieldName>(key: K, value: InquiryFields[K]) => {
    setFields((prev) => ({ ...prev, [key]: value }));
    if (invalid.includes(key)) setInvalid((prev) => prev.filter((k) => k !== key));
  };
  const register = (key: InquiryFieldName) => (el: HTMLElement | null) => {
    controls.current[key] = el;
  };
  const invalidProps = (key: InquiryFieldName) => (invalid.includes(key) ? { 'aria-invalid': true } : {});

  /** Props of a text control; `clean` rewrites what was typed (the phone keeps digits only). */
  const bind = (key: TextFieldName, clean: (value: string) => string = (value) => value) => ({
    name: key,
    ref: register(key),
    value: fields[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, clean(e.target.value)),
    ...invalidProps(key),
  });

  const chooseDomain = (code: EmailDomainCd) => {
    setFields((prev) => ({ ...prev, emailDomain: code, emailDomainName: EMAIL_DOMAINS[code] }));
    setInvalid((prev) => prev.filter((k) => k !== 'emailDomainName'));
  };

  const showAlert = (title: string, focus: HTMLElement | null, text?: string) => {
    focusAfterDialog.current = focus;
    setDialog(text ? { kind: 'alert', title, text } : { kind: 'alert', title });
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    if (chosen && chosen.size > LIMITS.uploadBytes) {
      e.target.value = '';
      setFile(null);
      showAlert(say('fileTooLarge'), fileInput.current);
      return;
    }
    setFile(chosen);
  };

  const removeFile = () => {
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
    setFile(null);
  };

  /** What went wrong, in the visitor's language when the API's code says which known failure it is. */
  function failureText(error: Parameters<typeof errorMessageKey>[0]): string {
    const key = errorMessageKey(error);
    return key ? t(`partner.inquiry.messages.${key}`) : error.message;
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSending) return;
    setRefusal(null);
    const problem = checkInquiryForm(fields);
    if (problem) {
      setInvalid(problem.invalid);
      const key = messageKeyOf(problem.message);
      showAlert(key ? say(key) : problem.message, controls.current[problem.focus] ?? null);
      return;
    }
    setInvalid([]);
    const sent = toFormData({ fields, localeCd, file });
    // The privacy notice version the form shows (its hidden field): the inquiry records it.
    const shown = e.currentTarget.querySelector<HTMLInputElement>('input[name="consentVersion"]');
    if (shown) sent.set('consentVersion', shown.value);
    setIsSending(true);
    setProgress(file ? 0 : null);
    try {
      await postForm<InquiryRow['qnaNo']>(
        '/api/qna',
        sent,
        file ? (fraction) => setProgress(Math.round(fraction * 100)) : undefined,
      );
      setDialog({ kind: 'success' });
    } catch (error) {
      showAlert(say('errorTitle'), null, error instanceof ApiError ? failureText(error) : '');
    } finally {
      setIsSending(false);
      setProgress(null);
    }
  };

  const reset = () => {
    setFields(INITIAL_FIELDS);
    setInvalid([]);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const closeDialog = () => {
    if (dialog?.kind === 'success') reset();
    setDialog(null);
  };

  return {
    fields,
    file,
    refusal,
    isSending,
    progress,
    dialog,
    /** A preset domain (gmail, naver) cannot be edited. */
    isDomainLocked: fields.emailDomain !== '00',
    fileInput,
    set,
    bind,
    register,
    invalidProps,
    chooseDomain,
    onFile,
    removeFile,
    onSubmit,
    openPrivacy: () => setDialog({ kind: 'privacy' }),
    closeDialog,
  };
}

export type InquiryForm = ReturnType<typeof useInquiryForm>;
