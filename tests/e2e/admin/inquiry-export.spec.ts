import fs from 'node:fs';
import { parseCsv } from '../../../src/server/test/csv.ts';
import { expect, ONE_PAGE_PDF, test } from '../fixtures.ts';
import { signIn, unique } from './helpers.ts';

test.beforeEach(async ({ page }) => signIn(page));

test('Q&A: Export CSV downloads the searched inquiries with their Vietnamese text intact', async ({
  page,
}) => {
  const marker = unique('Xuất');
  const title = `Hợp tác "Cứu hỏa", ${marker}`;
  const sent = await page.request.post('/api/qna', {
    multipart: {
      localeCd: 'EN',
      typeCd: '10',
      policyChecked: 'Y',
      title,
      contents: 'Dòng thứ nhất\nDòng thứ hai',
      name: '=Trần Văn Đức',
      email: 'duc',
      emailDomain: '10',
      emailDomainName: 'gmail.com',
      phone: '0987654321',
      qnaFile: {
        name: 'Đề xuất hợp tác.pdf',
        mimeType: 'application/pdf',
        buffer: ONE_PAGE_PDF,
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const qnaNo = String((await sent.json()).data);

  await page.goto('/admin/qna/qna');
  await page.getByLabel('Search text').fill(marker);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.toString('utf8').slice(1));
  expect(rows[0]).toEqual(expect.arrayContaining(['No.', 'Received', 'Status', 'Title', 'Attachment']));
  // Only what the list shows: the one inquiry the search found.
  expect(rows).toHaveLength(2);
  const cell = (heading: string) => rows[1]![rows[0]!.indexOf(heading)];
  expect(cell('No.')).toBe(qnaNo);
  expect(cell('Title')).toBe(title);
  expect(cell('Message')).toMatch(/^Dòng thứ nhất\r?\nDòng thứ hai$/);
  expect(cell('Name')).toBe("'=Trần Văn Đức");
  expect(cell('E-mail')).toBe('duc@gmail.com');
  expect(cell('Attachment')).toBe('Đề xuất hợp tác.pdf');
  expect(cell('Status')).toBe('Wait');
  expect(cell('Received')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});
