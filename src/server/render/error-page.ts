import type { Locale } from '../../common/paths.ts';
import { styleSource } from '../http/security-headers.ts';

const TEXTS: Record<Locale, { title: string; text: string; reference: string; home: string }> = {
  en: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please try again in a moment.',
    reference: 'If it keeps happening, contact us and quote this reference:',
    home: 'Back to the home page',
  },
  vi: {
    title: 'Đã xảy ra lỗi',
    text: 'Không thể hiển thị trang này. Vui lòng thử lại sau ít phút.',
    reference: 'Nếu lỗi vẫn tiếp diễn, hãy liên hệ với chúng tôi và cung cấp mã tham chiếu này:',
    home: 'Về trang chủ',
  },
};

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1e2a4a}';

/** The CSP source of the plain error page's one inline style (decision 046). */
export const PLAIN_ERROR_PAGE_STYLES = [styleSource(STYLE)];

/**
 * The error page without React, for when even the site's own error page cannot be rendered: the
 * same words as the catalogues' `serverError`, kept here because they must not depend on the build.
 */
export function plainErrorPage(locale: Locale, reference: string): string {
  const t = TEXTS[locale];
  const home = locale === 'vi' ? '/vi' : '/';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title} | KidVenture Vietnam</title><style>${STYLE}</style></head><body><h1>${t.title}</h1><p>${t.text}</p><p>${t.reference} <strong>${reference}</strong></p><p><a href="${home}">${t.home}</a></p></body></html>`;
}
