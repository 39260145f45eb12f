import type { LocaleCd } from '../../common/codes.ts';
import { addDays, vietnamDate } from '../../common/dates.ts';
import { ALL } from '../../common/permissions.ts';
import { foldForSearch } from '../../common/text.ts';
import type { Db } from '../db/index.ts';
import { generatePassword, hashPassword } from '../modules/account/password.ts';
import { richTextColumns } from '../modules/content/derive.ts';
import type { FileStore } from '../storage/file-store.ts';
import { sniff } from '../storage/file-types.ts';
import { loadSharp } from '../storage/image-library.ts';
import { fileOfBytes, storeAttachment, storeImage } from '../storage/uploads.ts';
import { sanitizeRichText } from '../text/rich-text.ts';
import { bannerSvg, logoSvg, newsSvg } from './art.ts';
import { contentEn } from './content.en.ts';
import { contentVi } from './content.vi.ts';
import { CV_FORM_LINES, cvFormPdf } from './cv-form.ts';
import type { SeedContent } from './types.ts';

interface SeedOptions {
  db: Db;
  store: FileStore;
  adminId: string;
  adminPassword: string | undefined;
  /** Demo content for both locales; tests leave it out unless they check it. */
  withDemoContent: boolean;
  log: (line: string) => void;
}

const SEED_ID = 'seed';

/**
 * First start: the bootstrap System Manager, the loopback allow-list and the demo content. Each part
 * runs only while its table has never held a row, so an operator's deletions are never undone.
 */
export async function seed(options: SeedOptions): Promise<void> {
  const { db } = options;
  const isEmpty = async (table: 'admin_user' | 'permitted_ip' | 'banner') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) === 0;

  if (await isEmpty('admin_user')) await seedAdmin(options);
  if (await isEmpty('permitted_ip')) {
    const now = new Date().toISOString();
    await db
      .insertInto('permitted_ip')
      .values(
        ['127.0.0.1', '::1'].map((ipaddress) => ({
          ipaddress,
          memo: 'This machine (loopback)',
          memoSearch: foldForSearch('This machine (loopback)'),
          localeCd: 'EN',
          useYn: 'Y',
          delYn: 'N',
          createId: SEED_ID,
          createdAt: now,
        })),
      )
      .execute();
  }
  if (options.withDemoContent && (await isEmpty('banner'))) {
    const images = await drawImages(options.store);
    const cvForm = await cvFormPdf(CV_FORM_LINES);
    const cvFile = await storeAttachment(options.store, fileOfBytes('cv-form.pdf', cvForm), sniff(cvForm)!);
    // Before the transaction: on SQLite it holds the one connection, which a database file store needs.
    const [cvsEn, cvsVi] = await Promise.all([contentEn, contentVi].map((c) => demoCvs(options.store, c)));
    await db.transaction().execute(async (trx) => {
      const media = await seedMedia(trx, images);
      await seedLocale(trx, 'EN', contentEn, images, cvFile, cvsEn!, media);
      await seedLocale(trx, 'VI', contentVi, images, cvFile, cvsVi!, media);
    });
    options.log('Demo content written for EN and VI.');
  }
}

async function seedAdmin({ db, adminId, adminPassword, log }: SeedOptions) {
  const password = adminPassword ?? generatePassword();
  await db
    .insertInto('admin_user')
    .values({
      username: adminId,
      passwordHash: await hashPassword(password),
      manager: 'System Manager',
      managerSearch: 'system manager',
      email: 'admin@kidventure.example',
      contact: '0901234567',
      role: 'System Manager',
      mgtsettings: ALL,
      localeCd: 'EN',
      useYn: 'Y',
      delYn: 'N',
      createId: SEED_ID,
      createDt: new Date().toISOString(),
    })
    .execute();
  if (!adminPassword)
    log(
      `Created administrator '${adminId}' with password: ${password}  (shown once; set ADMIN_PASSWORD to choose it, or change it under Change password after signing in)`,
    );
}

type Images = Awaited<ReturnType<typeof drawImages>>;

/** pdfkit's built-in font has no Vietnamese letters: the demo CVs spell names without diacritics. */
const plainLetters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

/** A one-page CV for each demo application, stored like an applicant's upload; their keys in order. */
function demoCvs(store: FileStore, content: SeedContent): Promise<string[]> {
  return Promise.all(
    content.applications.map(async (a) => {
      const pdf = await cvFormPdf([
        `Curriculum vitae - ${plainLetters(a.name)}`,
        `E-mail: ${a.email}`,
        `Phone: ${a.phone}`,
        `Applying for: ${plainLetters(content.jobs[a.job]!.title)}`,
        'Languages: Vietnamese, English',
      ]);
      return storeAttachment(store, fileOfBytes('cv.pdf', pdf), sniff(pdf)!);
    }),
  );
}

/**
 * Images are language-neutral, so both locales share one set. They are drawn side by side: sharp
 * works on libuv's threads, and the first start waits for all of them.
 */
async function drawImages(store: FileStore) {
  const sharp = await loadSharp();
  const pngType = { kind: 'png' as const, mime: 'image/png', extensions: ['png'] };
  const draw = async (svg: string, widths: number[]) =>
    storeImage(
      store,
      fileOfBytes('art.png', await sharp(Buffer.from(svg)).png().toBuffer()),
      pngType,
      widths,
    );
  const paletteOf = (i: number) => contentEn.banners[i % contentEn.banners.length]!.palette;
  const [banners, logos, news] = await Promise.all([
    Promise.all(contentEn.banners.map((b, i) => draw(bannerSvg(i, b.palette), [640, 1280, 1920]))),
    Promise.all(contentEn.partners.map((p) => draw(logoSvg(p.name, p.color), [160, 320]))),
    Promise.all(contentEn.news.map((_, i) => draw(newsSvg(i, paletteOf(i)), [800]))),
  ]);
  return { banners, logos, news };
}

type SeedMedia = Awaited<ReturnType<typeof seedMedia>>;

/**
 * The demo pictures as media library items (decision 036), described in both languages; both
 * locales' banners and partners point to the same items, as staff would pick them.
 */
async function seedMedia(db: Db, images: Images) {
  const createDt = new Date().toISOString();
  const insert = async (image: Images['banners'][number], fileName: string, altEN: string, altVI: string) => {
    const row = await db
      .insertInto('media')
      .values({
        url: image.url,
        fileName,
        variants: JSON.stringify(image.variants),
        width: image.width,
        height: image.height,
        altEN,
        altVI,
        focalX: 50,
        focalY: 50,
        textSearch: foldForSearch(`${fileName} ${altEN} ${altVI}`),
        createId: SEED_ID,
        createDt,
      })
      .returning('mediaNo')
      .executeTakeFirstOrThrow();
    return Number(row.mediaNo);
  };
  const each = <T>(items: T[], make: (item: T, i: number) => Promise<number>) =>
    items.reduce<Promise<number[]>>(
      async (done, item, i) => [...(await done), await make(item, i)],
      Promise.resolve([]),
    );
  const banners = await each(images.banners, (image, i) =>
    insert(
      image,
      `banner-${i + 1}.png`,
      `Illustration: ${contentEn.banners[i]!.title}`,
      `Hình minh họa: ${contentVi.banners[i]!.title}`,
    ),
  );
  // A logo is described by the name it shows.
  const logos = await each(images.logos, (image, i) =>
    insert(image, `logo-${i + 1}.png`, contentEn.partners[i]!.name, contentVi.partners[i]!.name),
  );
  await each(images.news, (image, i) =>
    insert(
      image,
      `news-${i + 1}.png`,
      `Illustration: ${contentEn.news[i]!.title}`,
      `Hình minh họa: ${contentVi.news[i]!.title}`,
    ),
  );
  return { banners, logos };
}

async function seedLocale(
  db: Db,
  localeCd: LocaleCd,
  content: SeedContent,
  images: Images,
  cvFile: string,
  applicationCvs: string[],
  media: SeedMedia,
) {
  const today = vietnamDate();
  const at = (daysAgo: number, i: number) =>
    new Date(Date.now() - daysAgo * 86_400_000 - i * 60_000).toISOString();
  const base = { localeCd, useYn: 'Y', delYn: 'N', createId: SEED_ID };

  // Oldest first, so ids grow with time as they do for real content.
  const oldestFirst = <T extends { daysAgo: number }>(rows: T[]) =>
    rows.map((row, i) => ({ row, i })).sort((a, b) => b.row.daysAgo - a.row.daysAgo);

  await db
    .insertInto('banner')
    .values(
      // Inserted last to first, so the first banner of the content file is the newest and leads.
      [...content.banners.entries()].reverse().map(([i, b]) => ({
        ...base,
        title: b.title,
        titleSearch: foldForSearch(b.title),
        contents: b.contents,
        linkUrl: b.linkUrl,
        imageUrl: images.banners[i]!.url,
        imageName: `banner-${i + 1}.png`,
        imageVariants: JSON.stringify(images.banners[i]!.variants),
        mediaNo: media.banners[i]!,
        createDt: at(i, i),
      })),
    )
    .execute();

  await db
    .insertInto('news')
    .values(
      oldestFirst(content.news).map(({ row, i }) => {
        const image = images.news[i]!;
        const contents = sanitizeRichText(
          `<p><img src="${image.variants[0]!.url}" alt=""></p>${row.contents}`,
        );
        return {
          ...base,
          typeCd: row.typeCd,
          title: row.title,
          ...richTextColumns({ title: row.title, contents }),
          thumbnailUrl: image.variants[0]!.url,
          createDt: at(row.daysAgo, i),
        };
      }),
    )
    .execute();

  await db
    .insertInto('job')
    .values(
      oldestFirst(content.jobs).map(({ row, i }) => ({
        ...base,
        title: row.title,
        ...richTextColumns({ title: row.title, contents: row.contents }),
        dateCd: row.dateCd,
        startDt: row.dateCd === '10' ? addDays(today, row.startOffsetDays ?? -7) : null,
        endDt: row.dateCd === '10' ? addDays(today, row.endOffsetDays ?? 30) : null,
        fileUrl: i % 3 === 2 ? '' : cvFile,
        fileName: i % 3 === 2 ? '' : localeCd === 'VI' ? 'mau-ho-so-ung-tuyen.pdf' : 'application-form.pdf',
        ...row.fields,
        departmentSearch: foldForSearch(row.fields.department),
        locationSearch: foldForSearch(row.fields.location),
        createDt: at(row.daysAgo, i),
      })),
    )
    .execute();

  await db
    .insertInto('faq')
    .values(
      content.faqs.map((f, i) => ({
        ...base,
        typeCd: f.typeCd,
        title: f.title,
        ...richTextColumns({ title: f.title, contents: f.contents }),
        createDt: at(content.faqs.length - i, i),
      })),
    )
    .execute();

  await db
    .insertInto('partner')
    .values(
      content.partners.map((p, i) => ({
        ...base,
        name: p.name,
        nameSearch: foldForSearch(p.name),
        typeCd: p.typeCd,
        linkUrl: p.linkUrl,
        logoImageUrl: images.logos[i]!.url,
        logoImageName: `logo-${i + 1}.png`,
        imageVariants: JSON.stringify(images.logos[i]!.variants),
        mediaNo: media.logos[i]!,
        createDt: at(60 - i, i),
      })),
    )
    .execute();

  await db
    .insertInto('video')
    .values(
      oldestFirst(content.videos).map(({ row, i }) => ({
        ...base,
        typeCd: row.typeCd,
        dateCd: row.dateCd,
        startDt: null,
        endDt: null,
        title: row.title,
        titleSearch: foldForSearch(row.title),
        contentsSearch: '',
        youtubeId: row.youtubeId,
        createDt: at(row.daysAgo, i),
      })),
    )
    .execute();

  await db
    .insertInto('qna')
    .values(
      oldestFirst(content.inquiries).map(({ row, i }) => ({
        ...base,
        createId: null,
        typeCd: row.typeCd,
        statusCd: row.statusCd,
        title: row.title,
        contents: row.contents,
        name: row.name,
        email: row.email,
        emailDomain: row.emailDomain,
        emailDomainName: row.emailDomainName,
        phone: row.phone,
        policyChecked: 'Y',
        ipaddress: '127.0.0.1',
        fileUrl: '',
        fileName: '',
        titleSearch: foldForSearch(`${row.title} ${row.name}`),
        contentsSearch: foldForSearch(row.contents),
        createDt: at(row.daysAgo, i),
      })),
    )
    .execute();
  const jobs = await db
    .selectFrom('job')
    .select(['jobNo', 'title'])
    .where('localeCd', '=', localeCd)
    .execute();
  const jobNoOf = (index: number) => jobs.find((job) => job.title === content.jobs[index]!.title)!.jobNo;
  await db
    .insertInto('application')
    .values(
      oldestFirst(content.applications).map(({ row, i }) => ({
        ...base,
        createId: null,
        jobNo: jobNoOf(row.job),
        jobTitle: content.jobs[row.job]!.title,
        statusCd: row.statusCd,
        name: row.name,
        email: row.email,
        phone: row.phone,
        coverLetter: row.coverLetter,
        note: row.note,
        fileUrl: applicationCvs[i]!,
        fileName: `CV ${plainLetters(row.name)}.pdf`,
        policyChecked: 'Y',
        ipaddress: '127.0.0.1',
        applicantSearch: foldForSearch(`${row.name} ${row.email}`),
        createDt: at(row.daysAgo, i),
        ...(row.statusCd === '10' ? {} : { modifyId: SEED_ID, modifyDt: at(row.daysAgo - 0.5, i) }),
      })),
    )
    .execute();
}
