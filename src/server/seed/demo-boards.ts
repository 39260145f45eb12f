import { LOCALES, type LocaleCd } from '../../common/codes.ts';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import { addDays, vietnamDate } from '../../common/dates.ts';
import type { Db } from '../db/index.ts';
import type { BoardTypeName } from '../modules/content/index.ts';
import type { Services } from '../services.ts';
import { type FormInput, fileOfBytes, type UploadedFile } from '../storage/uploads.ts';
import { CV_FORM_LINES, cvFormPdf } from './cv-form.ts';
import type { DemoContent } from './demo-content.ts';
import type { DemoPictures } from './demo-pictures.ts';
import { at, backdate, fieldsOnly, oldestFirst, SYSTEM_AUTH } from './demo-saves.ts';
import type { SeedContent } from './types.ts';

type Ids = Record<LocaleCd, number[]>;

interface PairsSpec<T> {
  /** The board's texts per language: item i of one is the translation of item i of the other. */
  rows: Record<LocaleCd, T[]>;
  /** The indices in the order they are saved. */
  order: number[];
  daysAgo: (i: number) => number;
  form: (row: T, i: number, locale: LocaleCd) => FormInput;
}

/**
 * Saves a board's items in `order`, each in English and then in Vietnamese linked to it
 * (`translationOf`), as an editor adds a translation; both as old as `daysAgo` says. Answers each
 * language's ids in the texts' order.
 */
async function savePairs<T>(
  db: Db,
  { services, board }: { services: Services; board: BoardTypeName },
  { rows, order, daysAgo, form }: PairsSpec<T>,
): Promise<Ids> {
  const service = services.content[board];
  const save = async (i: number, locale: LocaleCd, link: Record<string, unknown>) => {
    const { fields, files } = form(rows[locale][i]!, i, locale);
    const { id } = await service.create(
      { fields: { ...fields, localeCd: locale, ...link }, files },
      SYSTEM_AUTH,
    );
    await backdate(
      db,
      { table: board, idField: CONTENT_TYPES[board].idField, id },
      { createDt: at(daysAgo(i), i) },
    );
    return id;
  };
  const ids: Ids = { EN: [], VI: [] };
  for (const i of order) {
    ids.EN[i] = await save(i, 'EN', {});
    ids.VI[i] = await save(i, 'VI', { translationOf: ids.EN[i] });
  }
  return ids;
}

const listsOf = <K extends keyof SeedContent>(content: DemoContent, key: K) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, content[locale][key]])) as Record<
    LocaleCd,
    SeedContent[K]
  >;
const inOrder = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every board, each item with its translation; answers the jobs' ids, which applications name. */
export async function writeBoards(
  db: Db,
  services: Services,
  content: DemoContent,
  pictures: DemoPictures,
): Promise<Ids> {
  const { EN } = content;
  const on = (board: BoardTypeName) => ({ services, board });
  // Saved last to first, so that the first banner of the texts is the newest and leads.
  await savePairs(db, on('banner'), {
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
  await savePairs(db, on('news'), {
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
  const jobs = await savePairs(db, on('job'), {
    rows: listsOf(content, 'jobs'),
    order: oldestFirst(EN.jobs),
    daysAgo: (i) => EN.jobs[i]!.daysAgo,
    form: (job, i, locale) => {
      const window =
        job.dateCd === '10'
          ? {
              startDt: addDays(today, job.startOffsetDays ?? -7),
              endDt: addDays(today, job.endOffsetDays ?? 30),
            }
          : {};
      // Every third job has no CV form, as some postings have none.
      const files: Record<string, UploadedFile> =
        i % 3 === 2
          ? {}
          : {
              jobFile: fileOfBytes(
                locale === 'VI' ? 'mau-ho-so-ung-tuyen.pdf' : 'application-form.pdf',
                cvForm,
              ),
            };
      return {
        fields: { title: job.title, contents: job.contents, dateCd: job.dateCd, ...window, ...job.fields },
        files,
      };
    },
  });
  await savePairs(db, on('faq'), {
    rows: listsOf(content, 'faqs'),
    order: inOrder(EN.faqs.length),
    daysAgo: (i) => EN.faqs.length - i,
    form: (f) => fieldsOnly({ typeCd: f.typeCd, title: f.title, contents: f.contents }),
  });
  await savePairs(db, on('partner'), {
    rows: listsOf(content, 'partners'),
    order: inOrder(EN.partners.length),
    daysAgo: (i) => 60 - i,
    form: (p, i) =>
      fieldsOnly({ name: p.name, typeCd: p.typeCd, linkUrl: p.linkUrl, mediaNo: pictures.logos[i] }),
  });
  await savePairs(db, on('video'), {
    rows: listsOf(content, 'videos'),
    order: oldestFirst(EN.videos),
    daysAgo: (i) => EN.videos[i]!.daysAgo,
    form: (v) => fieldsOnly({ typeCd: v.typeCd, dateCd: v.dateCd, title: v.title, youtubeId: v.youtubeId }),
  });
  await savePairs(db, on('event'), {
    rows: listsOf(content, 'events'),
    order: oldestFirst(EN.events),
    daysAgo: (i) => EN.events[i]!.daysAgo,
    form: (e, i) =>
      fieldsOnly({
        kind: e.kind,
        title: e.title,
        summary: e.summary,
        contents: e.contents,
        place: e.place,
        startAt: `${addDays(today, e.startOffsetDays)}T${e.startTime}`,
        endAt: `${addDays(today, e.endOffsetDays)}T${e.endTime}`,
        // The banners' pictures suit the park's events too.
        mediaNo: pictures.banners[i % pictures.banners.length],
      }),
  });
  return jobs;
}
