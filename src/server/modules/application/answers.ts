import { answersOf } from '../../../common/schemas/questions.ts';
import type { Row } from '../content/resource.ts';

/**
 * An application as staff read it: its answers to the job's screening questions (stored as JSON
 * text, decision 054) as a list. The one place the API reads them.
 */
export const withAnswers = (row: Row): Row => ({ ...row, answers: answersOf(row.answers) });
