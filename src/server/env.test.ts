import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig as loadFromEnvironment, publicSettingsOf } from './env.ts';

const SITE_ORIGIN = 'https://www.kidventure.example';

/**
 * A site's configuration as the tests below read it: with PUBLIC_URL, which every site must have
 * (its own tests, at the end, leave it out).
 */
const loadConfig = (env: Record<string, string>) => loadFromEnvironment({ PUBLIC_URL: SITE_ORIGIN, ...env });

/** The error loadConfig throws for this environment, or null when it loads. */
function configError(env: Record<string, string>): ConfigError | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

describe('loadConfig', () => {
  it('defaults everything but PUBLIC_URL for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminId: 'admin',
      adminPassword: undefined,
      trustProxy: [],
      ipAllowList: { enabled: true, extra: [] },
      uploadLimitBytes: 10 * 1024 * 1024,
      sessionIdleMs: 30 * 60 * 1000,
      clientLimit: { perMinute: 600, burst: 120 },
      publicCacheMs: 2000,
      cdn: { maxAge: 60, staleWhileRevalidate: 600, staleIfError: 86_400, purge: null },
      shutdownDrainMs: 5000,
      logLevel: 'info',
      tracing: null,
      publicUrl: SITE_ORIGIN,
      hsts: { maxAge: 31_536_000, includeSubDomains: false },
      fileStore: 'disk',
      s3: null,
      mail: null,
      retention: { inquiryDays: 183, applicationDays: 183, historyDays: 365 },
      trashDays: 30,
      metricsToken: undefined,
      seedDemo: false,
      privacyHolidays: [],
    });
  });

  it('takes a METRICS_TOKEN of 16 to 200 visible characters, and nothing shorter or with spaces', () => {
    const token = 'a3f9c2e81b7d4056a3f9c2e81b7d4056';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const value of ['short-token', 'has a space in it, sixteen+', 'é'.repeat(20), 'x'.repeat(201)])
      expect(configError({ METRICS_TOKEN: value })?.message).toBe(
        'METRICS_TOKEN must be 16 to 200 visible ASCII characters without spaces (e.g. openssl rand -hex 32)',
      );
  });

  it('writes demo content only when SEED_DEMO is true', () => {
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(configError({ SEED_DEMO: 'yes' })?.message).toBe('SEED_DEMO must be true or false');
  });

  it('takes PRIVACY_HOLIDAYS as dates separated by commas', () => {
    expect(loadConfig({ PRIVACY_HOLIDAYS: '2028-01-03, 2028-02-14' }).privacyHolidays).toEqual([
      '2028-01-03',
      '2028-02-14',
    ]);
    expect(configError({ PRIVACY_HOLIDAYS: '2028-02-30' })?.message).toBe(
      'PRIVACY_HOLIDAYS must be dates YYYY-MM-DD separated by commas',
    );
  });

  it('reads the retention periods in whole days from 1 to 3650, and refuses anything else', () => {
    expect(
      loadConfig({
        INQUIRY_RETENTION_DAYS: '30',
        APPLICATION_RETENTION_DAYS: '60',
        HISTORY_RETENTION_DAYS: '3650',
      }).retention,
    ).toEqual({ inquiryDays: 30, applicationDays: 60, historyDays: 3650 });
    expect(loadConfig({ INQUIRY_RETENTION_DAYS: '1' }).retention.inquiryDays).toBe(1);
    for (const name of ['INQUIRY_RETENTION_DAYS', 'APPLICATION_RETENTION_DAYS', 'HISTORY_RETENTION_DAYS'])
      for (const value of ['0', '3651', '90.5', 'six months', '-1'])
        expect(configError({ [name]: value })?.message).toBe(
          `${name} must be a whole number of days from 1 to 3650`,
        );
  });

  it('hands public pages only the named public settings', () => {
    expect(
      publicSettingsOf(
        loadConfig({ INQUIRY_RETENTION_DAYS: '90', UPLOAD_LIMIT_MB: '5', ADMIN_PASSWORD: 'Admin-Pass1!' }),
      ),
    ).toEqual({
      inquiryRetentionDays: 90,
      applicationRetentionDays: 183,
      // The privacy policy states how long the access history is kept (decision 039).
      historyRetentionDays: 365,
      uploadLimitMb: 5,
    });
  });

  it('keeps uploads in the database with PostgreSQL unless told otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).fileStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', FILE_STORE: 'disk' }).fileStore).toBe('disk');
    expect(loadConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow('FILE_STORE must be disk, database or s3');
  });

  it('keeps uploads in an S3 bucket only with a bucket and both keys, and says which is missing', () => {
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'kv-files', ...keys })).toMatchObject({
      fileStore: 's3',
      s3: {
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'kv-files',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        publicUrl: undefined,
      },
    });
    const minio = loadConfig({
      FILE_STORE: 's3',
      S3_BUCKET: 'kv-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/kv-files',
      ...keys,
    });
    expect(minio.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(minio.s3?.publicUrl).toBe('https://cdn.example.com/kv-files');
    expect(configError({ FILE_STORE: 's3', ...keys })?.message).toBe(
      'S3_BUCKET must be set when FILE_STORE is s3',
    );
    expect(configError({ FILE_STORE: 's3', S3_BUCKET: 'kv-files', S3_ACCESS_KEY_ID: 'id' })?.message).toBe(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is',
    );
    expect(configError({ S3_BUCKET: 'Bad_Bucket', ...keys })?.message).toMatch(
      /^S3_BUCKET must be a bucket name/,
    );
    expect(
      configError({ S3_BUCKET: 'kv-files', S3_PUBLIC_URL: 'https://cdn.example.com/', ...keys })?.message,
    ).toMatch(/^S3_PUBLIC_URL must be a URL/);
    expect(configError({ S3_ENDPOINT: 'minio:9000' })?.message).toMatch(/^S3_ENDPOINT must be a URL/);
  });

  it('turns inquiry e-mails on only with SMTP_URL and at least one recipient', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail:587', NOTIFY_TO: 'a@x.vn, b@x.vn' }).mail).toEqual({
      smtpUrl: 'smtp://u:p@mail:587',
      from: 'KidVenture website <no-reply@localhost>',
      to: ['a@x.vn', 'b@x.vn'],
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail:25' })).toThrow('NOTIFY_TO');
    expect(() => loadConfig({ SMTP_URL: 'http://mail', NOTIFY_TO: 'a@x.vn' })).toThrow('SMTP_URL');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_ID: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminId: 'admin',
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/kv-data',
      DATABASE_URL: 'postgres://u:p@db:5432/kv',
      UPLOAD_LIMIT_MB: '5',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://www.kidventure.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/kv-data',
      databaseUrl: 'postgres://u:p@db:5432/kv',
      uploadLimitBytes: 5 * 1024 * 1024,
      logLevel: 'silent',
      publicUrl: 'https://www.kidventure.example',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/kv' }).databaseUrl).toBe('postgresql://h/kv');
  });

  it('reads SESSION_IDLE_MINUTES, fractions included, and refuses values outside 0.5 to 480', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '45' }).sessionIdleMs).toBe(45 * 60 * 1000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '0.5' }).sessionIdleMs).toBe(30 * 1000);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '480' }).sessionIdleMs).toBe(8 * 60 * 60 * 1000);
    for (const value of ['0', '0.4', '481', 'half an hour', '-5'])
      expect(configError({ SESSION_IDLE_MINUTES: value })?.message).toBe(
        'SESSION_IDLE_MINUTES must be a number of minutes from 0.5 to 480',
      );
  });

  it('limits each client to 600 requests a minute with bursts of 120 unless told otherwise; 0 is off', () => {
    expect(loadConfig({}).clientLimit).toEqual({ perMinute: 600, burst: 120 });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '5' }).clientLimit).toEqual({
      perMinute: 60,
      burst: 5,
    });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).clientLimit).toBeNull();
    expect(configError({ RATE_LIMIT_PER_MINUTE: 'lots' })?.message).toBe(
      'RATE_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000',
    );
    expect(configError({ RATE_LIMIT_BURST: '0' })?.message).toBe(
      'RATE_LIMIT_BURST must be a whole number from 1 to 1000000',
    );
  });

  it("keeps visitors' API answers 2 seconds unless told otherwise; 0 turns the micro-cache off", () => {
    expect(loadConfig({ PUBLIC_CACHE_MS: '0' }).publicCacheMs).toBe(0);
    expect(loadConfig({ PUBLIC_CACHE_MS: '500' }).publicCacheMs).toBe(500);
    for (const value of ['-1', '60001', '1.5', 'off'])
      expect(configError({ PUBLIC_CACHE_MS: value })?.message).toBe(
        'PUBLIC_CACHE_MS must be a whole number from 0 to 60000',
      );
  });

  it('turns traces on with an OTLP endpoint, named kidventure-site unless told (decision 064)', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://jaeger:4318' }).tracing).toEqual({
      endpoint: 'http://jaeger:4318',
      serviceName: 'kidventure-site',
    });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example', OTEL_SERVICE_NAME: 'site-2' })
        .tracing,
    ).toEqual({ endpoint: 'https://otel.example', serviceName: 'site-2' });
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'jaeger:4318' })?.message).toBe(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL like http://jaeger:4318',
    );
  });

  it('reads what shared caches may keep and the purge hook, and refuses what they cannot use', () => {
    expect(
      loadConfig({
        CDN_MAX_AGE: '0',
        CDN_STALE_WHILE_REVALIDATE: '30',
        CDN_STALE_IF_ERROR: '3600',
        CDN_PURGE_URL: 'https://purge.example.com/hooks/kidventure',
        CDN_PURGE_TOKEN: 'secret',
      }).cdn,
    ).toEqual({
      maxAge: 0,
      staleWhileRevalidate: 30,
      staleIfError: 3600,
      purge: { url: 'https://purge.example.com/hooks/kidventure', token: 'secret' },
    });
    expect(configError({ CDN_MAX_AGE: '-1' })?.message).toBe(
      'CDN_MAX_AGE must be a whole number from 0 to 86400',
    );
    expect(configError({ CDN_STALE_IF_ERROR: 'day' })?.message).toBe(
      'CDN_STALE_IF_ERROR must be a whole number from 0 to 2592000',
    );
    for (const url of ['purge.example.com', 'ftp://purge.example.com/x'])
      expect(configError({ CDN_PURGE_URL: url })?.message).toBe('CDN_PURGE_URL must be an http(s) URL');
  });

  it.each(['abc', '0', '70000', '-1', '80.5'])('refuses PORT %j with one line naming it', (port) => {
    const error = configError({ PORT: port });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toBe('PORT must be an integer from 1 to 65535');
  });

  it('accepts the port range ends', () => {
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });

  it.each([
    ['DATABASE_URL', 'mysql://x'],
    ['UPLOAD_LIMIT_MB', '0'],
    ['UPLOAD_LIMIT_MB', 'lots'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'https://www.kidventure.example/'],
    ['ADMIN_ID', 'a b'],
    ['ADMIN_PASSWORD', 'short'],
  ])('refuses %s=%j with an error naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message.startsWith(`${name} `)).toBe(true);
  });

  it.each(['Sh0rt!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123', 'Seventeen-Chars1!'])(
    'refuses ADMIN_PASSWORD=%j, which breaks the password policy, saying what it needs',
    (password) => {
      expect(configError({ ADMIN_PASSWORD: password })?.message).toBe(
        'ADMIN_PASSWORD must be 8 to 16 characters with an upper-case letter, a lower-case letter, a digit and a special character',
      );
    },
  );

  it.each(['Admin-Pass1!', 'Aa1!aaaa', 'Sixteen-Chars-1!'])('accepts ADMIN_PASSWORD=%j', (password) => {
    expect(loadConfig({ ADMIN_PASSWORD: password }).adminPassword).toBe(password);
  });

  it('turns the admin IP allow-list off with "off" in any case', () => {
    expect(loadConfig({ ADMIN_IP_ALLOWLIST: 'off' }).ipAllowList).toEqual({ enabled: false, extra: [] });
    expect(loadConfig({ ADMIN_IP_ALLOWLIST: 'OFF' }).ipAllowList).toEqual({ enabled: false, extra: [] });
    expect(loadConfig({ ADMIN_IP_ALLOWLIST: 'on' }).ipAllowList).toEqual({ enabled: true, extra: [] });
  });

  it('reads a list of always-permitted addresses, normalised, and keeps the list on', () => {
    expect(
      loadConfig({ ADMIN_IP_ALLOWLIST: ' 10.0.0.1, ::ffff:10.0.0.2 ,,2001:DB8::1' }).ipAllowList,
    ).toEqual({
      enabled: true,
      extra: ['10.0.0.1', '10.0.0.2', '2001:db8::1'],
    });
    expect(configError({ ADMIN_IP_ALLOWLIST: '10.0.0.1, not-an-ip' })?.message).toMatch(
      /^ADMIN_IP_ALLOWLIST /,
    );
  });

  it('reads TRUST_PROXY as a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(configError({ TRUST_PROXY: 'proxy.example' })?.message).toMatch(/^TRUST_PROXY /);
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(config.port).toBe(3000);
  });

  it('refuses to start a site without PUBLIC_URL, in one line naming it; a demo runs on localhost', () => {
    const message =
      "PUBLIC_URL must be set to the site's public origin, like https://www.example.com (only a demo, SEED_DEMO=true, runs without it)";
    for (const env of [{}, { SEED_DEMO: 'false' }, { NODE_ENV: 'development' }])
      expect(() => loadFromEnvironment(env)).toThrow(new ConfigError(message));
    expect(loadFromEnvironment({ SEED_DEMO: 'true' }).publicUrl).toBe('http://localhost:3000');
    expect(loadFromEnvironment({ SEED_DEMO: 'true', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadFromEnvironment({ SEED_DEMO: 'true', PUBLIC_URL: SITE_ORIGIN }).publicUrl).toBe(SITE_ORIGIN);
    // Commands that serve nothing (migrate, backup, restore, purge) run with the site's other settings.
    expect(loadFromEnvironment({}, { isTool: true }).publicUrl).toBe('http://localhost:3000');
  });

  it('reads HSTS_MAX_AGE (0 turns it off) and HSTS_INCLUDE_SUBDOMAINS', () => {
    expect(loadConfig({ HSTS_MAX_AGE: '600', HSTS_INCLUDE_SUBDOMAINS: 'true' }).hsts).toEqual({
      maxAge: 600,
      includeSubDomains: true,
    });
    expect(loadConfig({ HSTS_MAX_AGE: '0' }).hsts).toBeNull();
    expect(configError({ HSTS_MAX_AGE: 'a year' })?.message).toBe(
      'HSTS_MAX_AGE must be a whole number from 0 to 63072000',
    );
    expect(configError({ HSTS_INCLUDE_SUBDOMAINS: 'yes' })?.message).toBe(
      'HSTS_INCLUDE_SUBDOMAINS must be true or false',
    );
  });
});
