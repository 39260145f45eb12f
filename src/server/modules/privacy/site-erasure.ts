import type { RequestKind } from '../../../common/schemas/privacy-request.ts';
import type { Auth } from '../../auth.ts';
import type { Clock } from '../../clock.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { PrivacyService } from './privacy.service.ts';
import type { PrivacyRequestService } from './requests.service.ts';

export interface SiteErasureDeps {
  privacy: Pick<PrivacyService, 'erase'>;
  requests: Pick<PrivacyRequestService, 'log' | 'setStatus'>;
  history: Pick<HistoryService, 'record'>;
  now: Clock;
}

/**
 * A person's data erased on their word, by a link of the site's own e-mails (decisions 051, 053):
 * the request logged as it arrives (channel site), the privacy service's erasure answering it, the
 * request done, and the access history told who (the site), what (`action`) and the request's
 * number, never the address. Answers the request's number.
 */
export async function eraseOnTheirWord(
  { privacy, requests, history, now }: SiteErasureDeps,
  {
    email,
    kind,
    reason,
    auth,
    action,
  }: { email: string; kind: RequestKind; reason: string; auth: Auth; action: string },
): Promise<number> {
  const requestNo = await requests.log(
    { kind, channel: 'site', email, receivedAt: now().toISOString() },
    auth,
  );
  await privacy.erase({ email, reason, requestNo }, auth);
  await requests.setStatus(requestNo, { status: 'done', note: 'Erased at once' }, auth);
  await history.record({
    ip: '',
    account: auth.user.username,
    method: 'POST',
    url: `${action} request=${requestNo}`,
    statusCode: 200,
  });
  return requestNo;
}
