import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyStep } from '#shared/contract/recipe-input-defaults.ts';
import { recipeInput, type RecipeFixture, type StepFixture } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import {
  liveEvents,
  profiles,
  recipeIngredients,
  recipes,
  uploads,
  userAchievements,
} from '../../db/schema.ts';
import { makeImage, upload, uploadedUrl } from '../../storage/upload-fixtures.ts';
import { keyFromUrl, LocalDiskStorage } from '../../storage/storage.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let storage: LocalDiskStorage;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp('Autora');
  other = await t.signUp('Otra');
  storage = new LocalDiskStorage(`${t.config.dataDir}/uploads`);
});
afterAll(() => t.close());

const v = es.editor.validation;

/** The editor's valid recipe here: the assertions below read its name, difficulty and ingredients. */
const arepas: RecipeFixture = {
  name: 'Arepas de queso',
  description: 'Arepas crujientes por fuera y suaves por dentro.',
  mealType: 'Desayuno',
  totalTime: '30 min',
  difficulty: 'facil',
  ingredients: [
    { quantity: '2 tazas', name: 'Harina de maíz' },
    { quantity: '1 taza', name: 'Queso rallado' },
  ],
  steps: [
    { type: 'mezclar', instruction: 'Mezcla la harina con agua y sal.', time: '5 min', tools: ['Bowl'] },
    { type: 'cocinar', instruction: 'Cocina en el budare.', time: '10 min', heatSource: 'Cocina', pot: 'Plancha' },
  ],
};

/** A valid body: the arepas with these fields changed. Bodies the editor must refuse spread over it. */
const recipeBody = (overrides: RecipeFixture = {}) => recipeInput({ ...arepas, ...overrides });

const create = (user: TestUser | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/recipes', user, payload: payload as object });
const update = (user: TestUser | undefined, id: string, payload: unknown) =>
  t.request({ method: 'PUT', url: `/api/recipes/${id}`, user, payload: payload as object });
const remove = (user: TestUser | undefined, id: string) =>
  t.request({ method: 'DELETE', url: `/api/recipes/${id}`, user });

function createdId(response: Awaited<ReturnType<typeof create>>): string {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function createRecipe(user: TestUser, overrides: RecipeFixture = {}): Promise<string> {
  return createdId(await create(user, recipeBody(overrides)));
}

const recipeRow = async (id: string) =>
  (await t.database.db.select().from(recipes).where(eq(recipes.id, id)))[0];
const recipeCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(recipes))[0]!.n;
const published = async (user: TestUser) =>
  (
    await t.database.db
      .select({ n: profiles.recipesPublished })
      .from(profiles)
      .where(eq(profiles.userId, user.id))
  )[0]?.n;

describe('POST /api/recipes', () => {
  it('creates the recipe for the viewer, whatever author the body claims, and counts it', async () => {
    const before = await published(author);
    const id = createdId(
      await create(author, {
        ...recipeBody(),
        author: 'Impostor',
        authorId: other.id,
        averageRating: 5,
        ratingCount: 99,
      }),
    );
    const row = await recipeRow(id);
    expect(row).toMatchObject({
      authorId: author.id,
      author: 'Autora',
      averageRating: 0,
      ratingCount: 0,
      difficulty: 'facil',
    });
    const ingredients = await t.database.db
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, id));
    expect(ingredients.map((i) => [i.position, i.name])).toEqual([
      [0, 'Harina de maíz'],
      [1, 'Queso rallado'],
    ]);
    expect(await published(author)).toBe((before ?? 0) + 1);
    const unlocked = await t.database.db
      .select()
      .from(userAchievements)
      .where(eq(userAchievements.userId, author.id));
    expect(unlocked.map((a) => a.achievementId)).toContain('first_recipe');
  });

  it('keeps only the utensils of each step type and normalises tools', async () => {
    const id = await createRecipe(author, {
      steps: [
        {
          type: 'hornear',
          instruction: 'Hornea.',
          heatSource: 'Horno',
          pot: 'Bandeja para hornear',
          temperature: '180 °C',
          tools: ['CUCHILLO'],
        },
        {
          type: 'preparar',
          instruction: 'Corta.',
          heatSource: 'Horno',
          pot: 'Olla',
          temperature: '90',
          tools: [' cuchillo ', 'Cuchillo', '', 'tabla'],
        },
      ],
    });
    const row = await recipeRow(id);
    expect(row!.steps[0]).toMatchObject({
      heatSource: 'Horno',
      pot: 'Bandeja para hornear',
      temperature: '180 °C',
      tools: [],
    });
    expect(row!.steps[1]).toMatchObject({
      heatSource: '',
      pot: '',
      temperature: '',
      tools: ['CUCHILLO', 'TABLA'],
    });
  });

  it('needs a sign-in (401), and a valid session ("Tu sesión no es válida...")', async () => {
    const anonymous = await create(undefined, recipeBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(es.editor.signInToCreate);
    const forged = await create({ ...author, cookie: 'better-auth.session_token=falsa.firma' }, recipeBody());
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatchObject({
      code: 'INVALID_SESSION',
      message: 'Tu sesión no es válida. Por favor, recarga la página.',
    });
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name', { name: '   ' }, 'name', v.nameRequired],
    ['description', { description: '' }, 'description', v.descriptionRequired],
    ['mealType', { mealType: 'Merienda' }, 'mealType', v.mealType],
    ['missing mealType', { mealType: undefined }, 'mealType', v.mealType],
    ['totalTime', { totalTime: '' }, 'totalTime', v.totalTimeRequired],
    ['nationality', { nationality: '' }, 'nationality', v.nationalityRequired],
    ['ingredients', { ingredients: [] }, 'ingredients', v.ingredientsMin],
    [
      'ingredient name',
      { ingredients: [{ quantity: '1', name: ' ' }] },
      'ingredients.0.name',
      v.ingredientNameRequired,
    ],
    ['steps', { steps: [] }, 'steps', v.stepsMin],
    [
      'step instruction',
      { steps: [{ type: 'servir', instruction: '' }] },
      'steps.0.instruction',
      v.instructionRequired,
    ],
    ['step type', { steps: [{ type: 'freir', instruction: 'Fríe.' }] }, 'steps.0.type', v.stepType],
    ['difficulty', { difficulty: 'imposible' }, 'difficulty', v.difficulty],
    ['name too long', { name: 'a'.repeat(121) }, 'name', v.nameTooLong],
    ['description too long', { description: 'a'.repeat(2001) }, 'description', v.descriptionTooLong],
    ['totalTime too long', { totalTime: '1 min '.repeat(10) }, 'totalTime', v.totalTimeTooLong],
    ['negative total time', { totalTime: '-20 min' }, 'totalTime', v.negativeTime],
    ['absurd total time', { totalTime: '999999 min' }, 'totalTime', v.totalTimeAbsurd],
    ['zero total time', { totalTime: '0 min' }, 'totalTime', v.totalTimeZero],
    [
      'absurd step time',
      { steps: [{ type: 'reposar', instruction: 'Deja reposar.', time: '3000 min' }] },
      'steps.0.time',
      v.stepTimeAbsurd,
    ],
    [
      'negative step time',
      { steps: [{ type: 'reposar', instruction: 'Deja reposar.', time: '-5 seg' }] },
      'steps.0.time',
      v.negativeTime,
    ],
    [
      '200 ingredients',
      { ingredients: Array.from({ length: 200 }, (_, i) => ({ quantity: '1', name: `Ingrediente ${i}` })) },
      'ingredients',
      v.ingredientsMax,
    ],
    [
      '61 steps',
      { steps: Array.from({ length: 61 }, () => ({ type: 'otro', instruction: 'Algo.' })) },
      'steps',
      v.stepsMax,
    ],
    [
      'ingredient name too long',
      { ingredients: [{ quantity: '1', name: 'x'.repeat(121) }] },
      'ingredients.0.name',
      v.ingredientNameTooLong,
    ],
    [
      'quantity too long',
      { ingredients: [{ quantity: '1'.repeat(61), name: 'Sal' }] },
      'ingredients.0.quantity',
      v.quantityTooLong,
    ],
    [
      'instruction too long',
      { steps: [{ type: 'otro', instruction: 'x'.repeat(2001) }] },
      'steps.0.instruction',
      v.instructionTooLong,
    ],
    [
      'too many tools',
      { steps: [{ type: 'otro', instruction: 'x', tools: Array.from({ length: 21 }, (_, i) => `T${i}`) }] },
      'steps.0.tools',
      v.toolsMax,
    ],
    [
      'temperature without heat',
      { steps: [{ type: 'hornear', instruction: 'Hornea.', temperature: '200' }] },
      'steps.0.temperature',
      v.temperatureNeedsHeat,
    ],
    // A NUL byte never gets this far: the text guard refuses it for every route (security suite).
    ['control characters', { name: 'Arepa\u0007oculta' }, 'name', v.controlCharacters],
    ['outside image URL', { imageUrl: 'https://malo.example/x.png' }, 'imageUrl', v.imageUrl],
    ['javascript image URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', v.imageUrl],
    ['traversing image URL', { imageUrl: '/api/files/../auth-secret' }, 'imageUrl', v.imageUrl],
  ];
  for (const [label, overrides, field, message] of cases) {
    it(`refuses ${label} with a Spanish message at the field, saving nothing`, async () => {
      const before = await recipeCount();
      const response = await create(author, { ...recipeBody(), ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field, message });
      expect(await recipeCount()).toBe(before);
    });
  }

  it('keeps unicode, emoji and HTML as plain text', async () => {
    const id = await createRecipe(author, {
      name: 'Ñoquis 🥟 de la abuela «Zoë»',
      description: '<script>alert("x")</script><img src=x onerror=alert(1)>',
      ingredients: [{ quantity: '½ kg', name: 'Papa 🥔' }],
    });
    const row = await recipeRow(id);
    expect(row!.name).toBe('Ñoquis 🥟 de la abuela «Zoë»');
    expect(row!.description).toBe('<script>alert("x")</script><img src=x onerror=alert(1)>');
  });

  it('accepts free-text times such as ranges and hours', async () => {
    await createRecipe(author, {
      totalTime: '1 h 30 min',
      steps: [{ type: 'reposar', instruction: 'Reposa.', time: '10-15 min' }],
    });
    await createRecipe(author, { totalTime: 'Toda la noche' });
  });

  it('fills the fields a body leaves out with their defaults', async () => {
    // The builder sends every field; a client may send only the required ones.
    const { difficulty: _difficulty, imageUrl: _imageUrl, ...full } = recipeBody();
    const id = createdId(
      await create(author, {
        ...full,
        ingredients: full.ingredients.map(({ quantity, name }) => ({ quantity, name })),
        steps: full.steps.map(({ type, instruction }) => ({ type, instruction })),
      }),
    );
    const row = await recipeRow(id);
    expect(row).toMatchObject({ difficulty: 'medio', imageUrl: null });
    expect(row!.steps[0]).toEqual({ ...emptyStep('mezclar'), instruction: 'Mezcla la harina con agua y sal.' });
    const ingredients = await t.database.db
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, id));
    expect(ingredients.map((i) => i.image)).toEqual([null, null]);
  });
});

describe('authorization', () => {
  it('lets only the author update (anonymous 401, other 403), and never changes the author', async () => {
    const id = await createRecipe(author);
    const anonymous = await update(undefined, id, recipeBody({ name: 'Anónima' }));
    expect(anonymous.statusCode).toBe(401);
    const stranger = await update(other, id, recipeBody({ name: 'Robada' }));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(es.editor.notAuthor);
    expect((await recipeRow(id))!.name).toBe('Arepas de queso');

    const own = await update(
      author,
      id,
      { ...recipeBody({ name: 'Arepas reina pepiada' }), author: 'Otra', authorId: other.id },
    );
    expect(own.statusCode).toBe(200);
    const row = await recipeRow(id);
    expect(row).toMatchObject({ name: 'Arepas reina pepiada', authorId: author.id, author: 'Autora' });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `recipe:${id}`));
    expect(events.map((e) => e.payload.type)).toContain('recipe.updated');
  });

  it('lets only the author delete (anonymous 401, other 403), and keeps recipes_published exact', async () => {
    const id = await createRecipe(author);
    const before = await published(author);
    expect((await remove(undefined, id)).statusCode).toBe(401);
    const stranger = await remove(other, id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(es.editor.notAuthorDelete);
    expect(await recipeRow(id)).toBeDefined();

    expect((await remove(author, id)).statusCode).toBe(204);
    expect(await recipeRow(id)).toBeUndefined();
    expect(await published(author)).toBe(before! - 1);
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `recipe:${id}`));
    expect(events.map((e) => e.payload.type)).toContain('recipe.deleted');
  });

  it("lowers the author's favourites received by the recipe's saves from others", async () => {
    const cook = await t.signUp('Querida');
    const fans = [await t.signUp('Fan uno'), await t.signUp('Fan dos')];
    const received = async () =>
      (
        await t.database.db
          .select({ n: profiles.favoritesReceived })
          .from(profiles)
          .where(eq(profiles.userId, cook.id))
      )[0]!.n;
    const favourite = (user: TestUser, id: string) =>
      t.request({ method: 'PUT', url: `/api/recipes/${id}/favorite`, user });
    const loved = await createRecipe(cook);
    const kept = await createRecipe(cook);
    for (const fan of fans) expect((await favourite(fan, loved)).statusCode).toBe(200);
    await favourite(cook, loved); // the author's own save never counted
    await favourite(fans[0]!, kept);
    expect(await received()).toBe(3);

    expect((await remove(cook, loved)).statusCode).toBe(204);
    expect(await received()).toBe(1);
  });

  it('answers 404 "Receta no encontrada." for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '123', 'abc%27%20or%201=1']) {
      const updated = await update(author, id, recipeBody());
      expect(updated.statusCode, id).toBe(404);
      expect(updated.json().error.message).toBe(es.editor.notFound);
      expect((await remove(author, id)).statusCode, id).toBe(404);
    }
  });
});

describe('recipe images', () => {
  it('deletes a replaced image on update and every image on delete', async () => {
    const main = await uploadedUrl(t, author, 'recipe', 'principal.jpg');
    const replacement = await uploadedUrl(t, author, 'recipe', 'nueva.jpg');
    const ingredient = await uploadedUrl(t, author, 'ingredient', 'queso.jpg');
    const step = await uploadedUrl(t, author, 'step', 'paso.jpg');
    const body = recipeBody({
      imageUrl: main,
      ingredients: [{ quantity: '1', name: 'Queso', image: ingredient }],
      steps: [{ type: 'servir', instruction: 'Sirve.', image: step }],
    });
    const id = await createRecipe(author, body);

    expect((await update(author, id, { ...body, imageUrl: replacement })).statusCode).toBe(200);
    expect(await storage.get(keyFromUrl(main)!)).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, keyFromUrl(main)!)),
    ).toEqual([]);
    for (const url of [replacement, ingredient, step])
      expect(await storage.get(keyFromUrl(url)!), url).not.toBeNull();

    // A file already gone from storage does not stop the delete.
    await storage.delete(keyFromUrl(step)!);
    expect((await remove(author, id)).statusCode).toBe(204);
    for (const url of [replacement, ingredient]) expect(await storage.get(keyFromUrl(url)!), url).toBeNull();
  });

  it('keeps an image another recipe still shows', async () => {
    const shared = await uploadedUrl(t, author, 'recipe', 'compartida.jpg');
    const first = await createRecipe(author, { imageUrl: shared });
    await createRecipe(author, { imageUrl: shared });
    expect((await remove(author, first)).statusCode).toBe(204);
    expect(await storage.get(keyFromUrl(shared)!)).not.toBeNull();
  });

  it("refuses to show someone else's upload (so it can never delete it)", async () => {
    const theirs = await uploadedUrl(t, other, 'recipe', 'ajena.jpg');
    const before = await recipeCount();
    const response = await create(author, recipeBody({ imageUrl: theirs }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'IMAGE_NOT_OWNED',
      message: es.editor.uploads.notYours,
    });
    expect(await recipeCount()).toBe(before);
    const id = await createRecipe(author);
    expect(
      (await update(author, id, recipeBody({ steps: [{ type: 'otro', instruction: 'x', image: theirs }] })))
        .statusCode,
    ).toBe(400);
    expect(await storage.get(keyFromUrl(theirs)!)).not.toBeNull();
  });

  it('accepts an image uploaded with the step purpose on an ingredient', async () => {
    const response = await upload(t, author, 'step', {
      filename: 'a.png',
      contentType: 'image/png',
      body: await makeImage('png'),
    });
    const id = await createRecipe(author, {
      ingredients: [{ quantity: '1', name: 'Ají', image: response.json().url }],
    });
    expect(id).toBeTruthy();
  });
});

describe('utensil catalogue', () => {
  it('lists the defaults merged with saved names, deduplicated and sorted', async () => {
    const response = await t.request({ method: 'GET', url: '/api/catalog/utensils' });
    expect(response.statusCode).toBe(200);
    const { heatSources, pots, tools } = response.json() as Record<string, string[]>;
    expect(heatSources).toEqual(expect.arrayContaining(['Cocina', 'Horno', 'Leña']));
    expect(pots).toEqual(
      expect.arrayContaining([
        'Sartén',
        'Olla',
        'Olla con tapa',
        'Caldero',
        'Plancha',
        'Bandeja para hornear',
      ]),
    );
    expect(tools).toEqual(
      expect.arrayContaining([
        'Tabla de picar',
        'Cuchillo',
        'Bowl',
        'Taza',
        'Batidora',
        'Rallador',
        'Colador',
      ]),
    );
    for (const list of [heatSources, pots, tools])
      expect(list).toEqual([...list!].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('saves a new utensil trimmed and upper-cased, tells open editors, and refuses duplicates', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/catalog/pots',
      user: author,
      payload: { name: '  wok grande ' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ kind: 'pots', name: 'WOK GRANDE' });
    const list = (await t.request({ method: 'GET', url: '/api/catalog/utensils' })).json() as Record<
      string,
      string[]
    >;
    expect(list.pots).toContain('WOK GRANDE');
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.topic, 'catalog'));
    expect(events.length).toBeGreaterThan(0);

    for (const name of ['Wok Grande', 'olla con tapa']) {
      const duplicate = await t.request({
        method: 'POST',
        url: '/api/catalog/pots',
        user: other,
        payload: { name },
      });
      expect(duplicate.statusCode, name).toBe(409);
      expect(duplicate.json().error.message).toBe('Este utensilio ya existe en la lista.');
    }
    const empty = await t.request({
      method: 'POST',
      url: '/api/catalog/tools',
      user: author,
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('El nombre del utensilio no puede estar vacío.');
    const badKind = await t.request({
      method: 'POST',
      url: '/api/catalog/cucharas',
      user: author,
      payload: { name: 'X' },
    });
    expect(badKind.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/catalog/tools', payload: { name: 'X' } })).statusCode,
    ).toBe(401);
  });

  it('saves the tools, heat sources and pots a recipe uses that the list lacks', async () => {
    await createRecipe(author, {
      steps: [
        { type: 'preparar', instruction: 'Pela.', tools: ['pelador de papas', 'Cuchillo'] },
        { type: 'cocinar', instruction: 'Asa.', heatSource: 'Parrilla', pot: 'Comal' },
      ],
    });
    const list = (await t.request({ method: 'GET', url: '/api/catalog/utensils' })).json() as Record<
      string,
      string[]
    >;
    expect(list.tools).toContain('PELADOR DE PAPAS');
    expect(list.tools!.filter((n) => n.toUpperCase() === 'CUCHILLO')).toHaveLength(1);
    expect(list.heatSources).toContain('PARRILLA');
    expect(list.pots).toContain('COMAL');
  });
});

describe('shared catalogue limits', () => {
  const catalog = async () =>
    (await t.request({ method: 'GET', url: '/api/catalog/utensils' })).json() as Record<string, string[]>;
  const toolsStep = (tools: string[]): StepFixture => ({ type: 'preparar', instruction: 'Prepara.', tools });
  const potStep = (pot: string, heatSource = 'Cocina'): StepFixture => ({
    type: 'cocinar',
    instruction: 'Cocina.',
    heatSource,
    pot,
  });
  const addToCatalog = (user: TestUser, name: string) =>
    t.request({ method: 'POST', url: '/api/catalog/tools', user, payload: { name } });

  it('takes at most 10 new utensils from one recipe; the rest stay on its steps only', async () => {
    const names = Array.from({ length: 12 }, (_, n) => `ESPÁTULA ${String.fromCharCode(65 + n)}`);
    const id = await createRecipe(author, { steps: [toolsStep(names)] });
    const tools = (await catalog()).tools!;
    expect(names.filter((name) => tools.includes(name))).toEqual(names.slice(0, 10));
    expect((await recipeRow(id))!.steps[0]!.tools).toEqual(names);

    // Editing never brings more than the recipe's 10 in total.
    const more = [...names, 'ESPÁTULA X', 'ESPÁTULA Y'];
    expect((await update(author, id, recipeBody({ steps: [toolsStep(more)] }))).statusCode).toBe(200);
    const after = (await catalog()).tools!;
    expect(more.filter((name) => after.includes(name))).toEqual(names.slice(0, 10));
  });

  it('lets a cook add at most 50 utensils through POST /api/catalog/:kind, then answers 429 in Spanish', async () => {
    const collector = await t.signUp('Coleccionista');
    for (let n = 1; n <= 50; n += 1)
      expect((await addToCatalog(collector, `cucharón ${n}`)).statusCode).toBe(201);
    const refused = await addToCatalog(collector, 'cucharón 51');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'UTENSIL_LIMIT', message: es.editor.utensil.tooMany(50) },
    });
    expect((await catalog()).tools).not.toContain('CUCHARÓN 51');
    expect((await addToCatalog(other, 'cucharón 51')).statusCode).toBe(201);
  });

  it('removes a saved utensil with the last recipe that uses it, never a default', async () => {
    const first = await createRecipe(author, {
      steps: [potStep('Sartén de hierro'), toolsStep(['mortero', 'Cuchillo'])],
    });
    const second = await createRecipe(other, {
      steps: [potStep('Olla'), toolsStep(['MORTERO'])],
    });
    const third = await createRecipe(other, { steps: [potStep('sartén DE HIERRO', 'Leña')] });
    expect((await catalog()).pots).toContain('SARTÉN DE HIERRO');

    expect((await remove(author, first)).statusCode).toBe(204);
    let list = await catalog();
    expect(list.pots).toContain('SARTÉN DE HIERRO'); // the third recipe still uses it
    expect(list.tools).toContain('MORTERO');

    expect((await remove(other, second)).statusCode).toBe(204);
    list = await catalog();
    expect(list.tools).not.toContain('MORTERO');
    expect(list.pots).toContain('Olla');
    expect(list.tools).toContain('Cuchillo');

    expect((await remove(other, third)).statusCode).toBe(204);
    list = await catalog();
    expect(list.pots).not.toContain('SARTÉN DE HIERRO');
    expect(list.heatSources).toEqual(expect.arrayContaining(['Cocina', 'Horno', 'Leña']));
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.topic, 'catalog'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('removes a saved utensil when an edit drops it and no other recipe uses it', async () => {
    const id = await createRecipe(author, { steps: [toolsStep(['pinzas largas', 'rodillo fino'])] });
    expect((await catalog()).tools).toEqual(expect.arrayContaining(['PINZAS LARGAS', 'RODILLO FINO']));
    expect((await update(author, id, recipeBody({ steps: [toolsStep(['Rodillo fino'])] }))).statusCode).toBe(
      200,
    );
    const tools = (await catalog()).tools!;
    expect(tools).not.toContain('PINZAS LARGAS');
    expect(tools).toContain('RODILLO FINO');
  });
});
