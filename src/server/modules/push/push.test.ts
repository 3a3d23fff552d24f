// Web Push on a real database, delivered to a push service on loopback (push-service.test-kit.ts) whose
// fake browsers decrypt every payload and check its VAPID signature: subscriptions, the notifications of
// comments, follows and achievements, cook timers (at their time, and after a restart), retries and the
// push service's answers, and every refusal in Spanish.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { pushLimits } from '#shared/domain/push-rules.ts';
import { buildApp } from '../../app.ts';
import { connectDatabase } from '../../db/connect.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { startFakePushService, type FakeDevice, type FakePushService } from './push-service.test-kit.ts';
import { maxAttempts } from './push-sender.ts';
import { boundedMessage, payloadMaxBytes, wakePushSenders } from './push.service.ts';
import { vapidFileName } from './vapid-keys.ts';

let t: TestApp;
let pushService: FakePushService;

beforeAll(async () => {
  [t, pushService] = await Promise.all([createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' }), startFakePushService()]);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

async function subscribe(user: TestUser, app: TestApp = t): Promise<FakeDevice> {
  const device = pushService.device();
  const response = await app.request({ method: 'POST', url: '/api/push/subscriptions', user, payload: device.subscription });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ endpoint: device.subscription.endpoint });
  return device;
}

async function created(response: { statusCode: number; body: string; json(): unknown }): Promise<string> {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const publishRecipe = (user: TestUser, name = 'Sancocho de gallina') =>
  t.request({ method: 'POST', url: '/api/recipes', user, payload: recipeInput({ name }) }).then(created);
const startTimer = (user: TestUser, payload: Record<string, unknown>, app: TestApp = t) => app.request({ method: 'POST', url: '/api/cook-timers', user, payload });
const commentRecipe = (user: TestUser, recipeId: string, comment: string) =>
  t.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, user, payload: { comment } });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}
const subscriptionsOf = (userId: string) => rows<{ endpoint: string; p256dh: string; auth: string }>(sql`SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ${userId} ORDER BY endpoint`);
const outboxOf = (userId: string) =>
  rows<{ id: string; kind: string; attempts: number; waits_ms: number }>(
    sql`SELECT id, kind, attempts, extract(epoch from due_at - now()) * 1000 AS waits_ms FROM push_outbox WHERE user_id = ${userId}`,
  );

describe('the public key', () => {
  it('is public, and the one generated once into DATA_DIR (mode 0600) that every push is signed with', async () => {
    const response = await t.request({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    const file = join(t.config.dataDir, vapidFileName);
    const kept = JSON.parse(await readFile(file, 'utf8')) as { publicKey: string };
    expect(response.json()).toEqual({ publicKey: kept.publicKey });
    expect(Buffer.from(kept.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('subscriptions', () => {
  it('keeps one row per endpoint: the same endpoint again takes the new keys and owner', async () => {
    const ana = await t.signUp('Ana');
    const device = await subscribe(ana);
    const again = await t.request({ method: 'POST', url: '/api/push/subscriptions', user: ana, payload: device.subscription });
    expect(again.statusCode).toBe(201);
    expect(await subscriptionsOf(ana.id)).toHaveLength(1);

    // The browser now belongs to someone else, who subscribed with fresh keys.
    const bea = await t.signUp('Bea');
    const fresh = pushService.device().subscription.keys;
    const taken = await t.request({ method: 'POST', url: '/api/push/subscriptions', user: bea, payload: { ...device.subscription, keys: fresh } });
    expect(taken.statusCode).toBe(201);
    expect(await subscriptionsOf(ana.id)).toEqual([]);
    expect(await subscriptionsOf(bea.id)).toEqual([{ endpoint: device.subscription.endpoint, ...fresh }]);
  });

  it('refuses endpoints that are not https on the internet and keys no browser makes, in Spanish, writing nothing', async () => {
    const cook = await t.signUp('Desconfiada');
    const { keys } = pushService.device().subscription;
    const notHttps = 'La suscripción no es válida: falta una dirección https.';
    const refused = 'Esa dirección de notificaciones no está permitida.';
    const badKeys = 'La suscripción no es válida: faltan sus claves.';
    const point = Buffer.from(keys.p256dh, 'base64url');
    const cases: Array<[endpoint: string, keys: { p256dh: string; auth: string }, message: string]> = [
      ['no es una dirección', keys, notHttps],
      ['http://push.ejemplo.com/abc', keys, notHttps],
      ['ftp://push.ejemplo.com/abc', keys, notHttps],
      ['http://10.0.0.7/abc', keys, notHttps],
      ['https://10.0.0.7/abc', keys, refused],
      ['https://192.168.1.1/abc', keys, refused],
      ['https://169.254.169.254/latest/meta-data', keys, refused],
      ['https://[fe80::1]/abc', keys, refused],
      ['https://[::ffff:172.16.0.1]/abc', keys, refused],
      ['https://push.ejemplo.com/abc', { ...keys, p256dh: point.subarray(0, 64).toString('base64url') }, badKeys],
      ['https://push.ejemplo.com/abc', { ...keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') }, badKeys],
      ['https://push.ejemplo.com/abc', { ...keys, p256dh: Buffer.concat([Buffer.from([2]), point.subarray(1, 33)]).toString('base64url') }, badKeys],
      ['https://push.ejemplo.com/abc', { ...keys, auth: Buffer.alloc(15, 1).toString('base64url') }, badKeys],
      ['https://push.ejemplo.com/abc', { ...keys, auth: 'no-es-base64!' }, badKeys],
    ];
    for (const [endpoint, badKeysOrGood, message] of cases) {
      const response = await t.request({ method: 'POST', url: '/api/push/subscriptions', user: cook, payload: { endpoint, keys: badKeysOrGood } });
      expect({ endpoint, status: response.statusCode, message: errorOf(response).message }).toEqual({ endpoint, status: 400, message });
    }
    expect(await subscriptionsOf(cook.id)).toEqual([]);
  });

  it('needs a signed-in cook for every write', async () => {
    const device = pushService.device();
    const attempts = [
      { method: 'POST' as const, url: '/api/push/subscriptions', payload: device.subscription, message: 'Debes iniciar sesión para recibir notificaciones.' },
      { method: 'DELETE' as const, url: '/api/push/subscriptions', payload: { endpoint: device.subscription.endpoint }, message: 'Debes iniciar sesión para recibir notificaciones.' },
      { method: 'POST' as const, url: '/api/cook-timers', payload: { endsAt: inAnHour(), label: 'Hervir' }, message: 'Debes iniciar sesión para que el temporizador te avise.' },
      { method: 'DELETE' as const, url: `/api/cook-timers/${randomUUID()}`, message: 'Debes iniciar sesión para que el temporizador te avise.' },
    ];
    for (const { message, ...request } of attempts) {
      const response = await t.request(request);
      expect({ url: request.url, status: response.statusCode, body: response.json() as unknown }).toEqual({
        url: request.url,
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message } },
      });
    }
  });

  it('unsubscribes only the cook’s own device (another’s endpoint is a 204 that deletes nothing)', async () => {
    const owner = await t.signUp('Dueña');
    const stranger = await t.signUp('Extraña');
    const device = await subscribe(owner);
    const unsubscribe = (user: TestUser) => t.request({ method: 'DELETE', url: '/api/push/subscriptions', user, payload: { endpoint: device.subscription.endpoint } });
    expect((await unsubscribe(stranger)).statusCode).toBe(204);
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    expect((await unsubscribe(owner)).statusCode).toBe(204);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
  });

  it(`keeps the newest ${pushLimits.subscriptionsPerCook} devices of a cook`, async () => {
    const cook = await t.signUp('Muchos');
    const devices: FakeDevice[] = [];
    for (let i = 0; i <= pushLimits.subscriptionsPerCook; i += 1) devices.push(await subscribe(cook));
    const kept = (await subscriptionsOf(cook.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(pushLimits.subscriptionsPerCook);
    expect(kept).not.toContain(devices[0]!.subscription.endpoint);
    expect(kept).toContain(devices.at(-1)!.subscription.endpoint);
  });
});

describe('notifications', () => {
  it('a comment on your recipe reaches each of your devices, encrypted, signed, with a TTL; your own comment does not', async () => {
    const chef = await t.signUp('Chef');
    const fan = await t.signUp('Comensal');
    const recipeId = await publishRecipe(chef);
    const [phone, laptop] = [await subscribe(chef), await subscribe(chef)];
    expect((await commentRecipe(chef, recipeId, 'Mi propia receta')).statusCode).toBe(201);
    expect((await commentRecipe(fan, recipeId, '¡Qué rica!')).statusCode).toBe(201);
    const message = {
      title: 'Nuevo comentario',
      body: 'Comensal comentó tu receta «Sancocho de gallina»: ¡Qué rica!',
      url: `/recipes?receta=${recipeId}`,
      tag: `recipe-comments:${recipeId}`,
    };
    // The chef's own comment came first: had it queued a push, that push would be the first to arrive.
    for (const device of [phone, laptop]) {
      const push = await device!.next();
      expect(push.message).toEqual(message);
      expect(push.vapid).toEqual({ key: t.config.push.vapid.publicKey, valid: true });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.urgency).toBe('normal');
      expect(Number(push.headers.ttl)).toBeGreaterThan(3500);
      expect(Number(push.headers.ttl)).toBeLessThanOrEqual(3600);
    }
    await expect.poll(() => outboxOf(chef.id)).toEqual([]);
  });

  it('a comment on your post, a new follower and an achievement unlocked', async () => {
    const cook = await t.signUp('Cocinera');
    const friend = await t.signUp('Amiga');
    const post = await created(await t.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: 'Mis arepas' } }));
    const device = await subscribe(cook);

    expect((await t.request({ method: 'POST', url: `/api/posts/${post}/comments`, user: friend, payload: { text: '¡Qué pinta!' } })).statusCode).toBe(201);
    expect((await device.next()).message).toEqual({ title: 'Nuevo comentario', body: 'Amiga comentó tu publicación: ¡Qué pinta!', url: '/feed', tag: `post-comments:${post}` });

    expect((await t.request({ method: 'PUT', url: `/api/users/${cook.id}/follow`, user: friend })).statusCode).toBe(200);
    expect((await device.next()).message).toEqual({ title: 'Nuevo seguidor', body: 'Amiga ahora te sigue.', url: '/profile', tag: `follower:${friend.id}` });

    await publishRecipe(cook);
    expect((await device.next()).message).toEqual({
      title: '¡Logro desbloqueado!',
      body: '🍳 Primera receta: Publica tu primera receta.',
      url: '/achievements',
      tag: 'achievement:first_recipe',
    });
  });

  it('a cook with no device gets nothing queued', async () => {
    const cook = await t.signUp('SinMóvil');
    const friend = await t.signUp('Vecina');
    expect((await t.request({ method: 'PUT', url: `/api/users/${cook.id}/follow`, user: friend })).statusCode).toBe(200);
    expect(await outboxOf(cook.id)).toEqual([]);
  });

  it('a push service answering 410 makes the server forget that device', async () => {
    const cook = await t.signUp('Olvidada');
    const device = await subscribe(cook);
    device.answer = 410;
    await t.request({ method: 'PUT', url: `/api/users/${cook.id}/follow`, user: await t.signUp('Seguidora') });
    await device.next();
    await expect.poll(() => subscriptionsOf(cook.id)).toEqual([]);
    await expect.poll(() => outboxOf(cook.id)).toEqual([]);
  });

  it(`a failing push service is tried again later, ${maxAttempts} times in all, then the push is dropped`, async () => {
    const cook = await t.signUp('Paciente');
    const device = await subscribe(cook);
    device.answer = 503;
    await t.request({ method: 'PUT', url: `/api/users/${cook.id}/follow`, user: await t.signUp('Insistente') });
    await device.next();
    await expect.poll(async () => (await outboxOf(cook.id)).map((row) => row.attempts)).toEqual([1]);
    const [waiting] = await outboxOf(cook.id);
    expect(Number(waiting!.waits_ms)).toBeGreaterThan(10_000);

    // Its last try, made due now.
    await t.database.db.execute(sql`UPDATE push_outbox SET due_at = now(), attempts = ${maxAttempts - 1} WHERE user_id = ${cook.id}`);
    await wakePushSenders(t.database.db);
    await device.next();
    await expect.poll(() => outboxOf(cook.id)).toEqual([]);
    expect(await subscriptionsOf(cook.id)).toHaveLength(1);
  });

  it('a push service that does not answer never holds up the request that queued the push', async () => {
    const chef = await t.signUp('Ocupada');
    const recipeId = await publishRecipe(chef);
    const device = await subscribe(chef);
    device.answer = 'hold';
    expect((await commentRecipe(await t.signUp('Primera'), recipeId, 'Uno')).statusCode).toBe(201);
    await device.next();
    expect(pushService.held()).toBe(1);
    // The first push is still being sent: the next comment is answered all the same.
    expect((await commentRecipe(await t.signUp('Segunda'), recipeId, 'Dos')).statusCode).toBe(201);
    expect(pushService.held()).toBe(1);
    device.answer = 201;
    pushService.release();
    expect((await device.next()).message.body).toContain('Dos');
  });

  it('cuts a long body so the payload stays within 3 KB', () => {
    const message = { title: '¡Tiempo!', body: 'ñ'.repeat(5000), url: '/real-cook-mode', tag: 'timer:x' };
    const bounded = boundedMessage(message);
    expect(Buffer.byteLength(JSON.stringify(bounded))).toBeLessThanOrEqual(payloadMaxBytes);
    expect(Buffer.byteLength(JSON.stringify(bounded))).toBeGreaterThan(payloadMaxBytes - 10);
    expect(bounded).toMatchObject({ title: message.title, url: message.url, tag: message.tag });
    expect(bounded.body).toMatch(/^ñ+…$/);
    expect(boundedMessage({ ...message, body: 'corto' })).toEqual({ ...message, body: 'corto' });
  });

  it('no browser may listen to the senders’ wake-ups', async () => {
    const response = await t.request({ method: 'GET', url: '/api/live?topics=push.outbox' });
    expect(response.statusCode).toBe(400);
  });
});

describe('cook timers', () => {
  it('ring every device of the cook when they end, urgently, with the step’s label', async () => {
    const cook = await t.signUp('Cronometrada');
    const recipeId = await publishRecipe(cook, 'Pasta al pesto');
    const devices = [await subscribe(cook), await subscribe(cook)];
    const endsAt = Date.now() + 2000;
    const id = await created(await startTimer(cook, { endsAt: new Date(endsAt).toISOString(), label: 'Pasta al pesto · Paso 2', recipeId }));
    for (const device of devices) {
      const push = await device.next();
      expect(push.receivedAt).toBeGreaterThanOrEqual(endsAt);
      expect(push.message).toEqual({ title: '¡Tiempo!', body: 'Pasta al pesto · Paso 2', url: '/real-cook-mode', tag: `timer:${id}` });
      expect(push.headers.urgency).toBe('high');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      expect(Number(push.headers.ttl)).toBeLessThanOrEqual(300);
    }
    await expect.poll(() => outboxOf(cook.id)).toEqual([]);
  });

  it('a cancelled timer does not ring', async () => {
    const cook = await t.signUp('Arrepentida');
    const device = await subscribe(cook);
    const cancelled = await created(await startTimer(cook, { endsAt: new Date(Date.now() + 1000).toISOString(), label: 'Primero' }));
    expect((await t.request({ method: 'DELETE', url: `/api/cook-timers/${cancelled}`, user: cook })).statusCode).toBe(204);
    const kept = await created(await startTimer(cook, { endsAt: new Date(Date.now() + 1500).toISOString(), label: 'Segundo' }));
    expect((await device.next()).message.tag).toBe(`timer:${kept}`);
  });

  it('rings after a restart too: timers live in the database, and a push cut off by the shutdown is sent again', async () => {
    const first = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
    const cook = await first.signUp('Reiniciada');
    const device = await subscribe(cook, first);
    const timer = (seconds: number, label: string) =>
      startTimer(cook, { endsAt: new Date(Date.now() + seconds * 1000).toISOString(), label }, first).then(created);
    const cutOff = await timer(1, 'Batir los huevos');
    const pending = await timer(5, 'Reposar la masa');
    // The first timer's push is on its way when the server stops; the second has not ended yet.
    device.answer = 'hold';
    expect((await device.next()).message.tag).toBe(`timer:${cutOff}`);
    await first.close();
    const database = await connectDatabase(first.database.url, { poolSize: 5 });
    const left = await database.db.execute<{ id: string; attempts: number }>(sql`SELECT id, attempts FROM push_outbox WHERE user_id = ${cook.id} ORDER BY due_at`);
    expect(left.rows).toEqual([
      { id: cutOff, attempts: 0 },
      { id: pending, attempts: 0 },
    ]);

    device.answer = 201;
    const { server } = await buildApp({ config: first.config, database, serveClient: false });
    try {
      const [again, ended] = [await device.next(), await device.next()];
      expect(again.message).toMatchObject({ title: '¡Tiempo!', body: 'Batir los huevos', tag: `timer:${cutOff}` });
      expect(ended.message).toMatchObject({ title: '¡Tiempo!', body: 'Reposar la masa', tag: `timer:${pending}` });
      expect(ended.vapid).toEqual({ key: first.config.push.vapid.publicKey, valid: true });
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('refuses a bad end, label or recipe, in Spanish, writing nothing', async () => {
    const cook = await t.signUp('Impaciente');
    const aYearAway = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    const cases: Array<[payload: Record<string, unknown>, status: number, message: string]> = [
      [{ endsAt: new Date(Date.now() - 1000).toISOString(), label: 'Tarde' }, 400, 'El temporizador ya terminó.'],
      [{ endsAt: aYearAway, label: 'Lejos' }, 400, 'Un temporizador puede durar como máximo 24 horas.'],
      [{ endsAt: 'mañana', label: 'Cuándo' }, 400, 'La hora de fin del temporizador no es válida.'],
      [{ endsAt: inAnHour(), label: '   ' }, 400, 'El nombre del temporizador debe tener entre 1 y 120 caracteres.'],
      [{ endsAt: inAnHour(), label: 'Hervir', recipeId: 'no-es-un-id' }, 400, 'El identificador de la receta no es válido.'],
      [{ endsAt: inAnHour(), label: 'Hervir', recipeId: randomUUID() }, 404, 'Receta no encontrada.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await startTimer(cook, payload);
      expect({ payload, status: response.statusCode, message: errorOf(response).message }).toEqual({ payload, status, message });
    }
    expect(await outboxOf(cook.id)).toEqual([]);
  });

  it(`keeps at most ${pushLimits.timersPerCook} timers per cook, even asked all at once`, async () => {
    const cook = await t.signUp('Multitarea');
    const answers = await Promise.all(Array.from({ length: pushLimits.timersPerCook + 3 }, (_, i) => startTimer(cook, { endsAt: inAnHour(), label: `Paso ${i}` })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(pushLimits.timersPerCook);
    const refusals = answers.filter((r) => r.statusCode !== 201);
    expect(refusals.map((r) => [r.statusCode, errorOf(r).message])).toEqual(
      Array.from({ length: 3 }, () => [429, 'Tienes demasiados temporizadores en marcha. Detén alguno antes de crear otro.']),
    );
    expect(await outboxOf(cook.id)).toHaveLength(pushLimits.timersPerCook);
  });

  it('only its cook may cancel a timer: anyone else’s id is a 404', async () => {
    const owner = await t.signUp('Propietaria');
    const stranger = await t.signUp('Curiosa');
    const id = await created(await startTimer(owner, { endsAt: inAnHour(), label: 'Hornear' }));
    for (const [user, timerId] of [
      [stranger, id],
      [owner, randomUUID()],
    ] as const) {
      const response = await t.request({ method: 'DELETE', url: `/api/cook-timers/${timerId}`, user });
      expect({ status: response.statusCode, message: errorOf(response).message }).toEqual({ status: 404, message: 'Temporizador no encontrado.' });
    }
    expect(await outboxOf(owner.id)).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/cook-timers/${id}`, user: owner })).statusCode).toBe(204);
    expect(await outboxOf(owner.id)).toEqual([]);
  });
});
