// The environment is checked once at start: the README's defaults, one Spanish line per wrong variable, no secret repeated.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { readmeVariables } from './config.test-kit.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';

type Env = Record<string, string>;

const freshDir = () => mkdtempSync(join(tmpdir(), 'sazon-config-'));
// With the secrets given, loadConfig writes nothing, so even the default DATA_DIR (./data) is safe to use.
const vapidPair = webpush.generateVAPIDKeys();
const secrets: Env = {
  AUTH_SECRET: 'secreto-de-prueba',
  VAPID_PUBLIC_KEY: vapidPair.publicKey,
  VAPID_PRIVATE_KEY: vapidPair.privateKey,
};
const dataDir = freshDir();
const configFor = (env: Env): AppConfig =>
  loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'secreto-de-prueba', ...env });

/** The lines of the ConfigError loadConfig throws for `env`, or [] when it accepts it. */
function problemsOf(env: Env): string[] {
  try {
    configFor(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

/** Expects exactly one problem, about `name`, repeating the value received. */
function expectRejected(name: string, value: string) {
  const problems = problemsOf({ [name]: value });
  expect(problems, `${name}=${value}`).toHaveLength(1);
  expect(problems[0]).toMatch(
    new RegExp(`^${name} debe ser .+ \\(se recibió «${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}»\\)\\.$`),
  );
}

const counts = [
  'AUTH_RATE_LIMIT',
  'WRITE_RATE_LIMIT',
  'UPLOAD_LIMIT_BYTES',
  'UPLOAD_DAILY_COUNT',
  'UPLOAD_DAILY_BYTES',
  'OFFLINE_CATALOGUE_CAP',
  'LIVE_STREAMS_PER_ADDRESS',
  'LIVE_STREAMS_PER_USER',
  'LIVE_STREAMS_MAX',
];
const durations = ['UPLOAD_GRACE_HOURS', 'LIVE_STREAM_LIFETIME_SECONDS', 'LIVE_HEARTBEAT_SECONDS'];
const httpUrls = [
  'PUBLIC_URL',
  'GOOGLE_DISCOVERY_URL',
  'GOOGLE_AUTHORIZATION_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_USERINFO_URL',
  'FACEBOOK_DISCOVERY_URL',
  'FACEBOOK_AUTHORIZATION_URL',
  'FACEBOOK_TOKEN_URL',
  'FACEBOOK_USERINFO_URL',
];

describe('defaults', () => {
  // The README's table, value by value.
  const documented = {
    port: 3000,
    workers: 1,
    host: '0.0.0.0',
    dataDir: resolve('./data'),
    databaseUrl: undefined,
    publicUrl: 'http://localhost:3000',
    authSecret: 'secreto-de-prueba',
    google: undefined,
    facebook: undefined,
    s3: undefined,
    authRateLimit: 10,
    writeRateLimit: 120,
    answerCaches: true,
    trustProxy: false,
    uploadLimitBytes: 8388608,
    uploadDailyCount: 200,
    uploadDailyBytes: 209715200,
    uploadGraceMs: 24 * 3600_000,
    seedDemo: true,
    offlineCatalogueCap: 300,
    clientDir: resolve('dist/client'),
    logLevel: 'info',
    live: { perAddress: 20, perUser: 20, max: 10000, lifetimeMs: 900_000, heartbeatMs: 15_000 },
    push: { vapid: { ...vapidPair, subject: 'mailto:cocina@sazon.local' }, allowLoopback: false },
    importAllowLoopback: false,
    community: { reportHideThreshold: 3, reportsPerHour: 30, moderatorEmails: new Set(), newAccountBrakes: { posts: 10, comments: 30 } },
  };

  it('an environment without variables gives the values the README documents', () => {
    expect(loadConfig(secrets)).toEqual(documented);
  });

  it('an empty variable counts as unset', () => {
    const blanks = Object.fromEntries(readmeVariables().map((name) => [name, '']));
    expect(loadConfig({ ...blanks, ...secrets })).toEqual(documented);
  });

  it('PUBLIC_URL follows PORT, and loses a trailing slash', () => {
    expect(configFor({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(configFor({ PUBLIC_URL: 'https://sazon.ejemplo.com/' }).publicUrl).toBe(
      'https://sazon.ejemplo.com',
    );
  });

  it('the README lists every variable the server reads, and only those', () => {
    // Each one, set to a value of its own, either changes the configuration or is refused by name.
    const base = configFor({});
    for (const name of readmeVariables()) {
      const value = name === 'DATA_DIR' ? freshDir() : 'x';
      let read: boolean;
      try {
        read = JSON.stringify(configFor({ [name]: value })) !== JSON.stringify(base);
      } catch (error) {
        read = error instanceof ConfigError && error.message.includes(name);
      }
      expect(read, name).toBe(true);
    }
    expect(readmeVariables()).toEqual(
      expect.arrayContaining(['PORT', 'GOOGLE_USERINFO_URL', 'S3_FORCE_PATH_STYLE', 'VAPID_SUBJECT']),
    );
    expect(readmeVariables()).not.toContain('SAZON_BUILD_ID');
  });
});

describe('each wrong value is refused, naming its variable', () => {
  it('PORT is a whole number from 0 to 65535', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT debe ser un número entero entre 0 y 65535 (se recibió «abc»).',
    ]);
    for (const value of ['65536', '-1', '80.5', '1e3', ' 80']) expectRejected('PORT', value);
    expect(configFor({ PORT: '0' }).port).toBe(0);
    expect(configFor({ PORT: '65535' }).port).toBe(65535);
  });

  it('WORKERS is a whole number from 1 to 32', () => {
    expect(problemsOf({ WORKERS: 'cuatro' })).toEqual([
      'WORKERS debe ser un número entero entre 1 y 32 (se recibió «cuatro»).',
    ]);
    for (const value of ['0', '33', '-2', '1.5']) expectRejected('WORKERS', value);
    expect(configFor({ WORKERS: '4' }).workers).toBe(4);
  });

  it('counts, limits and sizes are whole numbers above 0', () => {
    for (const name of counts) {
      for (const value of ['0', '-3', '2.5', 'diez', '10k']) expectRejected(name, value);
    }
    const config = configFor(Object.fromEntries(counts.map((name, index) => [name, String(index + 1)])));
    expect([
      config.authRateLimit,
      config.writeRateLimit,
      config.uploadLimitBytes,
      config.uploadDailyCount,
      config.uploadDailyBytes,
      config.offlineCatalogueCap,
      config.live.perAddress,
      config.live.perUser,
      config.live.max,
    ]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('seconds and hours are numbers above 0, fractions allowed', () => {
    for (const name of durations) {
      for (const value of ['0', '-1', '1,5', 'una hora']) expectRejected(name, value);
    }
    const config = configFor({
      UPLOAD_GRACE_HOURS: '0.5',
      LIVE_STREAM_LIFETIME_SECONDS: '0.5',
      LIVE_HEARTBEAT_SECONDS: '2',
    });
    expect([config.uploadGraceMs, config.live.lifetimeMs, config.live.heartbeatMs]).toEqual([
      1_800_000, 500, 2000,
    ]);
  });

  it('switches are exactly true or false, and ANSWER_CACHES exactly on or off', () => {
    for (const name of ['SEED_DEMO', 'PUSH_ALLOW_LOOPBACK', 'IMPORT_ALLOW_PRIVATE']) {
      for (const value of ['yes', '1', 'TRUE']) expectRejected(name, value);
    }
    const problems = problemsOf({ S3_BUCKET: 'fotos', S3_FORCE_PATH_STYLE: 'no' });
    expect(problems).toEqual(['S3_FORCE_PATH_STYLE debe ser «true» o «false» (se recibió «no»).']);
    for (const value of ['true', 'false', 'OFF']) expectRejected('ANSWER_CACHES', value);
    const config = configFor({
      SEED_DEMO: 'false',
      PUSH_ALLOW_LOOPBACK: 'true',
      ANSWER_CACHES: 'off',
      S3_BUCKET: 'fotos',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect([
      config.seedDemo,
      config.push.allowLoopback,
      config.answerCaches,
      config.s3?.forcePathStyle,
    ]).toEqual([false, true, false, false]);
  });

  it('LOG_LEVEL is one of the levels of pino', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(configFor({ LOG_LEVEL: level }).logLevel).toBe(level);
    }
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL debe ser uno de estos niveles: fatal, error, warn, info, debug, trace, silent (se recibió «verbose»).',
    ]);
  });

  it('PUBLIC_URL, the OAuth addresses and S3_ENDPOINT are http or https URLs', () => {
    for (const name of httpUrls) {
      for (const value of ['ftp://ejemplo.com', 'ejemplo.com', 'https//ejemplo.com'])
        expectRejected(name, value);
      expect(problemsOf({ [name]: 'https://ejemplo.com/ruta' }), name).toEqual([]);
    }
    for (const value of ['ftp://minio', 'minio:9000']) {
      expect(problemsOf({ S3_BUCKET: 'fotos', S3_ENDPOINT: value })).toEqual([
        `S3_ENDPOINT debe ser una URL http:// o https:// (se recibió «${value}»).`,
      ]);
    }
    expect(configFor({ S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.endpoint).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('DATABASE_URL is a postgres or postgresql URL', () => {
    for (const url of ['postgres://sazon:clave@db:5432/sazon', 'postgresql://db/sazon']) {
      expect(configFor({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    for (const value of ['mysql://db/sazon', 'db:5432/sazon', 'https://db/sazon']) {
      expect(problemsOf({ DATABASE_URL: value })).toEqual([
        'DATABASE_URL debe ser una URL postgres:// o postgresql:// (valor oculto).',
      ]);
    }
  });

  it('TRUST_PROXY is a hop count or a list of addresses and CIDRs', () => {
    expect(configFor({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFor({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configFor({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const value of ['abc def', '10.0.0.1/33', '::1/129', '300.1.1.1', '10.0.0.1,proxy', ',', '-1'])
      expectRejected('TRUST_PROXY', value);
  });
});

describe('variables that go together', () => {
  it('an OAuth client id needs its secret, and the reverse', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'Falta GOOGLE_CLIENT_SECRET, necesaria para GOOGLE_CLIENT_ID.',
    ]);
    expect(problemsOf({ GOOGLE_CLIENT_SECRET: 's' })).toEqual([
      'Falta GOOGLE_CLIENT_ID, necesaria para GOOGLE_CLIENT_SECRET.',
    ]);
    expect(problemsOf({ FACEBOOK_CLIENT_ID: 'id' })).toEqual([
      'Falta FACEBOOK_CLIENT_SECRET, necesaria para FACEBOOK_CLIENT_ID.',
    ]);
    expect(problemsOf({ FACEBOOK_CLIENT_SECRET: 's' })).toEqual([
      'Falta FACEBOOK_CLIENT_ID, necesaria para FACEBOOK_CLIENT_SECRET.',
    ]);
    const config = configFor({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      tokenUrl: 'http://127.0.0.1:9999/token',
    });
  });

  it('the S3 options need S3_BUCKET, and the S3 keys each other', () => {
    expect(problemsOf({ S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' })).toEqual([
      'Falta S3_BUCKET, necesaria para S3_REGION, S3_FORCE_PATH_STYLE.',
    ]);
    expect(problemsOf({ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'Falta S3_SECRET_ACCESS_KEY, necesaria para S3_ACCESS_KEY_ID.',
    ]);
    expect(problemsOf({ S3_BUCKET: 'fotos', S3_SECRET_ACCESS_KEY: 's' })).toEqual([
      'Falta S3_ACCESS_KEY_ID, necesaria para S3_SECRET_ACCESS_KEY.',
    ]);
    expect(configFor({ S3_BUCKET: 'fotos' }).s3).toEqual({
      bucket: 'fotos',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('half a VAPID key pair is a ConfigError too', () => {
    expect(() => configFor({ VAPID_PUBLIC_KEY: vapidPair.publicKey })).toThrow(ConfigError);
    expect(() => configFor({ VAPID_PUBLIC_KEY: vapidPair.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas/,
    );
  });
});

describe('the report', () => {
  it('lists every wrong variable together, one per line', () => {
    const error = (() => {
      try {
        configFor({
          PORT: 'abc',
          SEED_DEMO: 'yes',
          LOG_LEVEL: 'loud',
          GOOGLE_CLIENT_ID: 'id',
          S3_REGION: 'eu-west-1',
        });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).message.split('\n');
    expect(lines).toHaveLength(5);
    for (const name of ['PORT', 'SEED_DEMO', 'LOG_LEVEL', 'GOOGLE_CLIENT_SECRET', 'S3_BUCKET']) {
      expect(
        lines.filter((line) => line.includes(name)),
        name,
      ).toHaveLength(1);
    }
  });

  it('never repeats a secret', () => {
    const message = problemsOf({
      DATABASE_URL: 'mysql://sazon:clave-de-la-base@db/sazon',
      GOOGLE_CLIENT_SECRET: 'clave-de-google',
      FACEBOOK_CLIENT_SECRET: 'clave-de-facebook',
      S3_SECRET_ACCESS_KEY: 'clave-de-s3',
      AUTH_SECRET: 'clave-de-sesiones',
      PORT: 'abc',
    }).join('\n');
    expect(message).toContain('DATABASE_URL debe ser una URL postgres:// o postgresql:// (valor oculto).');
    for (const secret of [
      'clave-de-la-base',
      'clave-de-google',
      'clave-de-facebook',
      'clave-de-s3',
      'clave-de-sesiones',
    ]) {
      expect(message).not.toContain(secret);
    }
  });

  it('a wrong environment writes nothing to DATA_DIR', () => {
    const untouched = freshDir();
    expect(() => loadConfig({ DATA_DIR: untouched, PORT: 'abc' })).toThrow(ConfigError);
    expect(readdirSync(untouched)).toEqual([]);
    expect(existsSync(join(untouched, 'auth-secret'))).toBe(false);
  });
});
