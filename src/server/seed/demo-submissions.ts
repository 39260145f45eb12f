import { LOCALES, type LocaleCd } from '../../common/codes.ts';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import type { Db } from '../db/index.ts';
import type { Services } from '../services.ts';
import { fileOfBytes } from '../storage/uploads.ts';
import { cvFormPdf } from './cv-form.ts';
import type { DemoContent } from './demo-content.ts';
import { at, backdate, fieldsOnly, oldestFirst, SYSTEM_AUTH } from './demo-saves.ts';
import { writeStory } from './demo-story.ts';

/** pdfkit's built-in font has no Vietnamese letters: the demo CVs spell names without diacritics. */
const plainLetters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

const tableOf = (name: 'qna' | 'application') => ({ table: name, idField: CONTENT_TYPES[name].idField });

/** When a submission arrived and, once staff moved it on, when they did. */
const stampsOf = (row: { daysAgo: number; statusCd: string }, i: number) => ({
  createDt: at(row.daysAgo, i),
  ...(row.statusCd === '10' ? {} : { modifyDt: at(row.daysAgo - 0.5, i) }),
});

/**
 * The inquiries and applications (for the jobs `jobs` names, by language and index), sent as
 * visitors send them, each from its own documentation address (RFC 5737: no real address's rate
 * limit is spent), then moved on by staff (`staffId`), each application with its story
 * (demo-story.ts).
 */
export async function writeSubmissions(
  db: Db,
  services: Services,
  content: DemoContent,
  { jobs, staffId }: { jobs: Record<LocaleCd, number[]>; staffId: string },
): Promise<void> {
  let senders = 0;
  // No e-mail is queued, so no link to the admin screens is written.
  const from = () => ({ ip: `192.0.2.${++senders}`, publicOrigin: '' });
  for (const locale of LOCALES) {
    const { inquiries, applications, jobs: jobTexts, stageMails } = content[locale];
    for (const i of oldestFirst(inquiries)) {
      const { statusCd, daysAgo: _, ...sent } = inquiries[i]!;
      const { qnaNo } = await services.qna.create(
        fieldsOnly({ ...sent, localeCd: locale, policyChecked: 'Y' }),
        from(),
      );
      if (statusCd !== '10') await services.qna.setStatus(qnaNo, { statusCd }, SYSTEM_AUTH);
      await backdate(db, { ...tableOf('qna'), id: qnaNo }, stampsOf(inquiries[i]!, i));
    }
    for (const i of oldestFirst(applications)) {
      const { job, name, email, phone, coverLetter, statusCd, note, source, answers } = applications[i]!;
      const cv = await cvFormPdf([
        `Curriculum vitae - ${plainLetters(name)}`,
        `E-mail: ${email}`,
        `Phone: ${phone}`,
        `Applying for: ${plainLetters(jobTexts[job]!.title)}`,
        'Languages: Vietnamese, English',
      ]);
      const applicationNo = await services.applications.apply(
        jobs[locale][job]!,
        {
          // Sent as an applicant sends them: where they came from, and the job's questions answered.
          fields: {
            localeCd: locale,
            name,
            email,
            phone,
            coverLetter,
            policyChecked: 'Y',
            source,
            ...Object.fromEntries((answers ?? []).map((a) => [`answer_${a.questionNo}`, a.answer])),
          },
          files: { cv: fileOfBytes(`CV ${plainLetters(name)}.pdf`, cv) },
        },
        from(),
      );
      // The demo's made-up applicants are never e-mailed; their story (events, sent e-mails) is written next.
      if (statusCd !== '10')
        await services.applications.setStatus(applicationNo, { statusCd, note, notify: 'N' }, SYSTEM_AUTH);
      const createDt = at(applications[i]!.daysAgo, i);
      const movedAt = await writeStory(db, {
        applicationNo,
        localeCd: locale,
        createDt,
        row: applications[i]!,
        jobTitle: jobTexts[job]!.title,
        mails: stageMails,
        staffId,
      });
      await backdate(
        db,
        { ...tableOf('application'), id: applicationNo },
        { createDt, ...(movedAt ? { modifyDt: movedAt } : {}) },
      );
    }
  }
}
