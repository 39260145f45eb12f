import type { ReactNode } from 'react';
import { PATHS } from '../../../common/paths.ts';
import {
  APPLICATION_MAX_LENGTH,
  type ApplicationDraft,
  type ApplicationField,
  applicationIssue,
} from '../../../common/schemas/application-rules.ts';
import {
  answerFieldOf,
  type PublicQuestion,
  QUESTION_LIMITS,
  screeningAnswers,
} from '../../../common/schemas/question-rules.ts';
import { DIRECT_SOURCE } from '../../../common/source.ts';
import { Icon } from '../../components/Icon.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { PostedForm } from '../page-data.ts';

/** A field of the form a refusal may mark: the applicant's, or a screening question's answer. */
type FormField = ApplicationField | `answer_${number}`;

const ANSWER_ERRORS = { required: 'answerRequired', yesno: 'answerYesNo', tooLong: 'answerTooLong' } as const;

/**
 * The answer to a refused form: the field to mark (none for a refusal of the whole form), its
 * message key and, for a question, the question it names.
 */
function refusalOf(
  posted: PostedForm,
  questions: readonly PublicQuestion[],
): { field: FormField | null; key: string; question?: string } {
  switch (posted.error.code) {
    case 'unsupported_type':
      return { field: 'cv', key: 'cvType' };
    case 'too_large':
      return { field: 'cv', key: 'cvSize' };
    case 'form_too_large':
      return { field: null, key: 'formTooLarge' };
    case 'rate_limited':
      return { field: null, key: 'tooMany' };
    case 'not_found':
      return { field: null, key: 'closed' };
    case 'validation': {
      // The server's checks, run again on what came back, say which field it was.
      const issue = applicationIssue(posted.fields as unknown as ApplicationDraft);
      if (issue) return { field: issue.field, key: issue.field };
      const answered = screeningAnswers(questions, posted.fields);
      if (answered.issue) {
        const question = questions.find((q) => q.questionNo === answered.issue.questionNo);
        return {
          field: answerFieldOf(answered.issue.questionNo) as FormField,
          key: ANSWER_ERRORS[answered.issue.reason],
          question: question?.text ?? '',
        };
      }
      return { field: 'cv', key: 'cvRequired' };
    }
    default:
      return { field: null, key: 'failed' };
  }
}

/**
 * The application form of a job (decision 032): a native form posted to the job's apply page
 * (decision 030), so it works before and without scripts and needs none of its own. A refused
 * form comes back (`posted`) with what was typed, the field concerned marked and, when a CV came
 * with it, the CV kept on the server (its token in `cvHeld`). `retentionDays` and `uploadLimitMb`
 * are the server's settings, stated in the notice and the hint.
 */
export function ApplyForm({
  jobNo,
  retentionDays,
  uploadLimitMb,
  posted,
  privacyVersion,
  questions = [],
  source = DIRECT_SOURCE,
}: {
  jobNo: number;
  retentionDays: number;
  uploadLimitMb: number;
  posted: PostedForm | null;
  /** The privacy notice version the form shows, sent with it (the application records it). */
  privacyVersion: number | null;
  /** The job's screening questions (decision 054), asked after the applicant's details. */
  questions?: readonly PublicQuestion[];
  /** Where the applicant came from (the page's `source` or `utm_source`), sent with the form. */
  source?: string;
}) {
  const { t, href, localeCd } = useI18n();
  const a = (key: string, values?: Record<string, string | number>) => t(`career.apply.${key}`, values);
  const refusal = posted && refusalOf(posted, questions);
  const value = (name: string) => posted?.fields[name] ?? '';
  /** A control's state for assistive technology: invalid and why, and its hint. */
  const aria = (field: FormField, id: string, hasHint = true) => {
    const isInvalid = refusal?.field === field;
    const describedBy = [isInvalid && 'apply-refusal', hasHint && `${id}-hint`].filter(Boolean).join(' ');
    return {
      ...(isInvalid ? { 'aria-invalid': true } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    };
  };
  const held = value('cvHeld') && value('cvHeldName') ? value('cvHeldName') : '';

  return (
    <form
      className="apply-form"
      method="post"
      action={href(PATHS.apply(jobNo))}
      encType="multipart/form-data"
      aria-labelledby="apply-form-title"
    >
      <h2 id="apply-form-title" className="apply-form__title">
        {a('title')}
      </h2>
      {refusal && (
        <div className="form-outcome form-outcome--refused" role="alert">
          <h3 className="form-outcome__title">{a('refusedTitle')}</h3>
          <p id="apply-refusal">
            {a(`errors.${refusal.key}`, { mb: uploadLimitMb, question: refusal.question ?? '' })}
          </p>
        </div>
      )}
      <p className="apply-form__note">{a('requiredNote')}</p>
      <input type="hidden" name="localeCd" value={localeCd} />
      <input type="hidden" name="source" value={value('source') || source} />

      <div className="apply-form__grid">
        <Field id="apply-name" label={a('name')} isRequired>
          <input
            id="apply-name"
            className="input"
            name="name"
            required
            maxLength={APPLICATION_MAX_LENGTH.name}
            autoComplete="name"
            defaultValue={value('name')}
            {...aria('name', 'apply-name', false)}
          />
        </Field>
        <Field id="apply-email" label={a('email')} hint={a('emailHint')} isRequired>
          <input
            id="apply-email"
            className="input"
            type="email"
            name="email"
            required
            maxLength={APPLICATION_MAX_LENGTH.email}
            autoComplete="email"
            defaultValue={value('email')}
            {...aria('email', 'apply-email')}
          />
        </Field>
        <Field id="apply-phone" label={a('phone')} hint={a('phoneHint')} isRequired>
          <input
            id="apply-phone"
            className="input"
            type="tel"
            name="phone"
            required
            maxLength={APPLICATION_MAX_LENGTH.phone}
            autoComplete="tel"
            defaultValue={value('phone')}
            {...aria('phone', 'apply-phone')}
          />
        </Field>
        <Field
          id="apply-cv"
          label={a('cv')}
          hint={held ? a('cvKept', { name: held }) : a('cvHint', { mb: uploadLimitMb })}
          isRequired={!held}
        >
          <input
            id="apply-cv"
            className="input apply-form__file"
            type="file"
            name="cv"
            required={!held}
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            {...aria('cv', 'apply-cv')}
          />
          {held && (
            <>
              <input type="hidden" name="cvHeld" value={value('cvHeld')} />
              <input type="hidden" name="cvHeldName" value={held} />
            </>
          )}
        </Field>
        <Field id="apply-letter" label={a('coverLetter')} hint={a('coverLetterHint')} isFullWidth>
          <textarea
            id="apply-letter"
            className="textarea"
            name="coverLetter"
            rows={6}
            maxLength={APPLICATION_MAX_LENGTH.coverLetter}
            defaultValue={value('coverLetter')}
            {...aria('coverLetter', 'apply-letter')}
          />
        </Field>
      </div>

      {questions.length > 0 && (
        <section className="apply-questions" aria-labelledby="apply-questions-title">
          <h3 id="apply-questions-title" className="apply-notice__title">
            {a('questionsTitle')}
          </h3>
          {questions.map((q) => {
            const name = answerFieldOf(q.questionNo);
            const id = `apply-${name}`;
            const isRequired = q.required === 'Y';
            return q.kind === 'yesno' ? (
              <fieldset key={q.questionNo} className="field apply-question">
                <legend className="field__label">
                  {q.text}
                  {isRequired && (
                    <>
                      {' '}
                      <Required />
                    </>
                  )}
                </legend>
                <div className="apply-question__choices">
                  {(['Y', 'N'] as const).map((yn) => (
                    <label key={yn} className="apply-notice__check">
                      <input
                        type="radio"
                        name={name}
                        value={yn}
                        required={isRequired}
                        defaultChecked={value(name) === yn}
                        {...aria(name as FormField, id, false)}
                      />
                      {a(yn === 'Y' ? 'yes' : 'no')}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <Field key={q.questionNo} id={id} label={q.text} hint={a('answerHint')} isRequired={isRequired}>
                <textarea
                  id={id}
                  className="textarea"
                  name={name}
                  rows={3}
                  required={isRequired}
                  maxLength={QUESTION_LIMITS.answer}
                  defaultValue={value(name)}
                  {...aria(name as FormField, id)}
                />
              </Field>
            );
          })}
        </section>
      )}

      <section className="apply-notice" aria-labelledby="apply-notice-title">
        <h3 id="apply-notice-title" className="apply-notice__title">
          {a('noticeTitle')}
        </h3>
        <p>{a('notice', { days: retentionDays })}</p>
        <p>
          <a href={href(PATHS.privacy)}>{t('common.privacyPolicyLink')}</a>
        </p>
        {privacyVersion !== null && <input type="hidden" name="consentVersion" value={privacyVersion} />}
        <div className="apply-notice__check">
          <input
            id="apply-consent"
            type="checkbox"
            name="policyChecked"
            value="Y"
            required
            defaultChecked={value('policyChecked') === 'Y'}
            {...aria('policyChecked', 'apply-consent', false)}
          />
          <label htmlFor="apply-consent">
            {a('consent')} <Required />
          </label>
        </div>
      </section>

      <button type="submit" className="button apply-form__submit">
        {a('submit')}
        <Icon name="arrow" size={18} />
      </button>
    </form>
  );
}

function Required() {
  return (
    <span className="apply-form__req" aria-hidden="true">
      *
    </span>
  );
}

/** A label, its control and a hint under it. */
function Field({
  id,
  label,
  hint,
  isRequired = false,
  isFullWidth = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  isRequired?: boolean;
  isFullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={isFullWidth ? 'field apply-form__wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isRequired && (
          <>
            {' '}
            <Required />
          </>
        )}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
