// POST /api/recipes/import against pages served on loopback by this test (one per shape blogs publish), the
// outgoing-request rules (no private addresses, 3 redirects, 5 s, 2 MB), the picture landing as the cook's
// upload, and GET /api/recipes/:id/export, read back by the same importer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import type { RecipeImportResult } from '#shared/contract/recipe-import.ts';
import { readRecipeJsonLdText } from '#shared/domain/recipe-json-ld.ts';
import { es } from '#shared/i18n/es.ts';
import { recipes, uploads } from '../../db/schema.ts';
import { makeImage, uploadedUrl } from '../../storage/upload-fixtures.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';

const t = es.recipeImport.errors;

let app: TestApp;
let strict: TestApp;
let cook: TestUser;
let site: Server;
let base: string;
let photo: Buffer;
/** Responses still open (the slow and endless pages), ended when the tests are over. */
const open = new Set<ServerResponse>();

const recipeLd = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tarta de manzana',
  description: 'La tarta de la abuela, con canela.',
  image: '/foto.jpg',
  recipeCategory: 'Postre',
  recipeCuisine: 'Española',
  recipeYield: '8 porciones',
  totalTime: 'PT1H15M',
  recipeIngredient: ['3 manzanas', '200 g de harina', '1 cucharadita de canela'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Pela y corta las manzanas.' },
    { '@type': 'HowToStep', text: 'Hornea la tarta.', performTime: 'PT45M' },
  ],
};

const html = (head: string, body = '<p>Hola</p>') => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
// As sites write it: «</» escaped, so a text holding a closing script tag does not end the block.
const ldBlock = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data).replaceAll('</', '<\\/')}</script>`;

const microdataPage = html(
  '',
  `<div itemscope itemtype="https://schema.org/Recipe">
     <h1 itemprop="name">Arepas &amp; queso</h1>
     <img itemprop="image" src="/foto.jpg" alt="">
     <p itemprop="description">Desayuno <b>venezolano</b>.</p>
     <meta itemprop="totalTime" content="PT30M">
     <span itemprop="recipeCuisine">Venezolana</span>
     <ul><li itemprop="recipeIngredient">2 tazas de harina de maíz</li><li itemprop="recipeIngredient">1 taza de queso rallado</li></ul>
     <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Mezcla la harina con agua.</span></div>
     <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Cocina 10 minutos por lado.</span></div>
   </div>`,
);

/** One page per shape blogs publish, each read through the whole import (fetch, HTML, reader). */
const shapes: { shape: string; page: string; expected: Record<string, unknown> }[] = [
  {
    shape: 'instructions as one string, yield as a number, no durations',
    page: html(ldBlock({ ...recipeLd, image: undefined, totalTime: undefined, recipeYield: 6, recipeInstructions: 'Pela las manzanas.\nHornea 40 minutos.' })),
    expected: { servings: 6, totalTime: '', steps: [{ type: 'preparar', instruction: 'Pela las manzanas.', time: '', tools: [] }, { type: 'hornear', instruction: 'Hornea 40 minutos.', time: '40 min', tools: [] }] },
  },
  {
    shape: 'instructions as a list of strings, yield as a list, @type as a list',
    page: html(ldBlock({ ...recipeLd, '@type': ['Recipe', 'NewsArticle'], image: undefined, recipeYield: ['4', '4 raciones'], recipeInstructions: ['Bate los huevos.', 'Sirve caliente.'] })),
    expected: { servings: 4, steps: [{ type: 'mezclar', instruction: 'Bate los huevos.', time: '', tools: [] }, { type: 'servir', instruction: 'Sirve caliente.', time: '', tools: [] }] },
  },
  {
    shape: 'HowToSections of HowToSteps, image as a list of ImageObjects',
    page: html(
      ldBlock([
        { '@type': 'Organization', name: 'Blog' },
        {
          ...recipeLd,
          image: [{ '@type': 'ImageObject', url: '/foto.jpg' }, '/otra.jpg'],
          recipeInstructions: [
            { '@type': 'HowToSection', name: 'Masa', itemListElement: [{ '@type': 'HowToStep', text: 'Amasa la harina.', performTime: 'PT10M' }] },
            { '@type': 'HowToSection', name: 'Horno', itemListElement: [{ '@type': 'HowToStep', text: 'Hornea.', performTime: 'PT1H' }] },
          ],
        },
      ]),
    ),
    expected: { imageUrl: expect.stringMatching(/^\/api\/files\/recipe_images\//), steps: [{ type: 'mezclar', instruction: 'Amasa la harina.', time: '10 min', tools: [] }, { type: 'hornear', instruction: 'Hornea.', time: '60 min', tools: [] }] },
  },
  {
    shape: 'HTML entities and tags inside the strings, recipeCategory and recipeCuisine in English',
    page: html(ldBlock({ ...recipeLd, image: undefined, name: 'Tarta &amp; <em>crema</em>', description: '<p>Receta &quot;fácil&quot;</p>', recipeCategory: 'Breakfast', recipeCuisine: 'Mexican' })),
    expected: { name: 'Tarta & crema', description: 'Receta "fácil"', mealType: 'Desayuno', nationality: 'Mexicana' },
  },
];

function serve(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  const shape = /^\/shape\/(\d+)$/.exec(path);
  if (shape) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(shapes[Number(shape[1])]!.page);
  }
  const send = (body: string | Buffer, type = 'text/html; charset=utf-8', status = 200) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  switch (path) {
    case '/plain':
      return send(html(ldBlock({ '@type': 'WebSite', name: 'Blog' }) + ldBlock(recipeLd)));
    case '/graph':
      return send(html(ldBlock({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, { ...recipeLd, '@type': ['Recipe', 'NewsArticle'] }] })));
    case '/microdata':
      return send(microdataPage);
    case '/json':
      return send(JSON.stringify(recipeLd), 'application/ld+json');
    case '/none':
      return send(html('<title>Sin receta</title>', '<p>Solo noticias.</p>'));
    case '/huge':
      return send(html('', 'x'.repeat(3 * 1024 * 1024)));
    case '/endless': {
      // Never ends, as fast as the client reads.
      response.writeHead(200, { 'content-type': 'text/html' });
      open.add(response);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      return pump();
    }
    case '/slow':
      // Headers at once, then nothing.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head>');
      open.add(response);
      return;
    case '/to-private':
      response.writeHead(302, { location: 'http://10.0.0.1/receta' });
      return response.end();
    case '/to-metadata':
      response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    case '/hop1':
    case '/hop2':
    case '/hop3':
    case '/hop4': {
      const n = Number(path.slice(4));
      response.writeHead(302, { location: n === 4 ? '/plain' : `/hop${n + 1}` });
      return response.end();
    }
    case '/missing':
      return send('no', 'text/plain', 404);
    case '/broken-image':
      return send(html(ldBlock({ ...recipeLd, image: '/no-es-foto.jpg' })));
    case '/no-es-foto.jpg':
      return send('<html>no soy una imagen</html>', 'image/jpeg');
    case '/script':
      return send(
        html(
          ldBlock({
            ...recipeLd,
            image: undefined,
            name: 'Pan<script>alert("x")</script> casero',
            recipeIngredient: Array.from({ length: 10_000 }, (_, i) => `${i + 1} g de harina &amp; <img src=x onerror=alert(1)>sal`),
          }),
        ),
      );
    case '/foto.jpg':
      return send(photo, 'image/jpeg');
    default:
      return send('no', 'text/plain', 404);
  }
}

beforeAll(async () => {
  photo = await makeImage('jpeg', 320, 240);
  site = createServer(serve);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  [app, strict] = await Promise.all([createTestApp({ IMPORT_ALLOW_PRIVATE: 'true' }), createTestApp()]);
  cook = await app.signUp('Importadora');
});
afterAll(async () => {
  for (const response of open) response.destroy();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await Promise.all([app.close(), strict.close()]);
});

const importFrom = (url: string, target: TestApp = app, user: TestUser | null = cook) =>
  target.request({ method: 'POST', url: '/api/recipes/import', user: user ?? undefined, payload: { url } });

const imported = async (url: string) => {
  const response = await importFrom(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RecipeImportResult;
};

const counts = async (db: TestApp) => ({
  recipes: (await db.database.db.select({ n: sql<number>`count(*)::int` }).from(recipes))[0]!.n,
  uploads: (await db.database.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]!.n,
});

describe('POST /api/recipes/import', () => {
  it('reads JSON-LD among other blocks, and stores the picture as an upload of the cook', async () => {
    const before = await counts(app);
    const { recipe, notes } = await imported(`${base}/plain`);
    expect(recipe).toMatchObject({
      name: 'Tarta de manzana',
      description: 'La tarta de la abuela, con canela.',
      mealType: 'Postre',
      nationality: 'Española',
      totalTime: '1 h 15 min',
      servings: 8,
      ingredients: [
        { quantity: '3', name: 'manzanas' },
        { quantity: '200 g', name: 'harina' },
        { quantity: '1 cucharadita', name: 'canela' },
      ],
      steps: [
        { type: 'preparar', instruction: 'Pela y corta las manzanas.', time: '' },
        { type: 'hornear', instruction: 'Hornea la tarta.', time: '45 min' },
      ],
    });
    expect(notes).toEqual({ ingredientsFound: 3, ingredientsKept: 3, stepsFound: 2, stepsKept: 2, textsShortened: false, imageMissed: false });
    expect(recipe.imageUrl).toMatch(/^\/api\/files\/recipe_images\//);
    const key = recipe.imageUrl!.slice('/api/files/'.length);
    const [row] = await app.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ ownerId: cook.id, purpose: 'recipe', contentType: 'image/webp' });
    const file = await app.request({ method: 'GET', url: recipe.imageUrl! });
    expect(file.statusCode).toBe(200);
    // Nothing is published by the import itself.
    expect(await counts(app)).toEqual({ recipes: before.recipes, uploads: before.uploads + 1 });
  });

  it('reads a Recipe in @graph with @type as a list, microdata only, and a .json link', async () => {
    expect((await imported(`${base}/graph`)).recipe.name).toBe('Tarta de manzana');
    const { recipe } = await imported(`${base}/microdata`);
    expect(recipe).toMatchObject({
      name: 'Arepas & queso',
      description: 'Desayuno venezolano.',
      nationality: 'Venezolana',
      totalTime: '30 min',
      ingredients: [
        { quantity: '2 tazas', name: 'harina de maíz' },
        { quantity: '1 taza', name: 'queso rallado' },
      ],
      steps: [
        { type: 'mezclar', instruction: 'Mezcla la harina con agua.', time: '' },
        { type: 'cocinar', instruction: 'Cocina 10 minutos por lado.', time: '10 min' },
      ],
    });
    expect(recipe.imageUrl).toMatch(/^\/api\/files\//);
    expect((await imported(`${base}/json`)).recipe.name).toBe('Tarta de manzana');
  });

  it.each(shapes.map((entry, index) => ({ ...entry, index })))('reads a page with $shape', async ({ index, expected }) => {
    const { recipe } = await imported(`${base}/shape/${index}`);
    expect(recipe).toMatchObject(expected);
  });

  it('follows up to 3 redirects, and refuses a fourth', async () => {
    expect((await imported(`${base}/hop2`)).recipe.name).toBe('Tarta de manzana');
    const response = await importFrom(`${base}/hop1`);
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toEqual({ code: 'IMPORT_TOO_MANY_REDIRECTS', message: t.tooManyRedirects });
  });

  it('caps 10,000 ingredients to 100, strips script and tags, and says so', async () => {
    const { recipe, notes } = await imported(`${base}/script`);
    expect(recipe.name).toBe('Pan casero');
    expect(recipe.ingredients).toHaveLength(100);
    expect(recipe.ingredients[0]).toEqual({ quantity: '1 g', name: 'harina & sal' });
    expect(notes).toMatchObject({ ingredientsFound: 10_000, ingredientsKept: 100 });
    expect(JSON.stringify(recipe)).not.toMatch(/<script|onerror|<img/);
  });

  it('a picture that is no image leaves the draft without one, and the import still answers', async () => {
    const before = await counts(app);
    const { recipe, notes } = await imported(`${base}/broken-image`);
    expect(recipe.imageUrl).toBeNull();
    expect(notes.imageMissed).toBe(true);
    expect(await counts(app)).toEqual(before);
  });

  it('answers a clear Spanish error for a page without recipe, missing, huge, endless or slow', async () => {
    const cases: [string, number, string, string][] = [
      ['/none', 422, 'IMPORT_NO_RECIPE', t.noRecipe],
      ['/missing', 502, 'IMPORT_HTTP_STATUS', t.httpStatus.replace('{status}', '404')],
      ['/huge', 413, 'IMPORT_TOO_LARGE', t.tooLarge],
      ['/endless', 413, 'IMPORT_TOO_LARGE', t.tooLarge],
    ];
    for (const [path, status, code, message] of cases) {
      const response = await importFrom(`${base}${path}`);
      expect({ path, status: response.statusCode, error: errorOf(response) }).toEqual({ path, status, error: { code, message } });
    }
    const started = Date.now();
    const slow = await importFrom(`${base}/slow`);
    expect({ status: slow.statusCode, error: errorOf(slow) }).toEqual({ status: 504, error: { code: 'IMPORT_TIMEOUT', message: t.timeout } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  });

  it('refuses private addresses, even by redirect and with IMPORT_ALLOW_PRIVATE, and every scheme but http and https', async () => {
    const before = await counts(app);
    const refused: [string, string][] = [
      [`${base}/to-private`, 'IMPORT_PRIVATE_ADDRESS'],
      [`${base}/to-metadata`, 'IMPORT_PRIVATE_ADDRESS'],
      ['http://10.1.2.3/receta', 'IMPORT_PRIVATE_ADDRESS'],
      ['http://192.168.1.1/', 'IMPORT_PRIVATE_ADDRESS'],
      ['http://[fe80::1]/', 'IMPORT_PRIVATE_ADDRESS'],
      ['file:///etc/passwd', 'IMPORT_BAD_URL'],
      ['data:text/html,<script type="application/ld+json">{}</script>', 'IMPORT_BAD_URL'],
      ['ftp://ejemplo.com/receta', 'IMPORT_BAD_URL'],
      ['javascript:alert(1)', 'IMPORT_BAD_URL'],
      ['receta de arepas', 'IMPORT_BAD_URL'],
    ];
    for (const [url, code] of refused) {
      const response = await importFrom(url);
      expect({ url, status: response.statusCode, code: errorOf(response).code }).toEqual({ url, status: 400, code });
    }
    expect(errorOf(await importFrom('http://10.1.2.3/')).message).toBe(t.privateAddress);
    expect(await counts(app)).toEqual(before);
  });

  it('without IMPORT_ALLOW_PRIVATE, refuses this machine however it is written', async () => {
    const user = await strict.signUp('Estricta');
    const port = new URL(base).port;
    for (const url of [`${base}/plain`, `http://localhost:${port}/plain`, `http://[::1]:${port}/plain`, `http://0x7f.0.0.1:${port}/plain`]) {
      const response = await importFrom(url, strict, user);
      expect({ url, status: response.statusCode, code: errorOf(response).code }).toEqual({ url, status: 400, code: 'IMPORT_PRIVATE_ADDRESS' });
    }
    expect((await counts(strict)).uploads).toBe(0);
  });

  it('needs a signed-in cook and a link', async () => {
    const anonymous = await importFrom(`${base}/plain`, app, null);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe(t.signIn);
    const empty = await importFrom('   ');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(t.urlRequired);
  });
});

describe('GET /api/recipes/:id/export', () => {
  it('answers schema.org Recipe JSON-LD that imports back as the same recipe', async () => {
    const image = { url: await uploadedUrl(app, cook, 'recipe') };
    const input = recipeInput({
      name: 'Arepas de queso',
      description: 'Arepas crujientes por fuera y suaves por dentro.',
      mealType: 'Desayuno',
      nationality: 'Venezolana',
      totalTime: '1 h 30 min',
      servings: 6,
      imageUrl: image.url,
      ingredients: [
        { quantity: '2 tazas', name: 'Harina de maíz' },
        { quantity: 'al gusto', name: 'Sal' },
      ],
      steps: [
        { type: 'mezclar', instruction: 'Mezcla la harina con agua y sal.', time: '5 min', tools: ['Bowl'] },
        { type: 'cocinar', instruction: 'Cocina en el budare.', time: '10 min', heatSource: 'Cocina', pot: 'Plancha' },
      ],
    });
    const created = await app.request({ method: 'POST', url: '/api/recipes', user: cook, payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const rater = await app.signUp('Catadora');
    await app.request({ method: 'PUT', url: `/api/recipes/${id}/rating`, user: rater, payload: { stars: 4 } });

    // Readable by anyone, like the recipe itself.
    const response = await app.request({ method: 'GET', url: `/api/recipes/${id}/export` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    const document = response.json() as Record<string, unknown>;
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Arepas de queso',
      image: [`${app.config.publicUrl}${image.url}`],
      author: { '@type': 'Person', name: 'Importadora' },
      totalTime: 'PT1H30M',
      recipeCategory: 'Desayuno',
      recipeCuisine: 'Venezolana',
      recipeIngredient: ['2 tazas Harina de maíz', 'Sal al gusto'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Mezclar', text: 'Mezcla la harina con agua y sal.', performTime: 'PT5M', tool: [{ '@type': 'HowToTool', name: 'BOWL' }] },
        { '@type': 'HowToStep', name: 'Cocinar', text: 'Cocina en el budare.', performTime: 'PT10M' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1, bestRating: 5, worstRating: 1 },
    });
    expect(document.recipeYield).toBe('6 porciones');

    const back = readRecipeJsonLdText(response.body);
    expect('reading' in back).toBe(true);
    if (!('reading' in back)) return;
    expect(back.reading.recipe).toMatchObject({
      name: input.name,
      description: input.description,
      mealType: input.mealType,
      nationality: input.nationality,
      totalTime: input.totalTime,
      servings: 6,
      ingredients: input.ingredients.map(({ quantity, name }) => ({ quantity, name })),
      steps: input.steps.map(({ type, instruction, time }) => ({ type, instruction, time })),
    });
    expect(back.reading.recipe.steps[0]!.tools).toEqual(['BOWL']);
  });

  it('answers 404 for a recipe that does not exist', async () => {
    const response = await app.request({ method: 'GET', url: '/api/recipes/00000000-0000-4000-8000-000000000000/export' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(es.recipes.errors.notFound);
  });
});
