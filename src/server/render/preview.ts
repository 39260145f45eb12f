import type { FastifyRequest } from 'fastify';
import { publicPageOf } from '../../common/content-declaration.ts';
import { boardTypeNamed } from '../../common/content-types.ts';
import { can } from '../../common/permissions.ts';
import type { PublicContentType } from '../../common/rows.ts';
import type { Auth } from '../auth.ts';
import { HttpError } from '../errors.ts';
import type { ResolveAdmin } from '../http/admin-caller.ts';
import type { Row } from '../modules/content/resource.ts';
import type { Services } from './loaders.ts';

/** How a page finds its administrator: the same resolver the API's access hook uses. */
export interface PreviewAccess {
  resolveAdmin: ResolveAdmin;
}

/**
 * The administrator behind the request's session cookie (or bearer token), by the API's rules
 * (live session and account, address on the allow-list, no two-factor setup owed); null otherwise.
 * Pages are no API: a refused session is simply no administrator, never a 401 or 403.
 */
async function pageAdmin(request: FastifyRequest, { resolveAdmin }: PreviewAccess): Promise<Auth | null> {
  const call = await resolveAdmin(request, { isCookieCounted: true });
  return call?.refusal === null ? call.auth : null;
}

export interface PreviewItem {
  type: PublicContentType;
  row: Row;
  /** The English path of the public page that shows it. */
  path: string;
}

/**
 * The item `/admin/preview/:type/:id` names, hidden, scheduled, switched off or not (with its
 * pending draft applied for `?draft=1`), for an administrator holding the read right of its board; null for everyone else, who get a 404.
 * The administrator is set on the request, so the access history records the preview.
 */
export async function findPreview(
  request: FastifyRequest<{ Params: { type: string; id: string } }>,
  { access, services }: { access: PreviewAccess; services: Services },
): Promise<PreviewItem | null> {
  const { id } = request.params;
  const type = boardTypeNamed(request.params.type);
  const path = type && /^\d{1,10}$/.test(id) ? publicPageOf(type, Number(id)) : undefined;
  if (!type || !path) return null;
  const auth = await pageAdmin(request, access);
  if (!auth) return null;
  request.hasToken = true;
  request.auth = auth;
  if (!can(auth.settings, 'r', type.page)) return null;
  // ?draft=1 (the edit form's link when the item has a pending draft): the draft as it would look.
  const withDraft = (request.query as { draft?: string } | undefined)?.draft === '1';
  const service = services[type.name];
  const load = withDraft ? service.withDraft(Number(id), auth) : service.get(Number(id), auth);
  const row = await load.catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!row) return null;
  // What visitors are never sent stays out of the page's state too.
  const { createId: _createId, modifyId: _modifyId, ...shown } = row;
  return { type: type.name, row: shown, path };
}
