// GET /r/:id fetched as a link preview or a visitor without an account fetches it (no cookie): the HTML
// page with its Open Graph and Twitter tags, the same JSON-LD as the export, every recipe text escaped,
// a Spanish 404 page for ids that name no recipe, and the security headers of every answer.
import { DomUtils, parseDocument } from 'htmlparser2';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { uploadedUrl } from '../../storage/upload-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

const t = es.publicRecipe;

let app: TestApp;
let cook: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.signUp('Abuela Carmen');
});
afterAll(() => app.close());

async function publish(fields: Parameters<typeof recipeInput>[0]): Promise<string> {
  const created = await app.request({ method: 'POST', url: '/api/recipes', user: cook, payload: recipeInput(fields) });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: string }).id;
}

/** As a chat app's preview fetcher asks: no cookie, no Origin. */
const fetchPage = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });

function read(response: LightMyRequestResponse) {
  const document = parseDocument(response.body);
  const all = (name: string) => DomUtils.getElementsByTagName(name, document);
  const meta = (key: string) => {
    const found = all('meta').filter((tag) => tag.attribs.property === key || tag.attribs.name === key);
    expect(found, key).toHaveLength(1);
    return found[0]!.attribs.content;
  };
  const scripts = all('script');
  const text = (name: string) => all(name).map((tag) => DomUtils.textContent(tag).trim());
  return { document, all, meta, scripts, text };
}

describe('GET /r/:id', () => {
  let id: string;
  let image: string;

  beforeAll(async () => {
    image = await uploadedUrl(app, cook, 'recipe');
    id = await publish({
      name: 'Tortilla de patatas',
      description: 'La tortilla jugosa de los domingos, con cebolla & mucho cariño.',
      mealType: 'Cena',
      nationality: 'Española',
      totalTime: '50 min',
      imageUrl: image,
      ingredients: [{ quantity: '6', name: 'Huevos' }, 'Patatas'],
      // The builder's two steps: «Amasar la harina.» (preparar, 5 min), «Asar las arepas.» (cocinar, 10 min).
    });
  });

  it('answers a page without a session, whose preview tags say what the recipe is', async () => {
    const response = await fetchPage(`/r/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    // The security headers of every answer, with the CSP that allows no inline script.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const page = read(response);
    const url = `${app.config.publicUrl}/r/${id}`;
    const description = 'La tortilla jugosa de los domingos, con cebolla & mucho cariño.';
    const photo = `${app.config.publicUrl}${image}`;
    expect(page.text('title')).toEqual(['Tortilla de patatas | Sazón']);
    expect(page.meta('description')).toBe(description);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:site_name')).toBe('Sazón');
    expect(page.meta('og:locale')).toBe('es_ES');
    expect(page.meta('og:title')).toBe('Tortilla de patatas');
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:image')).toBe(photo);
    expect(page.meta('og:image:alt')).toBe('Foto de Tortilla de patatas');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe('Tortilla de patatas');
    expect(page.meta('twitter:description')).toBe(description);
    expect(page.meta('twitter:image')).toBe(photo);
    const canonical = page.all('link').filter((link) => link.attribs.rel === 'canonical');
    expect(canonical.map((link) => link.attribs.href)).toEqual([url]);
    expect(page.all('html').map((tag) => tag.attribs.lang)).toEqual(['es']);

    // The recipe itself, readable with no JavaScript, and the call to join.
    expect(page.text('h1')).toEqual(['Tortilla de patatas']);
    expect(response.body).toContain('por Abuela Carmen');
    const facts = Object.fromEntries(page.all('dt').map((dt, i) => [DomUtils.textContent(dt), page.text('dd')[i]]));
    expect(facts).toEqual({ Tiempo: '50 min', Porciones: '4', Dificultad: 'Medio', Nacionalidad: 'Española', 'Tipo de comida': 'Cena' });
    const lists = page.all('li').map((li) => DomUtils.textContent(li));
    expect(lists).toEqual([
      'Huevos6',
      'Patatas1',
      '1Paso 1: PrepararAmasar la harina.Tiempo: 5 min',
      '2Paso 2: CocinarAsar las arepas.Tiempo: 10 min',
    ]);
    expect(page.text('h2')).toEqual(['Ingredientes', 'Pasos', t.join.title]);
    const links = page.all('a').map((a) => [DomUtils.textContent(a), a.attribs.href]);
    expect(links).toContainEqual([t.join.action, '/login']);
    expect(links.some(([, href]) => href?.startsWith('/recipes'))).toBe(false);
    // No script but the JSON-LD data block.
    expect(page.scripts.map((script) => script.attribs.type)).toEqual(['application/ld+json']);
  });

  it('carries the same JSON-LD as the export', async () => {
    const exported = await fetchPage(`/api/recipes/${id}/export`);
    expect(exported.statusCode).toBe(200);
    const { scripts } = read(await fetchPage(`/r/${id}`));
    expect(JSON.parse(DomUtils.textContent(scripts[0]!))).toEqual(exported.json());
  });

  it('gives a signed-in visitor the way into the app instead of the call to join', async () => {
    const reader = await app.signUp('Lectora');
    const response = await fetchPage(`/r/${id}`, { cookie: reader.cookie });
    expect(response.statusCode).toBe(200);
    const page = read(response);
    const links = page.all('a').map((a) => [DomUtils.textContent(a), a.attribs.href]);
    expect(links).toContainEqual([t.signedIn.action, `/recipes?receta=${id}`]);
    expect(links.some(([, href]) => href === '/login')).toBe(false);
  });

  it('shows the app icon, with its size, when the recipe has no photo, and cuts a long description at a word', async () => {
    const long = `${'Un pan de pueblo con corteza crujiente y miga tierna '.repeat(6)}y mucho amor.`;
    const plain = await publish({ name: 'Pan sin foto', description: long, imageUrl: null });
    const page = read(await fetchPage(`/r/${plain}`));
    expect(page.meta('og:image')).toBe(`${app.config.publicUrl}/icons/icon-512.png`);
    expect(page.meta('og:image:width')).toBe('512');
    expect(page.meta('og:image:height')).toBe('512');
    const description = page.meta('og:description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^Un pan de pueblo .*[a-z]…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(page.meta('description')).toBe(description);
    expect(page.all('img').filter((img) => img.attribs.class === 'photo')).toEqual([]);
    // The page itself shows the whole description.
    expect(page.text('p')).toContain(long.trim());
  });

  it('writes every hostile text as text, in the page and in the JSON-LD', async () => {
    const name = '<img src=x onerror=alert(1)></script><script>alert(2)</script>';
    const hostile = await publish({
      name,
      description: '"><script>alert(3)</script> & \'comillas\'',
      ingredients: [{ quantity: '1 <b>taza</b>', name: '<svg onload=alert(4)>' }],
      steps: [{ instruction: '</script><script>alert(5)</script>' }],
    });
    const response = await fetchPage(`/r/${hostile}`);
    expect(response.statusCode).toBe(200);
    const page = read(response);
    // Only our own tags: one script (the data block), no img but the bar's icon, no svg.
    expect(page.scripts).toHaveLength(1);
    expect(page.all('img').map((img) => img.attribs.src)).toEqual(['/icons/icon-192.png']);
    expect(page.all('svg')).toEqual([]);
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The texts read back as written.
    expect(page.text('h1')).toEqual([name]);
    expect(page.meta('og:title')).toBe(name);
    expect(page.meta('og:description')).toBe('"><script>alert(3)</script> & \'comillas\'');
    // The JSON-LD block holds no «<» at all, and parses to the recipe's texts.
    const block = DomUtils.textContent(page.scripts[0]!);
    expect(block).not.toContain('<');
    const data = JSON.parse(block) as { name: string; recipeInstructions: { text: string }[] };
    expect(data.name).toBe(name);
    expect(data.recipeInstructions[0]!.text).toBe('</script><script>alert(5)</script>');
  });

  it('answers a Spanish 404 page for unknown, malformed and removed recipes', async () => {
    const removed = await publish({ name: 'Receta que se borra' });
    const deleted = await app.request({ method: 'DELETE', url: `/api/recipes/${removed}`, user: cook });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const url of [
      '/r/00000000-0000-4000-8000-000000000000',
      '/r/no-es-una-receta',
      '/r/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/r/${removed}`,
      '/r/',
      `/r/${id}/otra-cosa`,
    ]) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      const page = read(response);
      expect(page.text('h1'), url).toEqual([t.notFound.heading]);
      expect(page.text('title'), url).toEqual([t.notFound.title]);
      expect(page.meta('robots')).toBe('noindex');
      expect(response.body).not.toContain('<script');
    }
  });
});
