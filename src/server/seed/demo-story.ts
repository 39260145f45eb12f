import { LOCALES, type LocaleCd } from '../../common/codes.ts';
import type { Db } from '../db/index.ts';
import type { DemoContent } from './demo-content.ts';
import type { SeedApplication, SeedStageMail } from './types.ts';

const DAY = 86_400_000;

/** The usual road of an application that goes well; another ends after review. */
const FORWARD = ['20', '30', '40', '50'];

/** The statuses an application passed through after its arrival ('10') to end at `statusCd`. */
export const movesTo = (statusCd: string): string[] =>
  statusCd === '10'
    ? []
    : FORWARD.includes(statusCd)
      ? FORWARD.slice(0, FORWARD.indexOf(statusCd) + 1)
      : ['20', statusCd];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Gives a demo application the history staff would have left: its arrival when it was sent, each
 * move a few days after the one before (by `staffId`; a withdrawal by the applicant), the stage
 * e-mail each staff move sent, and where it came from and what it answered. The saves may have
 * recorded events of their own, stamped now: the story replaces them. Returns when it was last
 * moved (its `modifyDt`), or null when it never was.
 */
export async function writeStory(
  db: Db,
  {
    applicationNo,
    localeCd,
    createDt,
    row,
    jobTitle,
    mails,
    staffId,
  }: {
    applicationNo: number;
    localeCd: LocaleCd;
    createDt: string;
    row: SeedApplication;
    jobTitle: string;
    mails: Record<string, SeedStageMail>;
    staffId: string;
  },
): Promise<string | null> {
  const arrived = Date.parse(createDt);
  const moves = movesTo(row.statusCd);
  // Never later than an hour ago, however recent the application.
  const gap = Math.min(3 * DAY, (Date.now() - 3_600_000 - arrived) / (moves.length + 1));
  const steps = moves.map((statusCd, i) => ({
    statusCd,
    fromStatusCd: i === 0 ? '10' : moves[i - 1]!,
    at: new Date(arrived + gap * (i + 1)).toISOString(),
    byId: statusCd === '70' ? null : staffId,
  }));

  await db.deleteFrom('application_event').where('applicationNo', '=', applicationNo).execute();
  await db.deleteFrom('application_message').where('applicationNo', '=', applicationNo).execute();
  await db
    .insertInto('application_event')
    .values([
      { applicationNo, fromStatusCd: null, statusCd: '10', byId: null, createdAt: createDt },
      ...steps.map(({ at, ...step }) => ({ applicationNo, ...step, createdAt: at })),
    ])
    .execute();
  const sent = steps.filter((step) => step.byId && mails[step.statusCd]);
  if (sent.length > 0) {
    const values = { name: row.name, jobTitle };
    await db
      .insertInto('application_message')
      .values(
        sent.map(({ statusCd, at, byId }) => ({
          applicationNo,
          statusCd,
          localeCd,
          subject: fill(mails[statusCd]!.subject, values),
          body: fill(mails[statusCd]!.body, values),
          status: 'sent' as const,
          sendAt: at,
          sentAt: new Date(Date.parse(at) + 120_000).toISOString(),
          byId,
          createdAt: at,
        })),
      )
      .execute();
  }
  return steps.at(-1)?.at ?? null;
}

/** The demo jobs' screening questions, as JSON text in `job.questions` (decision 054). */
export async function writeQuestions(
  db: Db,
  content: DemoContent,
  jobs: Record<LocaleCd, number[]>,
): Promise<void> {
  for (const locale of LOCALES) {
    for (const [i, { questions }] of content[locale].jobs.entries()) {
      if (!questions) continue;
      await db
        .updateTable('job')
        .set({ questions: JSON.stringify(questions) })
        .where('jobNo', '=', jobs[locale][i]!)
        .execute();
    }
  }
}
