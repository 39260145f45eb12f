import { foldForSearch, htmlToText } from '../../../common/text.ts';
import { sanitizeRichText } from '../../text/rich-text.ts';
import type { Row } from './resource.ts';

/** Sanitized rich-text contents plus the folded columns that title/contents searches use. */
export function richTextColumns(input: Row): {
  contents: string;
  titleSearch: string;
  contentsSearch: string;
} {
  const contents = sanitizeRichText(String(input.contents ?? ''));
  return {
    contents,
    titleSearch: foldForSearch(String(input.title ?? '')),
    contentsSearch: foldForSearch(htmlToText(contents)),
  };
}
