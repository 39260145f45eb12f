import { type Auth, systemAuth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../errors.ts';
import type { HistoryService } from '../history/history.service.ts';
import type { PrivacyService } from './privacy.service.ts';
import type { PrivacyRequestService } from './requests.service.ts';
import { eraseOnTheirWord } from './site-erasure.ts';
import { withdrawalLinkRepository } from './withdrawal.repository.ts';
import { hashOfToken, unseal } from './withdrawal-links.ts';

/** Who acts when a person withdraws consent by the link of an e-mail: the site, on their word. */
export const SITE_AUTH: Auth = systemAuth('site', 'Withdrawal link');

/** Days a withdrawal link keeps working after its e-mail was sent. */
export const WITHDRAWAL_LINK_DAYS = 730;

/**
 * A person withdraws consent by the link of an e-mail the site sent them (decision 051): no
 * sign-in, the token is the proof. Their data is erased by the privacy service's erasure, and the
 * withdrawal is logged as a request (kind withdrawal, channel site) answered at once.
 */
export function withdrawalService({
  db,
  privacy,
  requests,
  history,
  now = systemClock,
}: {
  db: Db;
  privacy: Pick<PrivacyService, 'erase'>;
  requests: Pick<PrivacyRequestService, 'log' | 'setStatus'>;
  history: Pick<HistoryService, 'record'>;
  now?: Clock | undefined;
}) {
  const repo = withdrawalLinkRepository(db);
  return {
    /** Erases the data of the link's address; 404 when the token opens no link. */
    async withdraw(token: string): Promise<void> {
      const link = token ? await repo.find(hashOfToken(token)) : undefined;
      const isLive =
        !!link && now().getTime() - Date.parse(link.createdAt) < WITHDRAWAL_LINK_DAYS * 86_400_000;
      const email = link && isLive ? unseal(link.sealed, token) : null;
      if (!link || !email) throw notFound('This link is no longer valid');
      await eraseOnTheirWord(
        { privacy, requests, history, now },
        {
          email,
          kind: 'withdrawal',
          reason: 'Consent withdrawn by the link of an e-mail the site sent',
          auth: SITE_AUTH,
          action: '/privacy/withdraw',
        },
      );
      await repo.remove(link.tokenHash);
    },

    /** The retention purge: a link works for two years after its e-mail. */
    removeLinksBefore: (before: Date) => repo.removeBefore(before.toISOString()),
  };
}

export type WithdrawalService = ReturnType<typeof withdrawalService>;
