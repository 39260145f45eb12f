import { z } from 'zod';
import { asList, QUESTION_KINDS, QUESTION_LIMITS, type ScreeningQuestion } from './question-rules.ts';

export * from './question-rules.ts';

/* The checks of a job's screening questions as staff save them (decision 054); the rest is in ./question-rules.ts. */

const question = z.object({
  questionNo: z.coerce
    .number({ error: 'questionNo must be a whole number' })
    .int({ error: 'questionNo must be a whole number' })
    .min(1, { error: 'questionNo must be at least 1' })
    .max(1000, { error: 'questionNo must be at most 1000' })
    .optional(),
  text: z
    .string({ error: 'Each question needs its text' })
    .trim()
    .min(1, { error: 'Each question needs its text' })
    .max(QUESTION_LIMITS.text, { error: `A question must be at most ${QUESTION_LIMITS.text} characters` }),
  kind: z.enum(QUESTION_KINDS, { error: 'A question kind must be yesno or text' }),
  required: z.enum(['Y', 'N'], { error: 'A question’s required must be Y or N' }).default('N'),
  knockoutAnswer: z
    .enum(['Y', 'N', ''], { error: 'A question’s knockoutAnswer must be Y, N or empty' })
    .default(''),
});

/**
 * A job's questions as the API takes them (a list, or its JSON text in a multipart form), checked
 * and numbered: a question keeps the number it was sent with, a new one gets the highest number
 * of the list plus one. Stored as JSON text, '' when there is none.
 */
export const questionsField = z.preprocess(
  asList,
  z
    .array(question, { error: 'questions must be a list of questions' })
    .max(QUESTION_LIMITS.questions, { error: `A job may ask at most ${QUESTION_LIMITS.questions} questions` })
    .superRefine((list, ctx) => {
      const numbers = list.flatMap((q) => (q.questionNo === undefined ? [] : [q.questionNo]));
      if (new Set(numbers).size !== numbers.length)
        ctx.addIssue({ code: 'custom', message: 'Two questions have the same questionNo' });
      list.forEach((q, n) => {
        if (q.kind !== 'yesno' && q.knockoutAnswer !== '')
          ctx.addIssue({
            code: 'custom',
            path: [n, 'knockoutAnswer'],
            message: `Question ${n + 1}: only a yes/no question can have a knockout answer`,
          });
      });
    })
    .transform((list): string => {
      let next = Math.max(0, ...list.map((q) => q.questionNo ?? 0));
      const numbered: ScreeningQuestion[] = list.map((q) => ({
        questionNo: q.questionNo ?? ++next,
        text: q.text,
        kind: q.kind,
        required: q.required,
        knockoutAnswer: q.kind === 'yesno' ? q.knockoutAnswer : '',
      }));
      return numbered.length ? JSON.stringify(numbered) : '';
    }),
);
