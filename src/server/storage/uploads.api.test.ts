import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfBytes } from '../test/documents.ts';
import { pngFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/**
 * Uploads are never held in memory whole (decision 042; a PDF or a ZIP is, briefly, by its parser:
 * decision 049): each file is written to a temporary file as it arrives, judged by its first
 * bytes and its structure, streamed into the store, and the temporary file removed when the request ends.
 */
let server: TestServer;
let tmp: string;
const previousTmp = process.env.TMPDIR;
beforeAll(async () => {
  // Uploads spool under os.tmpdir(): a folder of this file's own, so what is left there is ours.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-uploads-test-'));
  process.env.TMPDIR = tmp;
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  fs.rmSync(tmp, { recursive: true, force: true });
});

const inquiry = {
  localeCd: 'EN',
  typeCd: '10',
  policyChecked: 'Y',
  title: 'Our proposal, with the full deck',
  contents: 'Please find it attached.',
  name: 'Trần Văn Minh',
  email: 'minh.tran',
  emailDomain: '00',
  emailDomainName: 'example.com',
  phone: '0912345678',
};

/** A PDF of `megabytes`, its body bytes varied so that nothing compresses it away. */
const bigPdf = (megabytes: number) => pdfBytes({ padding: megabytes * 1024 * 1024 });

const leftovers = () => fs.readdirSync(tmp).filter((name) => name.startsWith('kv-upload-'));

describe('an upload', () => {
  it('is streamed into the store from its temporary file, which is gone once answered', async () => {
    const put = vi.spyOn(server.deps.store, 'put');
    const putStream = vi.spyOn(server.deps.store, 'putStream');
    try {
      const data = bigPdf(6);
      const sent = await server.api.form('/api/qna', {
        ...inquiry,
        qnaFile: { name: 'deck.pdf', data, type: 'application/pdf' },
      });
      expect(sent.status, sent.text).toBe(200);
      expect(put).not.toHaveBeenCalled();
      expect(putStream).toHaveBeenCalledTimes(1);
      expect(putStream.mock.calls[0]![2]).toBe(data.length);
      await vi.waitFor(() => expect(leftovers()).toEqual([]));

      const row = (await server.admin.get(`/api/qna/${sent.body.data}`)).body.data;
      const download = await fetch(
        `${server.url}/file/download?${new URLSearchParams({ fileUrl: row.fileUrl, fileName: row.fileName })}`,
        { headers: { authorization: `Bearer ${server.admin.token}` } },
      );
      expect(download.headers.get('content-length')).toBe(String(data.length));
      expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);
    } finally {
      put.mockRestore();
      putStream.mockRestore();
    }
  });

  it('is judged by its structure: a DOCX CV whose Word part lies past the first chunk', async () => {
    const jobs = await server.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Fire station guide',
      contents: '<p>Guide the young firefighters.</p>',
      dateCd: '20',
    });
    expect(jobs.status, jobs.text).toBe(200);
    // Zips whose parts start 200 KB in, after a picture stored as it is.
    const picture = new Uint8Array(200 * 1024 + 7).map((_, i) => (i * 7919) % 251);
    const zip = (parts: Record<string, string>) =>
      Buffer.from(
        zipSync({
          'word/media/image1.bin': [picture, { level: 0 }],
          ...Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])),
        }),
      );
    const docx = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    const notWord = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    const apply = (data: Buffer, name: string) =>
      server.api.form(`/api/job/${jobs.body.data}/apply`, {
        name: 'Lê Thu Hà',
        email: 'ha.le@example.com',
        phone: '0987654321',
        coverLetter: 'I would love to guide the young firefighters.',
        policyChecked: 'Y',
        cv: { name, data, type: 'application/octet-stream' },
      });
    const accepted = await apply(docx, 'cv.docx');
    expect(accepted.status, accepted.text).toBe(200);
    expect((await apply(notWord, 'cv.docx')).status).toBe(415);
    await vi.waitFor(() => expect(leftovers()).toEqual([]));
  });

  it('over the limit is refused with 413, and nothing of it stays on the disk', async () => {
    const limited = await startTestServer({ sharing: server, env: { UPLOAD_LIMIT_MB: '1' } });
    try {
      const sent = await limited.api.form('/api/qna', {
        ...inquiry,
        qnaFile: { name: 'deck.pdf', data: bigPdf(2), type: 'application/pdf' },
      });
      expect(sent.status).toBe(413);
      const image = await limited.admin.form('/api/media', { file: await pngFile('ok.png') });
      expect(image.status, image.text).toBe(200);
      await vi.waitFor(() => expect(leftovers()).toEqual([]));
    } finally {
      await limited.close();
    }
  });
});
