import type { ApiResponse } from '../../src/server/test/client.ts';
import { pdfFile, pngFile } from '../../src/server/test/fixtures.ts';
import { ADMIN_PASSWORD, type TestServer } from '../../src/server/test/server.ts';
import type { IdTable } from './endpoints.ts';

/** One live record of every kind, so ids in paths can be real: the fuzzer then reaches the handlers' inner checks. */
export interface Fixtures {
  ids: Record<IdTable, number>;
  /** Name of a stored public image: /uploads/img/{imageName}. */
  imageName: string;
  /** Store key of a public job's CV form, valid for /file/download. */
  jobFileUrl: string;
  adminUserNo: number;
}

const idOf = (name: string, res: ApiResponse): number => {
  if (res.status !== 200) throw new Error(`fixture ${name}: ${res.status} ${res.text}`);
  const data = res.body.data;
  return typeof data === 'number' ? data : data.insertId;
};

export async function createFixtures(server: TestServer): Promise<Fixtures> {
  const { admin, api } = server;
  const png = await pngFile();
  const ids: Record<IdTable, number> = {
    banner: idOf(
      'banner',
      await admin.form('/api/banner', { localeCd: 'EN', title: 'Banner', bannerImg: png }),
    ),
    news: idOf(
      'news',
      await admin.post('/api/news', { localeCd: 'EN', title: 'News', contents: '<p>Hi</p>' }),
    ),
    job: idOf(
      'job',
      await admin.form('/api/job', {
        localeCd: 'EN',
        title: 'Job',
        dateCd: '20',
        jobFile: pdfFile('cv.pdf'),
      }),
    ),
    faq: idOf('faq', await admin.post('/api/faq', { localeCd: 'EN', title: 'FAQ' })),
    partner: idOf(
      'partner',
      await admin.form('/api/partner', { localeCd: 'EN', name: 'Partner', typeCd: '10', partnerImg: png }),
    ),
    video: idOf(
      'video',
      await admin.post('/api/video', {
        localeCd: 'EN',
        title: 'Video',
        youtubeId: 'dQw4w9WgXcQ',
        dateCd: '20',
      }),
    ),
    event: idOf(
      'event',
      await admin.post('/api/event', {
        localeCd: 'EN',
        title: 'Event',
        place: 'Plaza',
        startAt: '2030-01-01T09:00',
        endAt: '2030-01-01T10:00',
      }),
    ),
    qna: idOf(
      'qna',
      await api.form('/api/qna', {
        ...{ policyChecked: 'Y', title: 'Inquiry', contents: 'Hello', name: 'Lan', phone: '0912345678' },
        ...{
          email: 'lan',
          emailDomain: '10',
          emailDomainName: 'gmail.com',
          qnaFile: pdfFile('proposal.pdf'),
        },
      }),
    ),
    application: 0,
    ip: idOf('ip', await admin.post('/api/ip', { ipaddress: '10.200.0.1', memo: 'fixture' })),
    media: idOf('media', await admin.form('/api/media', { file: png, altEN: 'Fixture' })),
    // Fuzzing edits and deletes this account, never the System Manager that drives the fuzzing.
    auth: idOf(
      'auth',
      await admin.post('/api/auth', {
        role: 'General Manager',
        username: 'victim',
        password: ADMIN_PASSWORD,
        manager: 'Victim',
        email: 'victim@kidventure.example',
        contact: '0912345678',
        mgtsettings: ['rBoardNews'],
      }),
    ),
  };
  ids.application = idOf(
    'application',
    await api.form(`/api/job/${ids.job}/apply`, {
      ...{ name: 'Lan', email: 'lan@example.com', phone: '0912345678', policyChecked: 'Y' },
      cv: pdfFile('cv.pdf'),
    }),
  );
  const banner = (await admin.get(`/api/banner/${ids.banner}`)).body.data;
  const job = (await admin.get(`/api/job/${ids.job}`)).body.data;
  const me = (await admin.get('/api/user/me')).body.data;
  return {
    ids,
    imageName: String(banner.imageUrl).replace('/uploads/img/', ''),
    jobFileUrl: job.fileUrl,
    adminUserNo: me.userNo,
  };
}
