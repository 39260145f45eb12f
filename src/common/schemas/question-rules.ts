/*
 * Without zod, so that the public apply form can use them (zod's schemas make the site's pages
 * heavier and probe `new Function`, which their CSP refuses). A job's screening questions and an applicant's answers to them (decision 054). A job keeps its
 * questions as JSON text in `job.questions`; an application keeps its answers, each with the
 * question as it was asked, as JSON text in `application.answers`.
 */

export const QUESTION_KINDS = ['yesno', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_LIMITS = { questions: 10, text: 300, answer: 500 } as const;

export interface ScreeningQuestion {
  /** Stable within its job: a question sent back with its number keeps it. */
  questionNo: number;
  text: string;
  kind: QuestionKind;
  required: 'Y' | 'N';
  /** yesno only: the answer that ends the application ('60', not selected); '' for none. */
  knockoutAnswer: 'Y' | 'N' | '';
}

/** What visitors see of a question: never its knockout answer. */
export type PublicQuestion = Omit<ScreeningQuestion, 'knockoutAnswer'>;

export interface ScreeningAnswer {
  questionNo: number;
  /** The question as it was asked, so a later edit of the job leaves the answer readable. */
  text: string;
  kind: QuestionKind;
  /** Y or N for yesno, the text typed otherwise; '' when an optional one was left out. */
  answer: string;
}

/** Stored JSON text or a list as sent: '' and null are none. */
export const asList = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of stored JSON text or of a list; nothing when it is neither. */
const recordsOf = (value: unknown): Record<string, unknown>[] => {
  const list = asList(value);
  return Array.isArray(list) ? list.filter(isRecord) : [];
};

/**
 * Stored questions (JSON text, or a list already read) as a list, leniently: what cannot be read is
 * none. For showing and applying; saving goes through `questionsField`.
 */
export function questionsOf(value: unknown): ScreeningQuestion[] {
  return recordsOf(value).map((q) => ({
    questionNo: Number(q.questionNo) || 0,
    text: String(q.text ?? ''),
    kind: q.kind === 'yesno' ? 'yesno' : 'text',
    required: q.required === 'Y' ? 'Y' : 'N',
    knockoutAnswer: q.knockoutAnswer === 'Y' || q.knockoutAnswer === 'N' ? q.knockoutAnswer : '',
  }));
}

/** The questions as visitors receive them: without the knockout answers. */
export const publicQuestionsOf = (value: unknown): PublicQuestion[] =>
  questionsOf(value).map(({ knockoutAnswer: _, ...rest }) => rest);

/** Stored answers (JSON text, or a list already read) as a list; '' is none. */
export function answersOf(value: unknown): ScreeningAnswer[] {
  return recordsOf(value).map((a) => ({
    questionNo: Number(a.questionNo) || 0,
    text: String(a.text ?? ''),
    kind: a.kind === 'yesno' ? 'yesno' : 'text',
    answer: String(a.answer ?? ''),
  }));
}

/** The form field of a question's answer on the apply form and the API. */
export const answerFieldOf = (questionNo: number) => `answer_${questionNo}`;

/** Where an applicant's answers fail: the question, and why (in English, as the API answers). */
export interface AnswerIssue {
  questionNo: number;
  reason: 'required' | 'yesno' | 'tooLong';
  message: string;
}

/**
 * The answers of a form to a job's questions, or the first question answered wrong: a required
 * one left out, a yes/no answered otherwise than Y or N, a text over its limit.
 */
export function screeningAnswers(
  questions: readonly Pick<ScreeningQuestion, 'questionNo' | 'text' | 'kind' | 'required'>[],
  fields: Record<string, unknown>,
): { answers: ScreeningAnswer[]; issue?: never } | { issue: AnswerIssue; answers?: never } {
  const answers: ScreeningAnswer[] = [];
  for (const q of questions) {
    const sent = fields[answerFieldOf(q.questionNo)];
    const answer = typeof sent === 'string' ? sent.trim() : '';
    const named = `Question ${q.questionNo} (“${q.text}”)`;
    if (!answer && q.required === 'Y')
      return { issue: { questionNo: q.questionNo, reason: 'required', message: `${named} is required` } };
    if (answer && q.kind === 'yesno' && answer !== 'Y' && answer !== 'N')
      return {
        issue: { questionNo: q.questionNo, reason: 'yesno', message: `${named} must be answered Y or N` },
      };
    if (answer.length > QUESTION_LIMITS.answer)
      return {
        issue: {
          questionNo: q.questionNo,
          reason: 'tooLong',
          message: `${named}: the answer must be at most ${QUESTION_LIMITS.answer} characters`,
        },
      };
    answers.push({ questionNo: q.questionNo, text: q.text, kind: q.kind, answer });
  }
  return { answers };
}

/** Whether an answer is a yes/no question's knockout answer. */
export const isKnockedOut = (
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): boolean =>
  answers.some((a) => {
    const q = questions.find((each) => each.questionNo === a.questionNo);
    return q?.kind === 'yesno' && q.knockoutAnswer !== '' && a.answer === q.knockoutAnswer;
  });
