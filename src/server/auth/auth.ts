// better-auth, with sessions in PostgreSQL. Google and Facebook are OAuth authorization-code
// providers (state + PKCE) whose endpoints can be pointed elsewhere, so tests run the whole flow
// against a real OpenID provider on loopback.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { displayNameProblem, trimDisplayName, usernameFrom } from '#shared/domain/profile.ts';
import { es } from '#shared/i18n/es.ts';
import { profile as profileTexts } from '#shared/i18n/profile.ts';
import type { AppConfig, OAuthProviderConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { account, session, user, verification } from '../db/schema.ts';
import { createProfileFor, ownsProfilePicture } from '../modules/profile/profile.repository.ts';
import { adoptAccountName } from '../modules/profile/profile.service.ts';
import { isCommonPassword } from './passwords.ts';

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
    // The provider's picture is not kept (see databaseHooks.user.create): only uploads are shown.
    mapProfileToUser: (profile) => ({ name: typeof profile.name === 'string' ? profile.name : undefined }),
  };
}

const minPasswordLength = 8;

/** Refusals of our own rules; the /api/auth bridge gives each code its status and Spanish text. */
const refuse = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message });

async function assertNotCommon(password: unknown) {
  // Shorter ones get better-auth's own "too short" answer.
  if (typeof password === 'string' && password.length >= minPasswordLength && (await isCommonPassword(password))) {
    throw refuse('COMMON_PASSWORD', es.login.commonPassword);
  }
}

/** The trimmed name, or a refusal; other types are left to better-auth's validation. */
function checkedName(name: unknown): unknown {
  if (typeof name !== 'string') return name;
  const trimmed = trimDisplayName(name);
  const problem = displayNameProblem(trimmed);
  if (problem === 'empty') throw refuse('NAME_EMPTY', profileTexts.validation.usernameEmpty);
  if (problem === 'tooLong') throw refuse('NAME_TOO_LONG', profileTexts.validation.usernameTooLong);
  return trimmed;
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
    emailAndPassword: { enabled: true, minPasswordLength, maxPasswordLength: 128, autoSignIn: true },
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case '/sign-up/email': {
            await assertNotCommon(body.password);
            // No upload can belong to someone who has no account yet.
            if (body.image) throw refuse('PICTURE_AFTER_SIGN_UP', profileTexts.validation.pictureAfterSignUp);
            // An empty name means "none given": the e-mail prefix is used (databaseHooks.user.create).
            return body.name === '' ? undefined : { context: { body: { ...body, name: checkedName(body.name) } } };
          }
          case '/update-user': {
            const current = await getSessionFromCtx(ctx);
            if (!current) return; // better-auth answers 401 itself
            const { image } = body;
            // A picture is one of the cook's own profile uploads, or none (sending the current one back is no change).
            if (image !== undefined && image !== null && image !== current.user.image) {
              if (typeof image !== 'string' || !(await ownsProfilePicture(db, current.user.id, image))) {
                throw refuse('PICTURE_NOT_OWNED', profileTexts.validation.pictureNotOwned);
              }
            }
            return 'name' in body ? { context: { body: { ...body, name: checkedName(body.name) } } } : undefined;
          }
          case '/change-password':
            await assertNotCommon(body.newPassword);
            // A new password ends every other session, whatever the client asked for.
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          case '/reset-password':
            await assertNotCommon(body.newPassword);
            return;
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Provider names are cut to the rule rather than refused; provider pictures are off-site (the CSP
          // would not show them) and not uploads of the cook, so every account starts without one.
          before: async (data) => ({ data: { ...data, name: usernameFrom(data.name, data.email), image: null } }),
          after: async (created) => {
            await createProfileFor(db, created);
          },
        },
        update: {
          // update-user's new name shows everywhere the cook's name does.
          after: async (updated) => {
            if (updated) await adoptAccountName(db, updated.id, updated.name);
          },
        },
      },
    },
    plugins: providers.length ? [genericOAuth({ config: providers })] : [],
    logger: { level: 'error', log: logWithoutSecrets },
  });
}

/**
 * better-auth passes the failed query's error along, and a Drizzle query error's text holds its
 * parameters (a session token, an e-mail): log the message and the error's kind only.
 */
function logWithoutSecrets(level: string, message: string, ...details: unknown[]) {
  const kinds = details
    .filter((detail): detail is Error & { code?: unknown } => detail instanceof Error)
    .map((error) => [error.name, typeof error.code === 'string' ? error.code : ''].filter(Boolean).join(' '));
  console.error(`[better-auth] ${level}: ${message}${kinds.length ? ` (${kinds.join('; ')})` : ''}`);
}

export type Auth = ReturnType<typeof createAuth>;
