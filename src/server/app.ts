import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { REQUEST_ID_HEADER } from '../common/http-headers.ts';
import { systemClock } from './clock.ts';
import { onCommittedWrite, onLostConnection, poolCountsOf } from './db/index.ts';
import { firstInOutage } from './db/unavailable.ts';
import type { AppDeps } from './deps.ts';
import { registerAccess } from './http/access.ts';
import { adminResolver } from './http/admin-caller.ts';
import { registerCachePolicy, sendPurge } from './http/cdn.ts';
import { registerClientLimit } from './http/client-limit.ts';
import { registerDraining } from './http/draining.ts';
import { registerEarlyAnswers } from './http/early-answer.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import type { CommittedWrites } from './http/micro-cache.ts';
import { registerUploadCleanup } from './http/multipart.ts';
import { requestIdFrom } from './http/request-id.ts';
import { registerSecurityHeaders, registerStrictTransport } from './http/security-headers.ts';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD } from './http/stored-answer.ts';
import { appMetrics } from './metrics/app-metrics.ts';
import { registerPasswordRoutes } from './modules/account/account.routes.ts';
import { ACCOUNT_DOCS } from './modules/account/docs.ts';
import { applyPageForm, registerApplicationRoutes } from './modules/application/application.routes.ts';
import { registerStatusPageRoutes } from './modules/application-status/status-page.routes.ts';
import { registerApplicationReport } from './modules/application/report.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { scheduleSchedulePurge } from './modules/content/schedule-purge.ts';
import { registerReviewRoutes } from './modules/review/review.routes.ts';
import { registerFileRoutes } from './modules/file/file.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerHistoryRoutes } from './modules/history/history.routes.ts';
import { maskPersonalParams } from './modules/history/personal-params.ts';
import { IP_DOCS } from './modules/ip/docs.ts';
import { jobAlertPageForm, registerJobAlertRoutes } from './modules/job-alert/job-alert.routes.ts';
import { scheduleJobAlerts } from './modules/job-alert/job-alert-schedule.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.ts';
import { registerOpenApi } from './modules/openapi/openapi.routes.ts';
import { registerPresenceRoutes } from './modules/presence/presence.routes.ts';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes.ts';
import { registerPrivacyRequestRoutes } from './modules/privacy/requests.routes.ts';
import { registerTodoRoutes } from './modules/todo/todo.routes.ts';
import { registerFailedMailRoutes } from './modules/mail/failed-mail.routes.ts';
import { registerPrivacyNoticeRoutes } from './modules/privacy-notice/privacy-notice.routes.ts';
import { inquiryPageForm, registerQnaRoutes } from './modules/qna/qna.routes.ts';
import { registerRecordRoutes } from './modules/record-routes.ts';
import { schedulePurge } from './modules/retention/purge-schedule.ts';
import { registerSessionRoutes } from './modules/session/session.routes.ts';
import { registerSessionListRoutes } from './modules/session/session-list.routes.ts';
import { registerTwoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { oldestQueuedMailAge, outboxBacklog } from './notify/mail-outbox.ts';
import { registerMailSender } from './notify/register-mail-sender.ts';
import { taskHealth } from './task-health.ts';
import { registerSite } from './render/site.routes.ts';
import { isViteFile } from './render/site-bundle.ts';
import { createServices } from './services.ts';
import { publicImageOrigin, publicImagesOf } from './storage/open-store.ts';
import type { RequestLogOptions } from './tracing/request-log.ts';
import { uploadScanOf } from './uploads/scan.ts';

/** Passwords, tokens and cookies never reach the logs, nor a person's address or number (decision 050). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.email',
  '*.phone',
  '*.searchText',
];

/** Fastify's request line, its URL's secrets and person searches masked as the access history's are. */
const logRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: maskPersonalParams(request.url),
  version: request.headers?.['accept-version']?.toString(),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * Development logs (`npm run dev`): one readable line per event through pino-pretty, a development
 * package; production and tests keep pino's JSON lines.
 */
const DEV_LOG = {
  target: 'pino-pretty',
  options: {
    translateTime: 'HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat:
      '{if reqId}{reqId} {end}{if req.method}{req.method} {req.url} {end}{msg}{if res.statusCode} {res.statusCode}{end}{if responseTime} in {responseTime} ms{end}',
  },
};

/**
 * The whole server: plugins in a fixed order, one error handler, then the routes; with
 * `schedulesPurge`, also the hourly retention purge (modules/retention) and the job alerts' check
 * (modules/job-alert).
 */
export async function buildApp(
  deps: AppDeps,
  {
    logStream,
    schedulesPurge = false,
  }: {
    /** Where log lines go (standard output unless a test reads them). */
    logStream?: Writable;
    schedulesPurge?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  // In development the browser fetches every source file from Vite: not worth a line each.
  const requestLogging: RequestLogOptions = {
    ...(config.env === 'development' && {
      disableRequestLogging: (request) => isViteFile(request.url?.split('?')[0] ?? ''),
    }),
  };
  // With tracing on, a request's first line waits for its span (decision 064).
  const requestLog = deps.tracing?.requestLog(requestLogging);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: logRequest },
      // With tracing on, every line written inside a span names it (decision 064).
      ...(deps.tracing && { mixin: deps.tracing.logMixin }),
      ...(logStream ? { stream: logStream } : config.env === 'development' && { transport: DEV_LOG }),
    },
    logController: requestLog?.controller ?? new LogController(requestLogging),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    genReqId: requestIdFrom(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The router's own refusals (an undecodable path) answer the envelope like every other error.
    frameworkErrors: (error, request, reply) => {
      requestLog?.write(request);
      return (reply as FastifyReply)
        .status(error.statusCode === 414 ? 414 : 400)
        .header(REQUEST_ID_HEADER, request.id)
        .send({
          success: false,
          message:
            error.statusCode === 414
              ? 'The address is too long'
              : 'Bad request: the address could not be read',
          code: 'bad_request',
        });
    },
  });

  // Before any hook, so that the request's span holds them all (decision 064).
  if (deps.tracing && requestLog) {
    await app.register(deps.tracing.fastifyPlugin);
    app.addHook('onRequest', async (request) => requestLog.write(request));
  }
  // First of all hooks, so that every answer names its request, refusals included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  registerErrorHandler(app);
  // A restart closes every idle connection at once: one warning for them, not one each.
  const isOutageNew = firstInOutage();
  onLostConnection(deps.db, (error) =>
    app.log[isOutageNew() ? 'warn' : 'debug'](
      { err: error },
      'The database closed an idle connection; the pool opens another when needed',
    ),
  );
  // Graceful shutdown: idle keep-alive connections are closed when closing starts; a request still
  // in flight is answered, and its connection closed after it (else close() would wait for the
  // client's keep-alive timeout). SIGTERM drains first (http/draining.ts).
  const draining = registerDraining(app);
  registerSecurityHeaders(app, {
    isDevelopment: config.env === 'development',
    imageOrigin: publicImageOrigin(config),
  });
  registerStrictTransport(app, config.hsts);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(cookie);
  // After the cookie plugin's hook, which writes Set-Cookie as the answer leaves.
  registerCachePolicy(app, config.cdn);
  await app.register(multipart, {
    // A file over the limit is cut short and refused by readForm (http/multipart.ts) once the
    // form's other fields are read, so a page can show them again (decision 030).
    throwFileSizeLimit: false,
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 40, fieldSize: 512 * 1024, parts: 42 },
  });
  registerUploadCleanup(app, { scan: uploadScanOf(config.clamavHost) });

  // First of the routes: it records every route registered after it, for the API reference.
  registerOpenApi(app);
  const metrics = appMetrics();
  // Each background loop registers as it starts and reports its completed checks (decision 062).
  const tasks = taskHealth({ now: deps.now ?? systemClock });
  const oldestQueuedMail = () => oldestQueuedMailAge(deps.db, deps.dialect);
  const stopWatching = metrics.watch({
    dialect: deps.dialect,
    outboxBacklog: () => outboxBacklog(deps.db, deps.dialect),
    oldestQueuedMailAge: oldestQueuedMail,
    tasks: () => tasks.report(),
    databasePool: () => poolCountsOf(deps.db),
  });
  app.addHook('onClose', async () => stopWatching());
  const services = createServices(deps, { onLimitRefused: (bucket) => metrics.limitRefused(bucket) });
  registerMetricsRoutes(app, { metrics, config, ips: services.ips });
  registerHealthRoutes(app, services.health, {
    isDraining: draining.isDraining,
    tasks,
    oldestQueuedMailAge: oldestQueuedMail,
  });
  // One resolver of the administrator for the API, the files and the admin pages (the preview).
  const resolveAdmin = adminResolver(services);
  registerAccess(app, { config, history: services.history, resolveAdmin });
  registerClientLimit(app, config.clientLimit, { onRefused: () => metrics.limitRefused('client') });
  // After access and the client limit; not with tracing on, whose request span ends in the hooks an
  // early answer skips, nor without the micro-cache, which says what is current (decision 067).
  const early =
    config.publicCacheMs > 0 && !deps.tracing
      ? registerEarlyAnswers(app, { isDraining: draining.isDraining })
      : undefined;
  registerSessionRoutes(app, services);
  registerSessionListRoutes(app, services);
  registerTwoFactorRoutes(app, services.twoFactor);
  // The app's micro-caches forget what they hold when a write to a table they read commits on its
  // database, whatever code wrote (decision 026). Public answers read their type's table and the
  // media library's descriptions; pages read the boards (the public types), the library and the
  // privacy notice.
  const stopListening: Array<() => void> = [];
  const writes: CommittedWrites = (listener) => stopListening.push(onCommittedWrite(deps.db, listener));
  app.addHook('onClose', async () => {
    for (const stop of stopListening) stop();
  });
  const contents = Object.values(services.content);
  const boardTables = contents.filter((s) => s.resource.isTranslatable).map((s) => s.resource.table);
  for (const service of contents)
    registerContentRoutes(app, {
      resource: service.resource,
      service,
      cacheMs: config.publicCacheMs,
      cdn: config.cdn,
      now: deps.now ?? systemClock,
      onCacheLookup: (isHit) => metrics.cacheLookup(isHit),
      forgetOn: { writes, tables: [service.resource.table, 'media'] },
      review: services.review.gateOf(service),
      early,
    });
  registerReviewRoutes(app, { review: services.review, boards: contents });
  registerQnaRoutes(app, { qna: services.qna, config });
  registerApplicationRoutes(app, { applications: services.applications, config });
  registerStatusPageRoutes(app, services.statusPages);
  registerApplicationReport(app, { db: deps.db });
  registerMailSender(app, { mail: config.mail, outbox: services.mailOutbox, tasks });
  registerRecordRoutes(app, {
    base: '/api/auth',
    page: 'UserAuthority',
    service: services.accounts,
    docs: ACCOUNT_DOCS,
  });
  registerPasswordRoutes(app, services.accounts);
  registerRecordRoutes(app, { base: '/api/ip', page: 'UserIP', service: services.ips, docs: IP_DOCS });
  registerHistoryRoutes(app, services.history);
  registerFileRoutes(app, services.files, { publicImages: publicImagesOf(config) });
  registerMediaRoutes(app, services.media);
  registerPrivacyRoutes(app, services.privacy);
  registerPrivacyRequestRoutes(app, { requests: services.privacyRequests, withdrawal: services.withdrawal });
  registerJobAlertRoutes(app, { jobAlerts: services.jobAlerts });
  registerTodoRoutes(app, services.todo);
  registerFailedMailRoutes(app, services.failedMails);
  registerPresenceRoutes(app, services.presence);
  registerPrivacyNoticeRoutes(app, services.privacyNotice, { cdn: config.cdn, now: deps.now ?? systemClock });
  await registerSite(app, {
    config,
    services: services.content,
    notices: services.privacyNotice,
    statusPages: services.statusPages,
    access: { resolveAdmin },
    forms: {
      inquiry: inquiryPageForm({ qna: services.qna, config }),
      apply: applyPageForm({ applications: services.applications, config }),
      jobs: jobAlertPageForm({ jobAlerts: services.jobAlerts }),
    },
    now: deps.now,
    forgetOn: { writes, tables: [...boardTables, 'media', 'privacy_notice'] },
  });
  if (schedulesPurge) schedulePurge(app, { retention: services.retention, lease: services.taskLease, tasks });
  if (schedulesPurge)
    scheduleJobAlerts(app, { jobAlerts: services.jobAlerts, lease: services.taskLease, tasks });
  // A job past its deadline, an item taken down: named to the CDN at that minute (decision 060).
  const { purge } = config.cdn;
  if (schedulesPurge && purge)
    scheduleSchedulePurge(app, {
      boards: contents,
      lease: services.taskLease,
      purge: (tags) => sendPurge(purge, tags, app.log),
      now: deps.now ?? systemClock,
      tasks,
    });
  return app;
}
