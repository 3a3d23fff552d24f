// Reads the environment once. Every variable is listed in the README's configuration table.
import { resolve } from 'node:path';
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

function oauthFromEnv(env: Env, prefix: 'GOOGLE' | 'FACEBOOK'): OAuthProviderConfig | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  const optional = (name: string) => env[`${prefix}_${name}`] || undefined;
  return {
    clientId,
    clientSecret,
    discoveryUrl: optional('DISCOVERY_URL'),
    authorizationUrl: optional('AUTHORIZATION_URL'),
    tokenUrl: optional('TOKEN_URL'),
    userInfoUrl: optional('USERINFO_URL'),
  };
}

/** AUTH_SECRET from the environment, or one generated on first start and kept in DATA_DIR. */
const authSecretFor = (env: Env, dataDir: string): string => env.AUTH_SECRET || keptSecret(dataDir, 'auth-secret', 32);

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

export function loadConfig(env: Env = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const s3 = env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION ?? 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      }
    : undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: authSecretFor(env, dataDir),
    google: oauthFromEnv(env, 'GOOGLE'),
    facebook: oauthFromEnv(env, 'FACEBOOK'),
    s3,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    writeRateLimit: Number(env.WRITE_RATE_LIMIT ?? 120),
    answerCaches: env.ANSWER_CACHES !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 8 * 1024 * 1024),
    uploadDailyCount: Number(env.UPLOAD_DAILY_COUNT ?? 200),
    uploadDailyBytes: Number(env.UPLOAD_DAILY_BYTES ?? 200 * 1024 * 1024),
    uploadGraceMs: Number(env.UPLOAD_GRACE_HOURS ?? 24) * 3600_000,
    seedDemo: env.SEED_DEMO !== 'false',
    offlineCatalogueCap: Number(env.OFFLINE_CATALOGUE_CAP ?? 300),
    clientDir: resolve(env.CLIENT_DIST_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    live: {
      perAddress: Number(env.LIVE_STREAMS_PER_ADDRESS ?? 20),
      perUser: Number(env.LIVE_STREAMS_PER_USER ?? 20),
      max: Number(env.LIVE_STREAMS_MAX ?? 10_000),
      lifetimeMs: Number(env.LIVE_STREAM_LIFETIME_SECONDS ?? 15 * 60) * 1000,
      heartbeatMs: Number(env.LIVE_HEARTBEAT_SECONDS ?? 15) * 1000,
    },
    push: { vapid: vapidKeysFor(env, dataDir), allowLoopback: env.PUSH_ALLOW_LOOPBACK === 'true' },
  };
}
