import type { FastifyRequest } from 'fastify';
import { publicPageOf } from '../../common/content-declaration.ts';
import { boardTypeNamed } from '../../common/content-types.ts';
import { can, parseSettings } from '../../common/permissions.ts';
import type { PublicContentType } from '../../common/rows.ts';
import type { Auth } from '../auth.ts';
import { HttpError } from '../errors.ts';
import { tokenOf } from '../http/access.ts';
import type { AccountService } from '../modules/account/account.service.ts';
import type { Row } from '../modules/content/resource.ts';
import type { IpService } from '../modules/ip/ip.service.ts';
import type { SessionService } from '../modules/session/session.service.ts';
import type { Services } from './loaders.ts';

export interface PreviewAccess {
  sessions: SessionService;
  accounts: AccountService;
  ips: IpService;
}

/**
 * The administrator behind the request's session cookie (or bearer token), when the session is
 * live and the address on the allow-list; null otherwise. Pages are no API: a stale or refused
 * session is simply no administrator, never a 401 or 403.
 */
async function pageAdmin(request: FastifyRequest, access: PreviewAccess): Promise<Auth | null> {
  const found = tokenOf(request, { isCookieCounted: true });
  if (!found) return null;
  const userNo = await access.sessions.resolve(found.token);
  const user = userNo === null ? undefined : await access.accounts.findLive({ userNo });
  if (!user || !(await access.ips.isPermitted(request.clientIp))) return null;
  return { user, settings: parseSettings(user.mgtsettings), token: found.token };
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
