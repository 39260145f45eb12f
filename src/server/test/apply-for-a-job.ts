import { pdfFile } from './fixtures.ts';
import type { TestServer } from './server.ts';

/** An applicant whose every field is personal data, to look for where it must not be. */
export const APPLICANT = {
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@example.com',
  phone: '0912 345 678',
  coverLetter: 'I love working with children.',
  policyChecked: 'Y',
};

/**
 * Pieces of APPLICANT (and of its CV's name) that no trace or log may hold. The phone is looked for
 * as written and as bare digits, never as a short run of digits: '0912' alone turns up by chance in
 * a nanosecond timestamp or a hex span id.
 */
export const APPLICANT_TRACES = ['Nguyễn', 'lan.nguyen', '0912 345', '0912345678', 'children', 'Lan CV'];

/** A staff member posts a job and APPLICANT applies for it with a CV; the application's answer. */
export async function applyForAJob(server: TestServer) {
  const job = await server.admin.form('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    title: 'Ride operator',
    contents: '<p>Run the rides.</p>',
  });
  if (job.status !== 200) throw new Error(`could not post a job: ${job.text}`);
  return server.api.form(`/api/job/${job.body.data}/apply`, { ...APPLICANT, cv: pdfFile('Lan CV.pdf') });
}
