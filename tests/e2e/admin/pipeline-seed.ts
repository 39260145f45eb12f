import type { APIRequestContext } from '@playwright/test';
import { expect, ONE_PAGE_PDF } from '../fixtures.ts';
import { adminCall } from './helpers.ts';

let lastAddress = 0;

/** A job of the language taking applications on the site, made by the signed-in administrator. */
export async function createJob(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/job', {
    headers: adminCall(),
    multipart: { localeCd: 'EN', title, dateCd: '20', contents: '<p>x</p>' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number((await res.json()).data);
}

/** An application as an applicant sends it, each from its own address (five an hour from one). */
export async function apply(
  request: APIRequestContext,
  jobNo: number,
  name: string,
  email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
): Promise<number> {
  const res = await request.post(`/api/job/${jobNo}/apply`, {
    headers: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${++lastAddress % 250}` },
    multipart: {
      localeCd: 'EN',
      name,
      email,
      phone: '0912345678',
      coverLetter: 'Hello',
      policyChecked: 'Y',
      cv: { name: 'CV.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number((await res.json()).data);
}
