import { formatDmy, vietnamDate } from '../../common/dates.ts';
import { htmlToText } from '../../common/text.ts';

/** dd/mm/yyyy of an ISO date or instant (an instant is read as its Vietnamese calendar day). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  return formatDmy(value.length > 10 ? vietnamDate(new Date(value)) : value);
}

/** Plain text summary of rich-text HTML. */
export function summary(html: string, length = 140): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')}…` : text;
}
