// Rate limits as an attacker meets them: rotating X-Forwarded-For, spreading writes over routes,
// spreading one account over many addresses, guessing a password through change-password.
import { afterEach, describe, expect, it } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { createRecipe } from '../modules/recipes/recipes.test-kit.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let addressCounter = 0;
/** A forwarded-for header no request has used before, as a bypass attempt would send. */
const freshForwardedFor = () => {
  addressCounter += 1;
  return { 'x-forwarded-for': `203.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}` };
};

const failedSignIn = (app: TestApp) =>
  app.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: freshForwardedFor(),
    payload: { email: 'nadie@ejemplo.com', password: 'no-es-la-clave' },
  });

describe('client address', () => {
  it('ignores X-Forwarded-For by default: the 11th failed sign-in in a minute gets 429 in Spanish', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await failedSignIn(t)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(15).fill(429));
    const refused = await failedSignIn(t);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: es.errors.tooManyAuth } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '10', TRUST_PROXY: '127.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await failedSignIn(t)).statusCode);
    // Each attempt came (as the trusted proxy says) from a different client.
    expect(statuses).toEqual(Array(15).fill(401));
  });
});

describe('writes', () => {
  it('count per address across all write routes, not per route', async () => {
    t = await createTestApp({ WRITE_RATE_LIMIT: '6' });
    const app = t;
    const author = await app.signUp('Autora');
    const fan = await app.signUp('Fan');
    const recipe = await createRecipe(app, author);
    // Two sign-ups already counted against this address; four different writes use the rest.
    const writes = [
      () => app.request({ method: 'PUT', url: `/api/recipes/${recipe}/favorite`, user: fan }),
      () => app.request({ method: 'PUT', url: `/api/recipes/${recipe}/rating`, user: fan, payload: { stars: 4 } }),
      () => app.request({ method: 'POST', url: `/api/recipes/${recipe}/comments`, user: fan, payload: { comment: '¡Rica!' } }),
      () => app.request({ method: 'POST', url: '/api/posts', user: fan, payload: { text: 'Hoy cociné arepas.' } }),
    ];
    for (const write of writes) expect((await write()).statusCode).toBeLessThan(300);
    const refused = await app.request({ method: 'PUT', url: `/api/users/${author.id}/follow`, user: fan });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: es.errors.tooMany } });
    const { rows } = await app.database.pool.query('SELECT 1 FROM follows WHERE follower_id = $1', [fan.id]);
    expect(rows).toHaveLength(0);
    // Reads are never limited.
    expect((await app.request({ method: 'GET', url: `/api/recipes/${recipe}`, user: fan })).statusCode).toBe(200);
  });

  it('count per signed-in cook too, whatever address each request comes from', async () => {
    t = await createTestApp({ WRITE_RATE_LIMIT: '5', TRUST_PROXY: '1' });
    const app = t;
    const author = await app.signUp('Autora');
    const recipe = await createRecipe(app, author);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const favorite = await app.request({
        method: i % 2 ? 'DELETE' : 'PUT',
        url: `/api/recipes/${recipe}/favorite`,
        user: author,
        headers: freshForwardedFor(),
      });
      statuses.push(favorite.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('accounts', () => {
  it('limits change-password attempts like sign-in attempts', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
    const app = t;
    const cook = await app.signUp('Cocinera');
    const statuses: number[] = [];
    // The sign-up was attempt 1; nine wrong current passwords use the rest.
    for (let i = 0; i < 11; i += 1) {
      const response = await app.request({
        method: 'POST',
        url: '/api/auth/change-password',
        user: cook,
        headers: freshForwardedFor(),
        payload: { currentPassword: `intento-${i}-equivocado`, newPassword: 'Otra-Clave-Segura-2026' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 9).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429]);
  });
});
