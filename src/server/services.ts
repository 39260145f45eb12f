import type { AppDeps } from './deps.ts';
import { accountService } from './modules/account/account.service.ts';
import { contentServices } from './modules/content/index.ts';
import { fileService } from './modules/file/file.service.ts';
import { healthService } from './modules/health/health.service.ts';
import { historyService } from './modules/history/history.service.ts';
import { ipService } from './modules/ip/ip.service.ts';
import { qnaService } from './modules/qna/qna.service.ts';
import { rateLimitService } from './modules/rate-limit/rate-limit.service.ts';
import { retentionService } from './modules/retention/retention.service.ts';
import { loginService } from './modules/session/login.service.ts';
import { sessionService } from './modules/session/session.service.ts';

/**
 * Every service, built once from the dependencies. Routes, the access hook and the page renderer
 * receive the services they need from here; only services reach repositories.
 */
export function createServices({ config, db, store }: AppDeps) {
  const sessions = sessionService(db, { idleMs: config.sessionIdleMs });
  const rateLimit = rateLimitService(db);
  const accounts = accountService({ db, sessions, rateLimit });
  const ips = ipService({ db, config });
  const history = historyService(db);
  return {
    sessions,
    accounts,
    ips,
    history,
    login: loginService({ accounts, sessions, ips, rateLimit, history }),
    content: contentServices({ db, store }),
    qna: qnaService({ db, store, rateLimit }),
    files: fileService({ db, store }),
    health: healthService(db),
    retention: retentionService({ config, db, store, sessions, history, rateLimit }),
  };
}

export type Services = ReturnType<typeof createServices>;
