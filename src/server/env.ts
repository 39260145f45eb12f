import path from 'node:path';
import { z } from 'zod';
import { isIsoDate } from '../common/dates.ts';
import { isIpAddress, normalizeIp } from '../common/ip.ts';
import type { PublicSettings } from '../common/public-settings.ts';
import type { RetentionPolicy } from '../common/retention.ts';
import { isValidPassword, USERNAME_PATTERN } from '../common/schemas/admin.ts';
import type { CdnSettings } from './http/cdn.ts';

/**
 * Configuration, read once at start-up from the environment and frozen. A bad value stops the
 * server with one line naming the variable and what it accepts.
 */

const port = z.coerce
  .number({ error: 'must be an integer from 1 to 65535' })
  .int({ error: 'must be an integer from 1 to 65535' })
  .min(1, { error: 'must be an integer from 1 to 65535' })
  .max(65535, { error: 'must be an integer from 1 to 65535' });

const megabytes = z.coerce
  .number({ error: 'must be a number of megabytes from 1 to 100' })
  .min(1, { error: 'must be a number of megabytes from 1 to 100' })
  .max(100, { error: 'must be a number of megabytes from 1 to 100' });

const idleMinutes = z.coerce
  .number({ error: 'must be a number of minutes from 0.5 to 480' })
  .min(0.5, { error: 'must be a number of minutes from 0.5 to 480' })
  .max(480, { error: 'must be a number of minutes from 0.5 to 480' });

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });
const retentionDays = z.coerce
  .number({ error: 'must be a whole number of days from 1 to 3650' })
  .int({ error: 'must be a whole number of days from 1 to 3650' })
  .min(1, { error: 'must be a whole number of days from 1 to 3650' })
  .max(3650, { error: 'must be a whole number of days from 1 to 3650' });

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// (leave it unset for SQLite)' })
    .optional(),
  ADMIN_ID: z
    .string()
    .regex(USERNAME_PATTERN, {
      error: 'must be 1 to 50 letters, digits, dots, dashes or underscores',
    })
    .default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated. */
  TRUST_PROXY: list.default([]),
  /** 'off' disables the admin IP allow-list; otherwise extra addresses always permitted. */
  ADMIN_IP_ALLOWLIST: z.string().default('on'),
  UPLOAD_LIMIT_MB: megabytes.default(10),
  /** host:port of a clamd TCP socket: every upload is scanned before it is stored (decision 049). */
  CLAMAV_HOST: z
    .string()
    .regex(/^(\[[0-9a-fA-F:.]+\]|[^:\s[\]]+):\d{1,5}$/, {
      error: 'must be host:port of a clamd TCP socket, like 127.0.0.1:3310',
    })
    .optional(),
  /** Minutes without a request after which an admin session ends (the 8-hour cap stays). */
  SESSION_IDLE_MINUTES: idleMinutes.default(30),
  /** Requests per minute one client may make to the API and pages; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: wholeNumber(0, 1_000_000).default(600),
  /** Requests one client may make at once before the per-minute rate applies. */
  RATE_LIMIT_BURST: wholeNumber(1, 1_000_000).default(120),
  /** Milliseconds a visitor's API answer is kept in memory; 0 turns the micro-cache off. */
  PUBLIC_CACHE_MS: wholeNumber(0, 60_000).default(2000),
  /** Seconds a shared cache (CDN, proxy) may keep a public page or API answer (s-maxage); 0: ask each time. */
  CDN_MAX_AGE: wholeNumber(0, 86_400).default(60),
  /** Seconds past s-maxage a shared cache may serve its copy while it fetches a fresh one. */
  CDN_STALE_WHILE_REVALIDATE: wholeNumber(0, 604_800).default(600),
  /** Seconds past s-maxage a shared cache may serve its copy when the site fails or is unreachable. */
  CDN_STALE_IF_ERROR: wholeNumber(0, 2_592_000).default(86_400),
  /** Told by a POST {"tags":[…]} what each save changed, for CDNs that purge by tag. */
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Sent with each purge as `Authorization: Bearer …`. */
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  /**
   * Milliseconds a SIGTERM'd instance keeps answering (readiness false, every answer closing its
   * connection) before it stops listening: longer than the proxy's idle keep-alive timeout.
   */
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 120_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where traces go (OTLP over HTTP, e.g. http://jaeger:4318); unset turns tracing off and loads
   * nothing of it (decision 064). The exporter reads the other OTEL_EXPORTER_OTLP_* variables itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like http://jaeger:4318' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('kidventure-site'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, {
      error: 'must be an origin like https://www.example.com, no trailing slash',
    })
    .optional(),
  /** Seconds browsers keep to https once told over https (Strict-Transport-Security); 0: not sent. */
  HSTS_MAX_AGE: wholeNumber(0, 63_072_000).default(31_536_000),
  /** Whether Strict-Transport-Security covers the subdomains of PUBLIC_URL's host too. */
  HSTS_INCLUDE_SUBDOMAINS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** Where uploads live: 'disk' (DATA_DIR/uploads), 'database' or 's3' (both shared by every instance). */
  FILE_STORE: z.enum(['disk', 'database', 's3'], { error: 'must be disk, database or s3' }).optional(),
  /** The S3-compatible service; unset for AWS itself, which the region names. */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'must be a URL like https://s3.example.com' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'must be a region like us-east-1' })
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want, not in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** Where the bucket's public images are read by browsers (a CDN or the bucket's public address). */
  S3_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*[^/\s])?$/, {
      error: 'must be a URL like https://cdn.example.com or https://host/bucket, no trailing slash',
    })
    .optional(),
  /** Inquiry notifications: smtp://user:password@host:port or smtps://…; unset turns them off. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, { error: 'must look like smtp://user:password@host:587' })
    .optional(),
  MAIL_FROM: z.string().optional(),
  NOTIFY_TO: list.optional(),
  /** Days an inquiry (and its attachment) is kept before the purge erases it: the privacy notice's promise. */
  INQUIRY_RETENTION_DAYS: retentionDays.default(183),
  /** Days a job application (and its CV) is kept before the purge erases it; the apply form states it. */
  APPLICATION_RETENTION_DAYS: retentionDays.default(183),
  /** Days the access history is kept. */
  HISTORY_RETENTION_DAYS: retentionDays.default(365),
  /** Days a deleted board item stays in the Trash (with its versions) before the purge removes it. */
  TRASH_RETENTION_DAYS: retentionDays.default(30),
  /** Bearer token that opens GET /metrics from any address (the allow-list opens it too). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, {
      error: 'must be 16 to 200 visible ASCII characters without spaces (e.g. openssl rand -hex 32)',
    })
    .optional(),
  /**
   * The secret of the personal data request log's subject hashes (decision 050); unset, one is
   * generated into DATA_DIR on first start. Instances sharing a database must share it.
   */
  PRIVACY_HASH_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{32,200}$/, {
      error: 'must be 32 to 200 visible ASCII characters without spaces (e.g. openssl rand -hex 32)',
    })
    .optional(),
  /** Demo content on a first start: only when asked, so a production database starts empty. */
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /**
   * Public holidays (YYYY-MM-DD, comma-separated) for personal data requests' acknowledge date: a
   * year named here replaces the built-in days of that year (decision 051).
   */
  PRIVACY_HOLIDAYS: list
    .refine((dates) => dates.every(isIsoDate), { error: 'must be dates YYYY-MM-DD separated by commas' })
    .default([]),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminId: string;
  adminPassword: string | undefined;
  trustProxy: string[];
  ipAllowList: { enabled: boolean; extra: string[] };
  uploadLimitBytes: number;
  /** host:port of the clamd that scans every upload; undefined for none. */
  clamavHost: string | undefined;
  sessionIdleMs: number;
  /** The per-client limit of public requests; null when it is off. */
  clientLimit: { perMinute: number; burst: number } | null;
  /** How long the micro-cache keeps a visitor's API answer; 0 when it is off. */
  publicCacheMs: number;
  /** What shared caches may keep, and the purge hook (decision 041). */
  cdn: CdnSettings;
  /** How long a SIGTERM'd instance drains its connections before it stops listening. */
  shutdownDrainMs: number;
  logLevel: string;
  /** OpenTelemetry traces (decision 064); null when OTEL_EXPORTER_OTLP_ENDPOINT is unset. */
  tracing: { endpoint: string; serviceName: string } | null;
  /**
   * The site's public origin, the only one links, e-mails, feeds, the sitemap, calendars and cache
   * keys are built from (never the request's Host): PUBLIC_URL, or for a demo http://localhost:PORT.
   */
  publicUrl: string;
  /** Strict-Transport-Security on answers that went over https; null when HSTS_MAX_AGE is 0. */
  hsts: { maxAge: number; includeSubDomains: boolean } | null;
  fileStore: 'disk' | 'database' | 's3';
  /** The bucket, when S3_BUCKET is set (FILE_STORE=s3, or files:migrate to or from it); else null. */
  s3: S3Settings | null;
  /** null when notifications are off. */
  mail: { smtpUrl: string; from: string; to: string[] } | null;
  retention: RetentionPolicy;
  /** Days a board item stays in the Trash before the purge removes it with its versions. */
  trashDays: number;
  /** Opens GET /metrics as `Authorization: Bearer …`; undefined when only the allow-list does. */
  metricsToken: string | undefined;
  /** Write the demo content when the content tables have never held a row (SEED_DEMO=true). */
  seedDemo: boolean;
  /** PRIVACY_HASH_KEY; undefined when the key is kept in DATA_DIR (modules/privacy/hash-key.ts). */
  privacyHashKey: string | undefined;
  /** Holidays configured for personal data requests' working days (PRIVACY_HOLIDAYS). */
  privacyHolidays: string[];
}

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public images' origin and path (`${publicUrl}/img/…`), or undefined: the server serves them. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

/**
 * The public origin (decision 045): PUBLIC_URL; without it only a demo (SEED_DEMO=true) or a command
 * that serves nothing (`isTool`) runs, on http://localhost:PORT. A site never takes its origin from a
 * request: the Host header is the visitor's to choose.
 */
function publicUrlOf(
  e: { PUBLIC_URL?: string | undefined; SEED_DEMO: string; PORT: number },
  isTool: boolean,
) {
  if (e.PUBLIC_URL) return e.PUBLIC_URL;
  if (e.SEED_DEMO !== 'true' && !isTool)
    throw new ConfigError(
      "PUBLIC_URL must be set to the site's public origin, like https://www.example.com (only a demo, SEED_DEMO=true, runs without it)",
    );
  return `http://localhost:${e.PORT}`;
}

/**
 * `isTool`: a command that serves no page or e-mail (migrate, backup, restore, purge, the demo
 * seed) may run without PUBLIC_URL.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  { isTool = false }: { isTool?: boolean } = {},
): Readonly<Config> {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const allow = e.ADMIN_IP_ALLOWLIST.trim();
  const mode = allow.toLowerCase();
  const extra = mode === 'on' || mode === 'off' ? [] : list.parse(allow).map(normalizeIp);
  if (!extra.every(isIpAddress))
    throw new ConfigError('ADMIN_IP_ALLOWLIST must be on, off or a comma-separated list of IP addresses');
  const isProxy = (v: string) =>
    ['loopback', 'linklocal', 'uniquelocal'].includes(v) ||
    (isIpAddress(v.split('/')[0]!) && /^[^/]+(\/\d{1,3})?$/.test(v));
  if (!e.TRUST_PROXY.every(isProxy))
    throw new ConfigError('TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR ranges');
  if (e.SMTP_URL && !e.NOTIFY_TO?.length)
    throw new ConfigError('NOTIFY_TO must name at least one address when SMTP_URL is set');
  if (e.ADMIN_PASSWORD !== undefined && !isValidPassword(e.ADMIN_PASSWORD))
    throw new ConfigError(
      'ADMIN_PASSWORD must be 8 to 16 characters with an upper-case letter, a lower-case letter, a digit and a special character',
    );
  const fileStore = e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'disk');
  if (fileStore === 's3' && !e.S3_BUCKET)
    throw new ConfigError('S3_BUCKET must be set when FILE_STORE is s3');
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is');
  const publicUrl = publicUrlOf(e, isTool);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminId: e.ADMIN_ID,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    ipAllowList: { enabled: mode !== 'off', extra },
    uploadLimitBytes: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
    clamavHost: e.CLAMAV_HOST,
    sessionIdleMs: Math.round(e.SESSION_IDLE_MINUTES * 60 * 1000),
    clientLimit: e.RATE_LIMIT_PER_MINUTE
      ? { perMinute: e.RATE_LIMIT_PER_MINUTE, burst: e.RATE_LIMIT_BURST }
      : null,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    cdn: {
      maxAge: e.CDN_MAX_AGE,
      staleWhileRevalidate: e.CDN_STALE_WHILE_REVALIDATE,
      staleIfError: e.CDN_STALE_IF_ERROR,
      purge: e.CDN_PURGE_URL ? { url: e.CDN_PURGE_URL, token: e.CDN_PURGE_TOKEN } : null,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logLevel: e.LOG_LEVEL,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : null,
    publicUrl,
    hsts: e.HSTS_MAX_AGE
      ? { maxAge: e.HSTS_MAX_AGE, includeSubDomains: e.HSTS_INCLUDE_SUBDOMAINS === 'true' }
      : null,
    // With PostgreSQL the files go to the database too, so any number of instances share them.
    fileStore,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          publicUrl: e.S3_PUBLIC_URL,
        }
      : null,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? 'KidVenture website <no-reply@localhost>',
          to: e.NOTIFY_TO!,
        }
      : null,
    retention: {
      inquiryDays: e.INQUIRY_RETENTION_DAYS,
      applicationDays: e.APPLICATION_RETENTION_DAYS,
      historyDays: e.HISTORY_RETENTION_DAYS,
    },
    trashDays: e.TRASH_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO === 'true',
    privacyHashKey: e.PRIVACY_HASH_KEY,
    privacyHolidays: e.PRIVACY_HOLIDAYS,
  });
}

/** The named part of the configuration public pages may show; nothing else of it reaches the browser. */
export function publicSettingsOf(config: Pick<Config, 'retention' | 'uploadLimitBytes'>): PublicSettings {
  return {
    uploadLimitMb: Math.round((config.uploadLimitBytes / 1024 / 1024) * 10) / 10,
    inquiryRetentionDays: config.retention.inquiryDays,
    applicationRetentionDays: config.retention.applicationDays,
    historyRetentionDays: config.retention.historyDays,
  };
}
