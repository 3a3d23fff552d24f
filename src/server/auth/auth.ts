// better-auth, with sessions in PostgreSQL. Google and Facebook are OAuth authorization-code
// providers (state + PKCE) whose endpoints can be pointed elsewhere, so tests run the whole flow
// against a real OpenID provider on loopback.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { AppConfig, OAuthProviderConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { account, session, user, verification } from '../db/schema.ts';
import { createProfileFor } from '../modules/profile/profile.repository.ts';

const googleEndpoints = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const facebookEndpoints = {
  authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
  tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
  userInfoUrl: 'https://graph.facebook.com/me?fields=id,name,email,picture',
};

function providerConfig(
  providerId: 'google' | 'facebook',
  settings: OAuthProviderConfig,
  defaults: typeof googleEndpoints,
  scopes: string[],
): GenericOAuthConfig {
  const explicit: Partial<typeof googleEndpoints> = settings.discoveryUrl ? {} : defaults;
  return {
    providerId,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    discoveryUrl: settings.discoveryUrl,
    authorizationUrl: settings.authorizationUrl ?? explicit.authorizationUrl,
    tokenUrl: settings.tokenUrl ?? explicit.tokenUrl,
    userInfoUrl: settings.userInfoUrl ?? explicit.userInfoUrl,
    scopes,
    pkce: true,
    mapProfileToUser: (profile) => {
      const picture = profile.picture as { data?: { url?: string } } | string | undefined;
      return {
        name: typeof profile.name === 'string' ? profile.name : undefined,
        image: typeof picture === 'string' ? picture : picture?.data?.url,
      };
    },
  };
}

export function createAuth(config: AppConfig, db: Database) {
  const providers: GenericOAuthConfig[] = [];
  if (config.google) providers.push(providerConfig('google', config.google, googleEndpoints, ['openid', 'email', 'profile']));
  if (config.facebook) providers.push(providerConfig('facebook', config.facebook, facebookEndpoints, ['email', 'public_profile']));

  return betterAuth({
    appName: 'Sazón',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    // The Fastify bridge applies its own Spanish rate limit.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    trustedOrigins: (request) => {
      const origins = [config.publicUrl];
      const host = request?.headers.get('host');
      if (host) origins.push(`http://${host}`, `https://${host}`);
      return origins;
    },
    advanced: { useSecureCookies: config.publicUrl.startsWith('https://') },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await createProfileFor(db, created);
          },
        },
      },
    },
    plugins: providers.length ? [genericOAuth({ config: providers })] : [],
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
