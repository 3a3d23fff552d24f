// Signing in and out. GET /api/auth-providers is ours and registered from this contract like any route.
// The /api/auth/* routes are better-auth's own endpoints, registered by better-auth (src/server/auth/auth.routes.ts)
// and not by contractRoute, so they stay out of /api/docs: their schemas here list only what the client
// sends and the fields it reads of the answers, to type its calls.
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** Which social sign-in buttons work on this server (an unconfigured one explains itself instead of failing). */
export const authProvidersSchema = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const socialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** The signed-in cook as the screens use them. */
export const sessionUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

const emailCredentialsSchema = z.object({ email: z.string(), password: z.string() });
/** An answer the client reads nothing of: success is all it needs. */
const unreadAnswerSchema = z.object({});

export const authApi = {
  providers: defineRoute({
    key: 'GET /api/auth-providers',
    status: 200,
    summary: 'Qué inicios de sesión con Google o Facebook están configurados',
    response: authProvidersSchema,
  }),
  session: defineRoute({
    key: 'GET /api/auth/get-session',
    status: 200,
    summary: 'La sesión abierta con esta cookie (null sin sesión)',
    response: z.object({ user: sessionUserSchema }).nullable(),
  }),
  signIn: defineRoute({
    key: 'POST /api/auth/sign-in/email',
    status: 200,
    summary: 'Inicia sesión con correo y contraseña',
    body: emailCredentialsSchema,
    response: unreadAnswerSchema,
  }),
  signUp: defineRoute({
    key: 'POST /api/auth/sign-up/email',
    status: 200,
    summary: 'Crea una cuenta con correo y contraseña y abre su sesión',
    body: emailCredentialsSchema.extend({ name: z.string() }),
    response: unreadAnswerSchema,
  }),
  socialSignIn: defineRoute({
    key: 'POST /api/auth/sign-in/social',
    status: 200,
    summary: 'La dirección del proveedor donde continúa el inicio de sesión con Google o Facebook',
    body: z.object({ provider: socialProviderSchema, callbackURL: z.string(), errorCallbackURL: z.string() }),
    response: z.object({ url: z.string() }),
  }),
  signOut: defineRoute({ key: 'POST /api/auth/sign-out', status: 200, summary: 'Cierra la sesión', response: unreadAnswerSchema }),
};
