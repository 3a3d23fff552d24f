import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { profile as profileTexts } from '#shared/i18n/profile.ts';
import { buildApp } from '../app.ts';
import { cookieFrom, createTestApp, origin, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'Cocina-Segura-2026';
const signUp = (payload: object) => t.request({ method: 'POST', url: '/api/auth/sign-up/email', payload });
const signIn = (payload: object) => t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload });

describe('sign-up and profile', () => {
  it('creates the SPEC default profile, named after the display name', async () => {
    const res = await signUp({ email: 'valentina@ejemplo.com', password, name: 'Valentina Ríos' });
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'Valentina Ríos',
      email: 'valentina@ejemplo.com',
      bio: '¡Un chef en progreso!',
      favoriteCuisine: 'Variada',
      recipesPublished: 0,
      followingCount: 0,
      achievements: [],
    });
  });

  it('falls back to the e-mail prefix when there is no display name', async () => {
    const res = await signUp({ email: 'chef.pepe@ejemplo.com', password, name: '' });
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json().username).toBe('chef.pepe');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await signUp({ email: 'cookie@ejemplo.com', password, name: 'Galleta' });
    const raw = [res.headers['set-cookie']].flat().join('\n');
    expect(raw).toMatch(/better-auth\.session_token=/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });

  it('rotates the session on each sign-in', async () => {
    await signUp({ email: 'rota@ejemplo.com', password, name: 'Rota' });
    const a = cookieFrom(await signIn({ email: 'rota@ejemplo.com', password }));
    const b = cookieFrom(await signIn({ email: 'rota@ejemplo.com', password }));
    expect(a).not.toBe('');
    expect(a).not.toBe(b);
  });
});

describe('sign-in errors are Spanish and precise', () => {
  it('wrong password', async () => {
    await signUp({ email: 'mal@ejemplo.com', password, name: 'Mal' });
    const res = await signIn({ email: 'mal@ejemplo.com', password: 'otra-clave-123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(es.login.wrongPassword);
  });
  it('existing account', async () => {
    await signUp({ email: 'doble@ejemplo.com', password, name: 'Doble' });
    const res = await signUp({ email: 'doble@ejemplo.com', password, name: 'Doble' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(es.login.accountExists);
  });
  it('weak password', async () => {
    const res = await signUp({ email: 'debil@ejemplo.com', password: '123', name: 'Débil' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(es.login.weakPassword);
  });
  it('an e-mail that is not one', async () => {
    const res = await signUp({ email: 'no-es-correo', password, name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(es.login.invalidEmail);
  });
  it('missing fields', async () => {
    const res = await signIn({ email: 'solo@ejemplo.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/[áéíóúñ]|Escribe|válid/);
  });
});

describe('bad input never gives a 500 or a stack trace', () => {
  it('malformed JSON', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/me', headers: { 'content-type': 'application/json' }, payload: '{"bio": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(es.errors.badJson);
  });
  it('an empty body labelled JSON on a bodiless toggle is accepted', async () => {
    const user = await t.signUp('Etiqueta');
    const other = await t.signUp('Seguida');
    const res = await t.request({ method: 'PUT', url: `/api/users/${other.id}/follow`, user, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
    const bad = await t.request({ method: 'PATCH', url: '/api/me', user, headers: { 'content-type': 'application/json' }, payload: '{"bio": "sin cerrar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(es.errors.badJson);
  });
  it('JSON that tries to poison prototypes is refused, as Fastify does by default', async () => {
    const user = await t.signUp('Veneno');
    for (const payload of ['{"bio": "x", "__proto__": {"admin": true}}', '{"bio": "x", "constructor": {"prototype": {"admin": true}}}']) {
      const res = await t.request({ method: 'PATCH', url: '/api/me', user, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });
  it('a 10 MB body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10 * 1024 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(es.errors.bodyTooLarge);
  });
  it('a wrong type in a field', async () => {
    const user = await t.signUp('Tipos');
    const res = await t.request({ method: 'PATCH', url: '/api/me', user, payload: { bio: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('bio');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
  it('no session: 401 with a Spanish message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(es.errors.unauthorized);
  });
  it('a forged session cookie: 401 "session not valid"', async () => {
    const res = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: 'better-auth.session_token=forjada.firma-falsa' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(es.errors.invalidSession);
  });
  it('an expired session is refused', async () => {
    const user = await t.signUp('Caduca');
    await t.database.pool.query(`UPDATE session SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    const res = await t.request({ method: 'GET', url: '/api/me', user });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_SESSION');
  });
  it('a request HTTP cannot parse (raw accents in the URL): 400 in the API shape', async () => {
    await t.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from('GET /api/recipes?difficulty=Fácil HTTP/1.1\r\nHost: localhost\r\n\r\n', 'utf8')));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'BAD_REQUEST', message: es.errors.badRequest } });
  });
  it('an unknown API route: 404 in Spanish', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(es.errors.routeNotFound);
  });
});

describe('security baseline', () => {
  it('refuses state changes from another origin', async () => {
    const user = await t.signUp('Origen');
    const res = await t.request({ method: 'PATCH', url: '/api/me', user, headers: { origin: 'https://malvado.example' }, payload: { bio: 'hackeado' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(es.errors.badOrigin);
    const me = await t.request({ method: 'GET', url: '/api/me', user });
    expect(me.json().bio).toBe('¡Un chef en progreso!');
  });
  it('sends a strict CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
  it('tells which social providers are configured', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json()).toEqual({ google: false, facebook: false });
  });
  it('rate-limits sign-in attempts with a Spanish 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'x@ejemplo.com', password: 'nada-nada-1' } });
        codes.push(res.statusCode);
        if (i === 3) expect(res.json().error.message).toBe(es.errors.tooManyAuth);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      // Reading the session is not an attempt and stays available.
      const session = await limited.request({ method: 'GET', url: '/api/auth/get-session' });
      expect(session.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
  it('never writes passwords or session tokens to the log', async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += String(chunk)));
    const { server } = await buildApp({ config: t.config, database: t.database, logger: true, logStream: stream, serveClient: false });
    try {
      const secret = 'Secreto-Muy-Largo-9876';
      const res = await server.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin }, payload: { email: 'log@ejemplo.com', password: secret, name: 'Log' } });
      const cookie = cookieFrom(res);
      await server.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).not.toContain(secret);
      expect(logs).not.toContain(cookie.split('=')[1]!.slice(0, 20));
    } finally {
      await server.close();
    }
  });
});

describe('write rate limit', () => {
  it('answers 429 in Spanish past the per-minute write budget, and never limits reads', async () => {
    const limited = await createTestApp({ WRITE_RATE_LIMIT: '3' });
    try {
      // The sign-up is a write too: it takes the first of the three.
      const user = await limited.signUp('Limitada');
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await limited.request({ method: 'PATCH', url: '/api/me', user, payload: { bio: `bio ${i}` } })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      const blocked = await limited.request({ method: 'PATCH', url: '/api/me', user, payload: { bio: 'otra' } });
      expect(blocked.json().error.message).toBe(es.errors.tooMany);
      for (let i = 0; i < 5; i += 1) expect((await limited.request({ method: 'GET', url: '/api/me', user })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('passwords', () => {
  const userRows = async (email: string) => (await t.database.pool.query(`SELECT 1 FROM "user" WHERE email = $1`, [email])).rowCount;

  for (const common of ['12345678', 'password', 'qwertyuiop', '123456789', 'PassWord', 'QWERTYUIOP']) {
    it(`refuses the common password «${common}» at sign-up (any case), writing nothing`, async () => {
      const email = `comun-${common.toLowerCase()}@ejemplo.com`;
      const res = await signUp({ email, password: common, name: 'Común' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'COMMON_PASSWORD', message: es.login.commonPassword });
      expect(await userRows(email)).toBe(0);
    });
  }

  const changePassword = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload });

  it('refuses a common password on change-password and keeps the old one', async () => {
    const res = await signUp({ email: 'cambia-comun@ejemplo.com', password, name: 'Cambia' });
    const change = await changePassword(cookieFrom(res), { currentPassword: password, newPassword: 'iloveyou' });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.message).toBe(es.login.commonPassword);
    expect((await signIn({ email: 'cambia-comun@ejemplo.com', password })).statusCode).toBe(200);
  });

  it('refuses a common password on reset-password', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'sunshine', token: 'cualquiera' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'COMMON_PASSWORD', message: es.login.commonPassword });
  });

  it('changing the password ends the other sessions, even when the client asks to keep them', async () => {
    const older = cookieFrom(await signUp({ email: 'sesiones@ejemplo.com', password, name: 'Sesiones' }));
    const current = cookieFrom(await signIn({ email: 'sesiones@ejemplo.com', password }));
    const change = await changePassword(current, { currentPassword: password, newPassword: 'Otra-Clave-Segura-77', revokeOtherSessions: false });
    expect(change.statusCode).toBe(200);
    const older401 = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: older } });
    expect(older401.statusCode).toBe(401);
    // The browser that changed it carries on with the session the answer sets.
    const stillIn = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(change) } });
    expect(stillIn.statusCode).toBe(200);
    expect((await signIn({ email: 'sesiones@ejemplo.com', password: 'Otra-Clave-Segura-77' })).statusCode).toBe(200);
  });
});

describe('names', () => {
  const refused: [string, string, string][] = [
    ['only spaces', '   ', profileTexts.validation.usernameEmpty],
    ['only zero-width spaces', '\u200B\u200B', profileTexts.validation.usernameEmpty],
    ['61 characters', 'n'.repeat(61), profileTexts.validation.usernameTooLong],
  ];
  for (const [what, name, message] of refused) {
    it(`sign-up refuses a name of ${what}, writing nothing`, async () => {
      const email = `nombre-${what.replace(/\W/g, '')}@ejemplo.com`;
      const res = await signUp({ email, password, name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect((await t.database.pool.query(`SELECT 1 FROM "user" WHERE email = $1`, [email])).rowCount).toBe(0);
    });

    it(`update-user refuses a name of ${what}, writing nothing`, async () => {
      const user = await t.signUp('Intacta');
      const res = await t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { name } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      const me = await t.request({ method: 'GET', url: '/api/me', user });
      expect(me.json()).toMatchObject({ username: 'Intacta', displayName: 'Intacta' });
    });
  }

  it('sign-up stores «  Ana  » as «Ana»', async () => {
    const res = await signUp({ email: 'ana-espacios@ejemplo.com', password, name: '  Ana  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Ana');
    const me = await t.request({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res) } });
    expect(me.json()).toMatchObject({ username: 'Ana', displayName: 'Ana' });
  });

  it('update-user stores «  Ana  » as «Ana»', async () => {
    const user = await t.signUp('Antes');
    const res = await t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { name: '  Ana  ' } });
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', user });
    expect(me.json()).toMatchObject({ username: 'Ana', displayName: 'Ana' });
  });
});

describe('account pictures come from the upload pipeline only', () => {
  /** A stored upload row as POST /api/uploads leaves it. */
  async function uploadOf(ownerId: string, purpose: string, folder = 'profile_pictures'): Promise<string> {
    const key = `${folder}/resized-${randomBytes(12).toString('hex')}.webp`;
    await t.database.pool.query(`INSERT INTO uploads (key, owner_id, purpose, content_type, bytes) VALUES ($1, $2, $3, 'image/webp', 12)`, [key, ownerId, purpose]);
    return `/api/files/${key}`;
  }
  const imageOf = async (userId: string) => (await t.database.pool.query(`SELECT name, image FROM "user" WHERE id = $1`, [userId])).rows[0];

  it('sign-up refuses any picture (no upload can be the cook’s yet), writing nothing', async () => {
    const other = await t.signUp('Ajena');
    for (const image of ['javascript:alert(1)', 'https://malvado.example/a.png', await uploadOf(other.id, 'profile')]) {
      const email = `foto-${randomBytes(4).toString('hex')}@ejemplo.com`;
      const res = await signUp({ email, password, name: 'Con Foto', image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().error.message).toBe(profileTexts.validation.pictureAfterSignUp);
      expect((await t.database.pool.query(`SELECT 1 FROM "user" WHERE email = $1`, [email])).rowCount).toBe(0);
    }
  });

  it('update-user refuses another cook’s photo, an off-site address, javascript: and an own upload of another purpose', async () => {
    const user = await t.signUp('Protegida');
    const other = await t.signUp('Vecina');
    const refused = [
      await uploadOf(other.id, 'profile'),
      'https://malvado.example/a.png',
      'javascript:alert(1)',
      await uploadOf(user.id, 'post', 'posts'),
      await uploadOf(user.id, 'recipe'),
      42,
    ];
    for (const image of refused) {
      const res = await t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { image, name: 'No Debe' } });
      expect(res.statusCode, String(image)).toBe(400);
      expect(res.json().error).toEqual({ code: 'PICTURE_NOT_OWNED', message: profileTexts.validation.pictureNotOwned });
      expect(await imageOf(user.id)).toEqual({ name: 'Protegida', image: null });
    }
  });

  it('update-user accepts the cook’s own profile upload, and null', async () => {
    const user = await t.signUp('Retratada');
    const url = await uploadOf(user.id, 'profile');
    const res = await t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { image: url } });
    expect(res.statusCode).toBe(200);
    expect((await imageOf(user.id)).image).toBe(url);
    const cleared = await t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { image: null } });
    expect(cleared.statusCode).toBe(200);
    expect((await imageOf(user.id)).image).toBeNull();
  });
});
