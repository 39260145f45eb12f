import { apiErrorFrom, withQuery } from '../../lib/api.ts';
import type { Query } from './api.ts';

/** The name the server gives in Content-Disposition, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API builds (the inquiry CSV) with the session cookie and saves it under the
 * server's name; a refusal comes back as the same ApiError the API client throws.
 */
export async function downloadFromApi(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await fetch(withQuery(path, query), { credentials: 'same-origin' });
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
