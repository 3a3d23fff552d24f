// Reads and checks the environment once, at start. Every variable is listed in the README's configuration table.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { fill } from '#shared/i18n/fill.ts';
import { keptSecret } from './kept-secret.ts';
import { vapidKeysFor, type VapidKeys } from './modules/push/vapid-keys.ts';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID discovery document; when set it fills the endpoints not given explicitly. */
  discoveryUrl?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface AppConfig {
  port: number;
  /** Server processes sharing the port (node:cluster); each has its own pool of 20 connections. */
  workers: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  authSecret: string;
  google?: OAuthProviderConfig;
  facebook?: OAuthProviderConfig;
  s3?: S3Config;
  /** Sign-in and sign-up attempts allowed per client address and minute. */
  authRateLimit: number;
  /** Writes allowed per client address, and per signed-in cook, and minute. */
  writeRateLimit: number;
  /** The per-process caches of whole answers (book pages, searches); off only to measure the cold path (bench). */
  answerCaches: boolean;
  /** Which proxies may tell the client's address (X-Forwarded-For): none by default. */
  trustProxy: false | number | string[];
  /** Largest accepted request body for uploads, in bytes. */
  uploadLimitBytes: number;
  /** Uploads (files, and bytes received) each cook may send per day (UTC). */
  uploadDailyCount: number;
  uploadDailyBytes: number;
  /** An upload nothing shows is deleted once it is this old (a form may still be open meanwhile). */
  uploadGraceMs: number;
  seedDemo: boolean;
  /** Most recipes one cook's device keeps for cooking offline (GET /api/offline-catalogue). */
  offlineCatalogueCap: number;
  /** The built React app served on the same port. */
  clientDir: string;
  logLevel: string;
  live: LiveStreamSettings;
  push: PushSettings;
  /**
   * Tests only (IMPORT_ALLOW_PRIVATE): a recipe import may fetch pages on this machine (127.0.0.1, ::1,
   * localhost). Private networks, link-local and the other reserved ranges stay refused.
   */
  importAllowLoopback: boolean;
  community: CommunitySettings;
}

/** Community safety (issue 17): reports, moderators and the brakes on brand-new accounts. */
export interface CommunitySettings {
  /** Different cooks whose reports hide an item from everyone but its author. */
  reportHideThreshold: number;
  /** Reports one cook may send per hour; beyond that, 429. */
  reportsPerHour: number;
  /** The accounts (their e-mail, lower case) that see «Moderación». */
  moderatorEmails: ReadonlySet<string>;
  /** In its first 24 hours an account may publish this many posts and comments; null: no brakes. */
  newAccountBrakes: { posts: number; comments: number } | null;
}

export interface PushSettings {
  vapid: VapidKeys;
  /** Tests only: lets a subscription point at a plain-http push service on this machine (127.0.0.1, ::1, localhost). */
  allowLoopback: boolean;
}

export interface LiveStreamSettings {
  /** Open /api/live streams allowed per client address, and per signed-in cook (a household's tabs). */
  perAddress: number;
  perUser: number;
  /** Open streams of the whole process; lowered at start to fit the open-files limit. */
  max: number;
  /** A stream is closed after this long; the browser reconnects with Last-Event-ID. */
  lifetimeMs: number;
  /** A comment line this often keeps proxies with idle timeouts from closing a quiet stream. */
  heartbeatMs: number;
}

type Env = Record<string, string | undefined>;

// For whoever runs the server (printed at start, never shown in the app), so they stay beside the rules.
const texts = {
  invalid: '{name} debe ser {expected} (se recibió «{value}»).',
  invalidSecret: '{name} debe ser {expected} (valor oculto).',
  missing: 'Falta {missing}, necesaria para {given}.',
  expected: {
    port: 'un número entero entre 0 y 65535',
    workers: 'un número entero entre 1 y {max}',
    count: 'un número entero mayor que 0',
    duration: 'un número mayor que 0',
    flag: '«true» o «false»',
    onOff: '«on» o «off»',
    httpUrl: 'una URL http:// o https://',
    emailList: 'direcciones de correo separadas por comas (p. ej. ana@ejemplo.com,luis@ejemplo.com)',
    postgresUrl: 'una URL postgres:// o postgresql://',
    logLevel: 'uno de estos niveles: {levels}',
    trustProxy:
      'un número de saltos (p. ej. 1) o direcciones y CIDR separados por comas (p. ej. 10.0.0.1,10.1.0.0/16)',
  },
} as const;

/** Never echoed in an error message: they hold passwords or keys. */
const secretVariables = new Set([
  'AUTH_SECRET',
  'DATABASE_URL',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'VAPID_PRIVATE_KEY',
]);

/** A wrong environment: the server must not start. The message has one line per wrong variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A whole number written in digits only (no sign, decimals or exponent). */
const wholeNumber = (min: number, max: number, expected: string) =>
  z
    .string({ error: expected })
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number({ error: expected }).min(min).max(max));
const count = wholeNumber(1, Number.MAX_SAFE_INTEGER, texts.expected.count);
/** Beyond this the processes would only queue for the cores and the embedded PostgreSQL's 200 connections. */
const maxWorkers = 32;
/** Seconds or hours; fractions allowed (the tests use short lifetimes). */
const duration = z
  .string({ error: texts.expected.duration })
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number)
  .pipe(z.number({ error: texts.expected.duration }).positive());
const flag = z.enum(['true', 'false'], { error: texts.expected.flag }).transform((value) => value === 'true');
const httpUrl = z.url({ protocol: /^https?$/, error: texts.expected.httpUrl });
const text = z.string();
/** Comma-separated e-mails, compared in lower case. */
const emailList = z
  .string()
  .transform((raw) => raw.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email({ error: texts.expected.emailList })));

/** TRUST_PROXY: unset (trust nobody), a hop count ("1"), or the proxies' addresses/CIDRs ("10.0.0.1,10.1.0.0/16"). */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [, address = '', prefix] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry) ?? [];
  const version = isIP(address);
  return version !== 0 && (prefix === undefined || Number(prefix) <= (version === 4 ? 32 : 128));
}

const trustProxy = z
  .string()
  .refine(
    (raw) => {
      const parsed = parseTrustProxy(raw);
      return !Array.isArray(parsed) || (parsed.length > 0 && parsed.every(isProxyAddress));
    },
    { error: texts.expected.trustProxy },
  )
  .transform(parseTrustProxy);

/** Variables that only mean something next to another one: [the one given, the one it needs]. */
const companions: [string, string][] = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_SECRET', 'FACEBOOK_CLIENT_ID'],
  ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
];
const s3Options = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

// Defaults here are the README's; variables whose default depends on another one are filled in loadConfig.
const environment = z
  .object({
    PORT: wholeNumber(0, 65535, texts.expected.port).default(3000),
    WORKERS: wholeNumber(1, maxWorkers, fill(texts.expected.workers, { max: String(maxWorkers) })).default(1),
    HOST: text.default('0.0.0.0'),
    DATA_DIR: text.default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: texts.expected.postgresUrl }).optional(),
    PUBLIC_URL: httpUrl.optional(),
    AUTH_SECRET: text.optional(),
    GOOGLE_CLIENT_ID: text.optional(),
    GOOGLE_CLIENT_SECRET: text.optional(),
    GOOGLE_DISCOVERY_URL: httpUrl.optional(),
    GOOGLE_AUTHORIZATION_URL: httpUrl.optional(),
    GOOGLE_TOKEN_URL: httpUrl.optional(),
    GOOGLE_USERINFO_URL: httpUrl.optional(),
    FACEBOOK_CLIENT_ID: text.optional(),
    FACEBOOK_CLIENT_SECRET: text.optional(),
    FACEBOOK_DISCOVERY_URL: httpUrl.optional(),
    FACEBOOK_AUTHORIZATION_URL: httpUrl.optional(),
    FACEBOOK_TOKEN_URL: httpUrl.optional(),
    FACEBOOK_USERINFO_URL: httpUrl.optional(),
    S3_BUCKET: text.optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: text.optional(),
    S3_ACCESS_KEY_ID: text.optional(),
    S3_SECRET_ACCESS_KEY: text.optional(),
    S3_FORCE_PATH_STYLE: flag.optional(),
    AUTH_RATE_LIMIT: count.default(10),
    WRITE_RATE_LIMIT: count.default(120),
    ANSWER_CACHES: z.enum(['on', 'off'], { error: texts.expected.onOff }).default('on'),
    TRUST_PROXY: trustProxy.default(false),
    UPLOAD_LIMIT_BYTES: count.default(8 * 1024 * 1024),
    UPLOAD_DAILY_COUNT: count.default(200),
    UPLOAD_DAILY_BYTES: count.default(200 * 1024 * 1024),
    UPLOAD_GRACE_HOURS: duration.default(24),
    SEED_DEMO: flag.default(true),
    OFFLINE_CATALOGUE_CAP: count.default(300),
    CLIENT_DIST_DIR: text.default('dist/client'),
    LOG_LEVEL: z
      .enum(logLevels, { error: fill(texts.expected.logLevel, { levels: logLevels.join(', ') }) })
      .default('info'),
    LIVE_STREAMS_PER_ADDRESS: count.default(20),
    LIVE_STREAMS_PER_USER: count.default(20),
    LIVE_STREAMS_MAX: count.default(10_000),
    LIVE_STREAM_LIFETIME_SECONDS: duration.default(15 * 60),
    LIVE_HEARTBEAT_SECONDS: duration.default(15),
    PUSH_ALLOW_LOOPBACK: flag.default(false),
    IMPORT_ALLOW_PRIVATE: flag.default(false),
    REPORT_HIDE_THRESHOLD: count.default(3),
    REPORTS_PER_HOUR: count.default(30),
    MODERATOR_EMAILS: emailList.default([]),
    NEW_ACCOUNT_BRAKES: z.enum(['on', 'off'], { error: texts.expected.onOff }).default('on'),
    NEW_ACCOUNT_POSTS: count.default(10),
    NEW_ACCOUNT_COMMENTS: count.default(30),
  })
  .superRefine(
    (settings, context) => {
      const given = (name: string) => settings[name as keyof typeof settings] !== undefined;
      const need = (missing: string, names: string[]) =>
        context.addIssue({
          code: 'custom',
          path: [],
          message: fill(texts.missing, { missing, given: names.join(', ') }),
        });
      for (const [name, needed] of companions) if (given(name) && !given(needed)) need(needed, [name]);
      const s3Given = s3Options.filter(given);
      if (!given('S3_BUCKET') && s3Given.length > 0) need('S3_BUCKET', s3Given);
    },
    // Checked even when some variable is wrong, so that one start reports every problem.
    { when: () => true },
  );

type Settings = z.output<typeof environment>;

/** One line for one problem; a rule over several variables already names them in its message. */
function problemLine(issue: z.core.$ZodIssue, env: Env): string {
  const [name] = issue.path;
  if (typeof name !== 'string') return issue.message;
  const values = { name, expected: issue.message, value: env[name] ?? '' };
  return fill(secretVariables.has(name) ? texts.invalidSecret : texts.invalid, values);
}

function oauthFrom(settings: Settings, prefix: 'GOOGLE' | 'FACEBOOK'): OAuthProviderConfig | undefined {
  const clientId = settings[`${prefix}_CLIENT_ID`];
  const clientSecret = settings[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    discoveryUrl: settings[`${prefix}_DISCOVERY_URL`],
    authorizationUrl: settings[`${prefix}_AUTHORIZATION_URL`],
    tokenUrl: settings[`${prefix}_TOKEN_URL`],
    userInfoUrl: settings[`${prefix}_USERINFO_URL`],
  };
}

function s3From(settings: Settings): S3Config | undefined {
  if (!settings.S3_BUCKET) return undefined;
  return {
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION ?? 'us-east-1',
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? true,
  };
}

/** vapidKeysFor checks the key pair itself (it is the one that knows the keys' format). */
function vapidKeys(env: Env, dataDir: string): VapidKeys {
  try {
    return vapidKeysFor(env, dataDir);
  } catch (error) {
    throw new ConfigError([(error as Error).message]);
  }
}

/** The environment checked against the rules above; throws ConfigError naming every wrong variable. */
function checkedSettings(env: Env): { settings: Settings; given: Env } {
  // An empty variable counts as unset.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environment.safeParse(given);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => problemLine(issue, given)));
  return { settings: parsed.data, given };
}

/**
 * Where the data lives (DATA_DIR, DATABASE_URL, S3_*), checked as loadConfig checks the environment but with
 * no secret generated into DATA_DIR: backup and restore read it, and a restore needs DATA_DIR empty.
 */
export function loadDataConfig(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3'> {
  const { settings } = checkedSettings(env);
  return { dataDir: resolve(settings.DATA_DIR), databaseUrl: settings.DATABASE_URL, s3: s3From(settings) };
}

/**
 * The configuration from the environment; throws ConfigError, naming every wrong variable, before
 * anything is written to DATA_DIR. An empty variable counts as unset.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const { settings, given } = checkedSettings(env);
  const dataDir = resolve(settings.DATA_DIR);
  return {
    port: settings.PORT,
    workers: settings.WORKERS,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, ''),
    // Generated on first start and kept in DATA_DIR when not given.
    authSecret: settings.AUTH_SECRET ?? keptSecret(dataDir, 'auth-secret', 32),
    google: oauthFrom(settings, 'GOOGLE'),
    facebook: oauthFrom(settings, 'FACEBOOK'),
    s3: s3From(settings),
    authRateLimit: settings.AUTH_RATE_LIMIT,
    writeRateLimit: settings.WRITE_RATE_LIMIT,
    answerCaches: settings.ANSWER_CACHES === 'on',
    trustProxy: settings.TRUST_PROXY,
    uploadLimitBytes: settings.UPLOAD_LIMIT_BYTES,
    uploadDailyCount: settings.UPLOAD_DAILY_COUNT,
    uploadDailyBytes: settings.UPLOAD_DAILY_BYTES,
    uploadGraceMs: settings.UPLOAD_GRACE_HOURS * 3600_000,
    seedDemo: settings.SEED_DEMO,
    offlineCatalogueCap: settings.OFFLINE_CATALOGUE_CAP,
    clientDir: resolve(settings.CLIENT_DIST_DIR),
    logLevel: settings.LOG_LEVEL,
    live: {
      perAddress: settings.LIVE_STREAMS_PER_ADDRESS,
      perUser: settings.LIVE_STREAMS_PER_USER,
      max: settings.LIVE_STREAMS_MAX,
      lifetimeMs: settings.LIVE_STREAM_LIFETIME_SECONDS * 1000,
      heartbeatMs: settings.LIVE_HEARTBEAT_SECONDS * 1000,
    },
    push: { vapid: vapidKeys(given, dataDir), allowLoopback: settings.PUSH_ALLOW_LOOPBACK },
    importAllowLoopback: settings.IMPORT_ALLOW_PRIVATE,
    community: {
      reportHideThreshold: settings.REPORT_HIDE_THRESHOLD,
      reportsPerHour: settings.REPORTS_PER_HOUR,
      moderatorEmails: new Set(settings.MODERATOR_EMAILS),
      newAccountBrakes:
        settings.NEW_ACCOUNT_BRAKES === 'on' ? { posts: settings.NEW_ACCOUNT_POSTS, comments: settings.NEW_ACCOUNT_COMMENTS } : null,
    },
  };
}
