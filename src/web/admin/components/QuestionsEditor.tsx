import { useId } from 'react';
import { QUESTION_LIMITS, type ScreeningQuestion, questionsOf } from '../../../common/schemas/questions.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** A question being edited: a new one has no number until the server gives it one. */
type Draft = Omit<ScreeningQuestion, 'questionNo'> & { questionNo?: number };

const NEW_QUESTION: Draft = { text: '', kind: 'yesno', required: 'N', knockoutAnswer: '' };

/**
 * A job's screening questions (decision 054): add, remove, reorder, each with its text, its kind,
 * whether it is required and, for a yes/no question, the answer that knocks an applicant out. The
 * value is the list the API takes; a question keeps its `questionNo`, so answers stay matched.
 */
export function QuestionsEditor({
  value,
  labelledBy,
  describedBy,
  onChange,
}: {
  /** The list, or its stored JSON text (a draft or a version restored). */
  value: unknown;
  labelledBy: string;
  describedBy?: string | undefined;
  onChange: (questions: Draft[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const questions: Draft[] = Array.isArray(value) ? (value as Draft[]) : questionsOf(value);
  const set = (n: number, patch: Partial<Draft>) =>
    onChange(questions.map((q, i) => (i === n ? { ...q, ...patch } : q)));
  const move = (n: number, by: -1 | 1) => {
    const next = [...questions];
    [next[n], next[n + by]] = [next[n + by]!, next[n]!];
    onChange(next);
  };
  const isFull = questions.length >= QUESTION_LIMITS.questions;

  return (
    <fieldset className="admin-questions" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {questions.length === 0 && <p className="admin-questions__none">{t('questions.none')}</p>}
      <ol className="admin-questions__list">
        {questions.map((q, n) => {
          const key = `${id}-${n}`;
          const number = { n: n + 1 };
          return (
            <li key={q.questionNo ?? `new-${n}`} className="admin-questions__item">
              <fieldset>
                <legend>{t('questions.number', number)}</legend>
                <label htmlFor={`${key}-text`}>{t('questions.text')}</label>
                <input
                  id={`${key}-text`}
                  type="text"
                  value={q.text}
                  maxLength={QUESTION_LIMITS.text}
                  required
                  onChange={(e) => set(n, { text: e.target.value })}
                />
                <label htmlFor={`${key}-kind`}>{t('questions.kind')}</label>
                <select
                  id={`${key}-kind`}
                  value={q.kind}
                  onChange={(e) => {
                    const kind = e.target.value === 'text' ? 'text' : 'yesno';
                    set(n, { kind, ...(kind === 'text' ? { knockoutAnswer: '' } : {}) });
                  }}
                >
                  <option value="yesno">{t('questions.yesno')}</option>
                  <option value="text">{t('questions.textKind')}</option>
                </select>
                <label className="admin-questions__check">
                  <input
                    type="checkbox"
                    checked={q.required === 'Y'}
                    onChange={(e) => set(n, { required: e.target.checked ? 'Y' : 'N' })}
                  />
                  {t('questions.required')}
                </label>
                {q.kind === 'yesno' && (
                  <>
                    <label htmlFor={`${key}-knockout`}>{t('questions.knockout')}</label>
                    <select
                      id={`${key}-knockout`}
                      value={q.knockoutAnswer}
                      onChange={(e) =>
                        set(n, {
                          knockoutAnswer:
                            e.target.value === 'Y' || e.target.value === 'N' ? e.target.value : '',
                        })
                      }
                    >
                      <option value="">{t('questions.noKnockout')}</option>
                      <option value="Y">{t('questions.yes')}</option>
                      <option value="N">{t('questions.no')}</option>
                    </select>
                  </>
                )}
                <div className="admin-questions__tools">
                  <button
                    type="button"
                    className="admin-button"
                    aria-label={t('questions.up', number)}
                    disabled={n === 0}
                    onClick={() => move(n, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="admin-button"
                    aria-label={t('questions.down', number)}
                    disabled={n === questions.length - 1}
                    onClick={() => move(n, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="admin-button"
                    onClick={() => onChange(questions.filter((_, i) => i !== n))}
                  >
                    {t('questions.remove', number)}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="admin-button"
        disabled={isFull}
        aria-describedby={isFull ? `${id}-max` : undefined}
        onClick={() => onChange([...questions, { ...NEW_QUESTION }])}
      >
        {t('questions.add')}
      </button>
      {isFull && (
        <p id={`${id}-max`} className="admin-field__hint">
          {t('questions.max')}
        </p>
      )}
    </fieldset>
  );
}
