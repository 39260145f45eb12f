import { LOCALES, type LocaleCd } from '../../../common/codes.ts';
import {
  type ApplicationTemplate,
  TEMPLATE_STATUSES,
  type TemplatePlaceholder,
} from '../../../common/schemas/application-messages.ts';
import { SITE } from '../../../common/site-config.ts';
import { DEFAULT_COPY, DEFAULT_SETTINGS } from './template-defaults.ts';

/**
 * The stage e-mail templates (decision 052): every status that has one, in every language, as
 * staff saved it or else the site's default; and how a template becomes an e-mail's words.
 */

/** The site's name as e-mails give it (`{siteName}`): the brand of site-config.ts. */
export const SITE_NAME: string = SITE.brand;

/** What the placeholders stand for in one e-mail; `siteName` is the site's own. */
export type TemplateValues = Omit<Record<TemplatePlaceholder, string>, 'siteName'>;

/** Applicant text on one line, so it can neither fold a header nor fake a line of the body. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The template of a status and language with no saved row. */
export const defaultTemplate = (statusCd: ApplicationTemplate['statusCd'], localeCd: LocaleCd) => ({
  statusCd,
  localeCd,
  ...DEFAULT_COPY[statusCd][localeCd],
  ...DEFAULT_SETTINGS[statusCd],
});

/** Every status's template in every language, a saved one in place of the default. */
export function templatesWithDefaults(saved: readonly ApplicationTemplate[]): ApplicationTemplate[] {
  const byKey = new Map(saved.map((row) => [`${row.statusCd}:${row.localeCd}`, row]));
  return TEMPLATE_STATUSES.flatMap((statusCd) =>
    LOCALES.map((localeCd) => byKey.get(`${statusCd}:${localeCd}`) ?? defaultTemplate(statusCd, localeCd)),
  );
}

/**
 * A template's subject and body with its placeholders filled in (values on one line) and staff's
 * `message` after the body. An unknown `{word}` is left as written (saving refuses them).
 */
export function renderTemplate(
  template: Pick<ApplicationTemplate, 'subject' | 'body'>,
  values: TemplateValues,
  message = '',
): { subject: string; body: string } {
  const filled: Record<string, string> = {
    name: oneLine(values.name),
    jobTitle: oneLine(values.jobTitle),
    statusPage: values.statusPage,
    siteName: SITE_NAME,
  };
  const fill = (text: string) => text.replace(/\{([^{}\s]*)\}/g, (all, word: string) => filled[word] ?? all);
  const extra = message.trim();
  return {
    subject: oneLine(fill(template.subject)),
    body: extra ? `${fill(template.body)}\n\n${extra}` : fill(template.body),
  };
}

/** The application a preview is rendered for. */
export const SAMPLE_VALUES: Record<LocaleCd, Omit<TemplateValues, 'statusPage'>> = {
  EN: { name: 'Nguyen Van An', jobTitle: 'Ride operator' },
  VI: { name: 'Nguyễn Văn An', jobTitle: 'Nhân viên vận hành trò chơi' },
};
