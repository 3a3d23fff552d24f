// Reads the environment once. Every variable is listed in the README's configuration table.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  /** Writes allowed per client address and minute. */
  writeRateLimit: number;
  /** Largest accepted request body for uploads, in bytes. */
  uploadLimitBytes: number;
  seedDemo: boolean;
  /** The built React app served on the same port. */
  clientDir: string;
  logLevel: string;
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
function authSecretFor(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 8 * 1024 * 1024),
    seedDemo: env.SEED_DEMO !== 'false',
    clientDir: resolve(env.CLIENT_DIST_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
