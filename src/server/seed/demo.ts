import { LOCALES, type LocaleCd } from '../../common/codes.ts';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import { addDays, vietnamDate } from '../../common/dates.ts';
import { ALL } from '../../common/permissions.ts';
import type { Auth } from '../auth.ts';
import type { Db, DialectName } from '../db/index.ts';
import type { Config } from '../env.ts';
import type { ContentTable } from '../modules/content/resource.ts';
import type { ContentService } from '../modules/content/service.ts';
import { createServices, type Services } from '../services.ts';
import type { FileStore } from '../storage/file-store.ts';
import { type FormInput, fileOfBytes } from '../storage/uploads.ts';
import { CV_FORM_LINES, cvFormPdf } from './cv-form.ts';
import { type DemoContent, readDemoContent } from './demo-content.ts';
import { type DemoPictures, uploadDemoPictures } from './demo-pictures.ts';
import type { SeedContent } from './types.ts';

/** Who the demo is saved by: a system identity holding every right, named in each item's history. */
export const SYSTEM_AUTH: Auth = {
  user: {
    userNo: 0,
    username: 'system',
    passwordHash: '',
    manager: 'System',
    managerSearch: 'system',
    email: '',
    contact: '',
    role: 'System',
    mgtsettings: ALL,
    localeCd: 'EN',
    useYn: 'Y',
    delYn: 'N',
    createId: null,
    createDt: new Date(0).toISOString(),
    modifyId: null,
    modifyDt: null,
  },
  settings: [ALL],
  token: '',
};

type Ids = Record<LocaleCd, number[]>;

/**
 * Writes the demo content of both languages through the services, as staff and visitors write
 * theirs: the same validation, sanitizing, search folds, revisions, uploads and media library. Each
 * English item is saved with its Vietnamese translation linked to it. Its services queue no e-mail:
 * the demo's applicants and inquirers are made up.
 */
export async function seedDemo({
  config,
  db,
  dialect,
  store,
}: {
  config: Readonly<Config>;
  db: Db;
  dialect: DialectName;
  store: FileStore;
}): Promise<void> {
  const content = await readDemoContent();
  const services = createServices({ config: { ...config, mail: null }, db, dialect, store });
  const pictures = await uploadDemoPictures(services.media, content, SYSTEM_AUTH);
  const jobs = await writeBoards(db, services, content, pictures);
  await writeSubmissions(db, services, content, jobs);
}

/** A save is stamped with its own time; a demo item is as old as its text says (days ago). */
const at = (daysAgo: number, i: number) =>
  new Date(Date.now() - daysAgo * 86_400_000 - i * 60_000).toISOString();

/** The indices of rows, oldest first, so that ids grow with time as they do for real content. */
const oldestFirst = (rows: ReadonlyArray<{ daysAgo: number }>) =>
  rows.map((_, i) => i).sort((a, b) => rows[b]!.daysAgo - rows[a]!.daysAgo);

/**
 * Gives a saved row the age of its demo text: the one thing a save cannot be told. Only the
 * stamps change (and those of the versions the save kept); every other column is the save's.
 */
async function backdate(
  db: Db,
  { table, idField, id }: { table: ContentTable; idField: string; id: number },
  stamps: { createDt: string; modifyDt?: string },
) {
  await db
    .updateTable(table)
    .set(stamps)
    .where(idField as 'createDt', '=', id as never)
    .execute();
  await db
    .updateTable('content_revision')
    .set({ createDt: stamps.modifyDt ?? stamps.createDt })
    .where('contentType', '=', table)
    .where('itemNo', '=', id)
    .execute();
}

/** Saves item i in English, then its translation linked to it; both as old as `daysAgo` says. */
async function savePair(
  db: Db,
  service: ContentService,
  { form, daysAgo, i }: { form: (locale: LocaleCd) => FormInput; daysAgo: number; i: number },
): Promise<Record<LocaleCd, number>> {
  const save = (locale: LocaleCd, link: Record<string, unknown>) => {
    const { fields, files } = form(locale);
    return service.create({ fields: { ...fields, localeCd: locale, ...link }, files }, SYSTEM_AUTH);
  };
  const en = (await save('EN', {})).id;
  const vi = (await save('VI', { translationOf: en })).id;
  const { table, idField } = service.resource;
  for (const id of [en, vi]) await backdate(db, { table, idField, id }, { createDt: at(daysAgo, i) });
  return { EN: en, VI: vi };
}

/** Saves the pairs of one board in `order`; answers each language's ids in the texts' order. */
async function savePairs<T>(
  db: Db,
  service: ContentService,
  {
    rows,
    order,
    daysAgo,
    form,
  }: {
    rows: Record<LocaleCd, T[]>;
    order: number[];
    daysAgo: (i: number) => number;
    form: (row: T, i: number, locale: LocaleCd) => FormInput;
  },
): Promise<Ids> {
  const ids: Ids = { EN: [], VI: [] };
  for (const i of order) {
    const pair = await savePair(db, service, {
      form: (locale) => form(rows[locale][i]!, i, locale),
      daysAgo: daysAgo(i),
      i,
    });
    for (const locale of LOCALES) ids[locale][i] = pair[locale];
  }
  return ids;
}

const fieldsOnly = (fields: Record<string, unknown>): FormInput => ({ fields, files: {} });
const listsOf = <K extends keyof SeedContent>(content: DemoContent, key: K) =>
  ({ EN: content.EN[key], VI: content.VI[key] }) as Record<LocaleCd, SeedContent[K]>;
const inOrder = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every board, each item with its translation; answers the jobs' ids, which applications name. */
async function writeBoards(db: Db, services: Services, content: DemoContent, pictures: DemoPictures) {
  const boards = services.content;
  const { EN } = content;
  // Saved last to first, so that the first banner of the texts is the newest and leads.
  await savePairs(db, boards.banner, {
    rows: listsOf(content, 'banners'),
    order: inOrder(EN.banners.length).reverse(),
    daysAgo: (i) => i,
    form: (b, i) =>
      fieldsOnly({ title: b.title, contents: b.contents, linkUrl: b.linkUrl, mediaNo: pictures.banners[i] }),
  });
  // Each article opens with its picture, as the editor inserts a library item.
  const newsImages = await Promise.all(
    pictures.news.map(async (mediaNo) => services.media.editorUrl((await services.media.find(mediaNo))!)),
  );
  await savePairs(db, boards.news, {
    rows: listsOf(content, 'news'),
    order: oldestFirst(EN.news),
    daysAgo: (i) => EN.news[i]!.daysAgo,
    form: (n, i) =>
      fieldsOnly({
        typeCd: n.typeCd,
        title: n.title,
        contents: `<p><img src="${newsImages[i]}" alt=""></p>${n.contents}`,
      }),
  });
  const cvForm = await cvFormPdf(CV_FORM_LINES);
  const today = vietnamDate();
  const jobs = await savePairs(db, boards.job, {
    rows: listsOf(content, 'jobs'),
    order: oldestFirst(EN.jobs),
    daysAgo: (i) => EN.jobs[i]!.daysAgo,
    form: (job, i, locale) => ({
      fields: {
        title: job.title,
        contents: job.contents,
        dateCd: job.dateCd,
        ...(job.dateCd === '10'
          ? {
              startDt: addDays(today, job.startOffsetDays ?? -7),
              endDt: addDays(today, job.endOffsetDays ?? 30),
            }
          : {}),
        ...job.fields,
      },
      // Every third job has no CV form, as some postings have none.
      files: Object.fromEntries(
        i % 3 === 2
          ? []
          : [
              [
                'jobFile',
                fileOfBytes(locale === 'VI' ? 'mau-ho-so-ung-tuyen.pdf' : 'application-form.pdf', cvForm),
              ],
            ],
      ),
    }),
  });
  await savePairs(db, boards.faq, {
    rows: listsOf(content, 'faqs'),
    order: inOrder(EN.faqs.length),
    daysAgo: (i) => EN.faqs.length - i,
    form: (f) => fieldsOnly({ typeCd: f.typeCd, title: f.title, contents: f.contents }),
  });
  await savePairs(db, boards.partner, {
    rows: listsOf(content, 'partners'),
    order: inOrder(EN.partners.length),
    daysAgo: (i) => 60 - i,
    form: (p, i) =>
      fieldsOnly({ name: p.name, typeCd: p.typeCd, linkUrl: p.linkUrl, mediaNo: pictures.logos[i] }),
  });
  await savePairs(db, boards.video, {
    rows: listsOf(content, 'videos'),
    order: oldestFirst(EN.videos),
    daysAgo: (i) => EN.videos[i]!.daysAgo,
    form: (v) => fieldsOnly({ typeCd: v.typeCd, dateCd: v.dateCd, title: v.title, youtubeId: v.youtubeId }),
  });
  return jobs;
}

/** pdfkit's built-in font has no Vietnamese letters: the demo CVs spell names without diacritics. */
const plainLetters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

/**
 * The inquiries and applications, sent as visitors send them, each from its own documentation
 * address (RFC 5737: no rate limit of a real address is spent), then moved on by staff.
 */
async function writeSubmissions(db: Db, services: Services, content: DemoContent, jobs: Ids) {
  let senders = 0;
  // No e-mail is queued, so no link to the admin screens is written.
  const from = () => ({ ip: `192.0.2.${++senders}`, publicOrigin: '' });
  const stampsOf = (row: { daysAgo: number; statusCd: string }, i: number) => ({
    createDt: at(row.daysAgo, i),
    ...(row.statusCd === '10' ? {} : { modifyDt: at(row.daysAgo - 0.5, i) }),
  });
  for (const locale of LOCALES) {
    const { inquiries, applications, jobs: jobTexts } = content[locale];
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
      const a = applications[i]!;
      const cv = await cvFormPdf([
        `Curriculum vitae - ${plainLetters(a.name)}`,
        `E-mail: ${a.email}`,
        `Phone: ${a.phone}`,
        `Applying for: ${plainLetters(jobTexts[a.job]!.title)}`,
        'Languages: Vietnamese, English',
      ]);
      const applicationNo = await services.applications.apply(
        jobs[locale][a.job]!,
        {
          fields: {
            localeCd: locale,
            name: a.name,
            email: a.email,
            phone: a.phone,
            coverLetter: a.coverLetter,
            policyChecked: 'Y',
          },
          files: { cv: fileOfBytes(`CV ${plainLetters(a.name)}.pdf`, cv) },
        },
        from(),
      );
      if (a.statusCd !== '10')
        await services.applications.setStatus(
          applicationNo,
          { statusCd: a.statusCd, note: a.note },
          SYSTEM_AUTH,
        );
      await backdate(db, { ...tableOf('application'), id: applicationNo }, stampsOf(a, i));
    }
  }
}

const tableOf = (name: 'qna' | 'application') => ({
  table: name,
  idField: CONTENT_TYPES[name].idField,
});
