import { z } from 'zod';
import { privacyNoticeSchema } from '../../../common/schemas/privacy-notice.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

const versionNo = z.number().int().min(1);
const version = named(
  'PrivacyNoticeVersion',
  z.object({
    versionNo,
    contentsEn: z.string(),
    contentsVi: z.string(),
    publishedAt: z.string().meta({ description: 'ISO 8601, UTC' }),
    publishedBy: z.string().nullable().meta({ description: 'Username; null for the first version' }),
  }),
);

/** The reference entries of privacy-notice.routes.ts. */
export const PRIVACY_NOTICE_DOCS = {
  get: {
    tag: 'Privacy notice',
    summary: 'The privacy notice in force, or an earlier version',
    description:
      'Both languages as published. The text is plain: `## ` and `### ` lines are headings, `- ` ' +
      'lines list items, blank lines end paragraphs; `{inquiryRetentionDays}`, ' +
      '`{applicationRetentionDays}` and `{historyRetentionDays}` stand for the configured ' +
      'retention, which the /privacy page puts in. 404 for a version that was never published.',
    access: 'public',
    query: named('PrivacyNoticeQuery', z.object({ version: versionNo.optional() })),
    data: version,
  },
  versions: {
    tag: 'Privacy notice',
    summary: 'Every published version of the privacy notice, newest first',
    access: 'public',
    data: named('PrivacyNoticeVersions', z.array(z.object({ versionNo, publishedAt: z.string() }))),
  },
  publish: {
    versioned: true,
    tag: 'Privacy notice',
    summary: 'Publish a new version of the privacy notice',
    description:
      'Both languages, each 1 to 50,000 characters; the answer is the new version number. A ' +
      'published version is never changed: forms record the version their sender agreed to.',
    access: 'admin',
    right: 'eUserPrivacy',
    body: named('PrivacyNoticeInput', privacyNoticeSchema),
    data: named('PrivacyNoticeVersionNo', versionNo),
  },
} satisfies Record<string, RouteDoc>;
