import { z } from 'zod';
import { PRIVACY_NOTICE_MAX_LENGTH } from '../privacy-notice.ts';

const textOf = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required: write the notice in this language` })
    .max(PRIVACY_NOTICE_MAX_LENGTH, {
      error: `${field} must be at most ${PRIVACY_NOTICE_MAX_LENGTH.toLocaleString('en')} characters`,
    });

/** POST /api/privacy/notice: a new version, both languages. */
export const privacyNoticeSchema = z.object({
  contentsEn: textOf('contentsEn'),
  contentsVi: textOf('contentsVi'),
});
export type PrivacyNoticeInput = z.infer<typeof privacyNoticeSchema>;
