import { describe, expect, it } from 'vitest';
import {
  isKnockedOut,
  publicQuestionsOf,
  questionsField,
  questionsOf,
  screeningAnswers,
} from './questions.ts';

const yesno = { text: 'Are you 18 or older?', kind: 'yesno', required: 'Y', knockoutAnswer: 'N' } as const;
const days = { text: 'Which days?', kind: 'text', required: 'N', knockoutAnswer: '' } as const;

describe('questionsField', () => {
  it('numbers new questions after the highest number sent, keeping the numbers sent', () => {
    const stored = questionsField.parse([{ ...days, questionNo: 4 }, yesno]);
    expect(JSON.parse(stored as string)).toEqual([
      { ...days, questionNo: 4 },
      { ...yesno, questionNo: 5 },
    ]);
  });

  it('reads JSON text (a multipart form) and stores none as empty text', () => {
    expect(questionsField.parse(JSON.stringify([days]))).toBe(JSON.stringify([{ questionNo: 1, ...days }]));
    expect(questionsField.parse('')).toBe('');
    expect(questionsField.parse([])).toBe('');
    expect(questionsField.parse(undefined)).toBe('');
  });

  it('refuses a knockout answer on a text question and more than 10 questions', () => {
    expect(questionsField.safeParse([{ ...days, knockoutAnswer: 'Y' }]).success).toBe(false);
    expect(questionsField.safeParse(Array.from({ length: 11 }, () => days)).success).toBe(false);
    expect(questionsField.safeParse('not json').success).toBe(false);
  });
});

describe('answers', () => {
  const questions = questionsOf(questionsField.parse([yesno, days]));

  it('never show visitors the knockout answer', () => {
    expect(publicQuestionsOf(questions)[0]).not.toHaveProperty('knockoutAnswer');
  });

  it('name the first question answered wrong', () => {
    expect(screeningAnswers(questions, {}).issue).toMatchObject({ questionNo: 1, reason: 'required' });
    expect(screeningAnswers(questions, { answer_1: 'yes' }).issue).toMatchObject({ reason: 'yesno' });
    expect(screeningAnswers(questions, { answer_1: 'Y', answer_2: 'x'.repeat(501) }).issue).toMatchObject({
      questionNo: 2,
      reason: 'tooLong',
    });
  });

  it('keep each question as asked, and knock out on the knockout answer only', () => {
    const yes = screeningAnswers(questions, { answer_1: 'Y', answer_2: ' Weekends ' }).answers!;
    expect(yes).toEqual([
      { questionNo: 1, text: yesno.text, kind: 'yesno', answer: 'Y' },
      { questionNo: 2, text: days.text, kind: 'text', answer: 'Weekends' },
    ]);
    expect(isKnockedOut(questions, yes)).toBe(false);
    expect(isKnockedOut(questions, screeningAnswers(questions, { answer_1: 'N' }).answers!)).toBe(true);
  });
});
