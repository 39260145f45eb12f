/**
 * The public site's API client. Requests never carry the admin cookie (`credentials: 'omit'`), so a
 * signed-in editor browsing the site sees exactly what visitors see.
 */
export interface ListResult<T> {
  list: T[];
  total: number;
}

/** A path with its query string; empty and missing values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function getPublic<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<T> {
  const response = await fetch(withQuery(path, query), {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!body.success) throw new Error(body.message ?? 'Request failed');
  return body.data;
}

/** Multipart POST with upload progress (fetch cannot report it), for the inquiry form. */
export function postForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = false;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success: boolean; data: T; message?: string } | null;
      if (body?.success) resolve(body.data);
      else reject(new Error(body?.message ?? `Request failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}
