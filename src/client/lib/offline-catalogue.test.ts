// @vitest-environment jsdom
// The recipes kept for cooking offline and the queue of cooks finished offline, on a real IndexedDB
// implementation (fake-indexeddb); only the server (fetch) and the browser's devices are replaced.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ingredientKey } from '#shared/domain/ingredients.ts';
import { restoreBrowser, stubBrowser } from '../test/browser-stubs.ts';
import { stubFetch } from '../test/render.tsx';
import { catalogueAnswers, wholeRecipe } from './offline-catalogue.test-kit.ts';
import { warmImages } from './warm-images.ts';

type Store = typeof import('./offline-catalogue.ts');
let store: Store;

/** A fresh IndexedDB (Dexie takes it when the module opens its database) and a fresh module for every test. */
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  Dexie.dependencies.indexedDB = globalThis.indexedDB;
  vi.resetModules();
  store = await import('./offline-catalogue.ts');
});
afterEach(() => {
  vi.restoreAllMocks();
  restoreBrowser();
});

const first = [
  wholeRecipe(1, {
    name: 'Tortilla de patatas',
    mealType: 'Cena',
    ingredients: ['4 Patatas', 'Huevos', 'Cebolla'],
  }),
  wholeRecipe(2, { name: 'Panqueques', mealType: 'Desayuno', ingredients: ['Harina', 'Leche'] }),
  wholeRecipe(3, { name: 'Arroz con leche', mealType: 'Postre', ingredients: ['Arroz', 'Leche', 'Canela'] }),
];
const second = [
  wholeRecipe(4, { name: 'Sopa de lentejas', ingredients: ['Lentejas'] }),
  wholeRecipe(5, { name: 'Ceviche' }),
];
const names = (saved: { recipe: { name: string } }[]) => saved.map((entry) => entry.recipe.name);

/** Keeps `recipes` as the device's catalogue, as a sync from the server does. */
async function keep(recipes = first) {
  const network = stubFetch(catalogueAnswers(recipes));
  await store.syncOfflineCatalogue('ana', { force: true });
  network.spy.mockRestore();
}

/** Writes a raw object into the recipes store, the way a damaged or older entry would sit there. */
async function writeRaw(value: object) {
  const opened = indexedDB.open('sazon-offline');
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    opened.onsuccess = () => resolve(opened.result);
    opened.onerror = () => reject(opened.error);
  });
  const transaction = db.transaction('recipes', 'readwrite');
  transaction.objectStore('recipes').put(value);
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  db.close();
}

describe('syncOfflineCatalogue', () => {
  it('reads every page, then keeps the recipes in the server order with what the offline searches compare', async () => {
    const network = stubFetch(catalogueAnswers(first));
    await store.syncOfflineCatalogue('ana');
    expect(network.requests).toEqual(['GET /api/offline-catalogue', 'GET /api/offline-catalogue?cursor=2']);
    const saved = await store.savedRecipes();
    expect(names(saved)).toEqual(['Tortilla de patatas', 'Panqueques', 'Arroz con leche']);
    expect(saved[0]).toMatchObject({
      recipe: first[0],
      mealType: 'Cena',
      // The shared rule: «4 Patatas» is the ingredient «papa».
      ingredientKeys: ['papa', ingredientKey('Huevos'), ingredientKey('Cebolla')],
    });
    expect(await store.savedRecipeCount()).toBe(3);
    expect(names(await store.savedRecipesWithAnyKey(['leche']))).toEqual(['Panqueques', 'Arroz con leche']);
    expect(names(await store.savedRecipesOfMealType('Postre'))).toEqual(['Arroz con leche']);
    expect((await store.savedRecipe(first[1]!.id))?.recipe).toEqual(first[1]);
  });

  it('replaces the whole catalogue, keeping nothing of the previous one', async () => {
    await keep(first);
    await keep(second);
    expect(names(await store.savedRecipes())).toEqual(['Sopa de lentejas', 'Ceviche']);
  });

  it('keeps the previous catalogue whole when the network drops in the middle of a sync', async () => {
    await keep(first);
    const answers = catalogueAnswers(second, 1);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('cursor=')) throw new TypeError('Failed to fetch');
      return Response.json(answers[`GET ${url}`]);
    });
    await expect(store.syncOfflineCatalogue('ana', { force: true })).rejects.toMatchObject({ status: 0 });
    expect(names(await store.savedRecipes())).toEqual(first.map((recipe) => recipe.name));
  });

  it('keeps the previous catalogue whole when the storage is full, and says the store failed', async () => {
    await keep(first);
    stubFetch(catalogueAnswers(second));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('La cuota está llena', 'QuotaExceededError');
    });
    await expect(store.syncOfflineCatalogue('ana', { force: true })).rejects.toBeInstanceOf(
      store.OfflineStoreError,
    );
    vi.mocked(IDBObjectStore.prototype.put).mockRestore();
    expect(names(await store.savedRecipes())).toEqual(first.map((recipe) => recipe.name));
  });

  it('is not read again within 30 minutes for the same cook; another cook, or later, reads it again', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const network = stubFetch(catalogueAnswers(first, 5));
    await store.syncOfflineCatalogue('ana');
    clock.mockReturnValue(now + store.catalogueFreshMs - 1);
    await store.syncOfflineCatalogue('ana');
    expect(network.requests).toHaveLength(1);
    await store.syncOfflineCatalogue('bea');
    expect(network.requests).toHaveLength(2);
    clock.mockReturnValue(now + 2 * store.catalogueFreshMs);
    await store.syncOfflineCatalogue('bea');
    expect(network.requests).toHaveLength(3);
  });

  it('skips a damaged entry with a warning and reads the others', async () => {
    await keep(first);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeRaw({
      id: 'rota',
      recipe: { name: 7 },
      ingredientKeys: ['arroz'],
      mealType: 'Postre',
      position: 1.5,
    });
    expect(names(await store.savedRecipes())).toEqual(first.map((recipe) => recipe.name));
    expect(names(await store.savedRecipesWithAnyKey(['arroz']))).toEqual(['Arroz con leche']);
    expect(await store.savedRecipe('rota')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('without IndexedDB (a private window), fails every read and the sync as OfflineStoreError', async () => {
    Reflect.deleteProperty(Dexie.dependencies, 'indexedDB');
    vi.resetModules();
    const bare: Store = await import('./offline-catalogue.ts');
    stubFetch(catalogueAnswers(first));
    await expect(bare.savedRecipes()).rejects.toBeInstanceOf(bare.OfflineStoreError);
    await expect(bare.savedRecipeCount()).rejects.toBeInstanceOf(bare.OfflineStoreError);
    await expect(bare.syncOfflineCatalogue('ana')).rejects.toBeInstanceOf(bare.OfflineStoreError);
  });
});

describe('image warm-up', () => {
  const pictured = [
    wholeRecipe(1, {
      imageUrl: '/api/files/recipe_images/tortilla.webp',
      ingredients: [{ name: 'Papa', image: '/api/files/ingredient_images/papa.webp' }, 'Huevo'],
      steps: [{ instruction: 'Freír.', image: '/api/files/step_images/freir.webp' }],
    }),
    // An image shared with the first recipe, and one from elsewhere that no cache of ours would keep.
    wholeRecipe(2, {
      imageUrl: 'https://example.com/foto.jpg',
      ingredients: [{ name: 'Papa', image: '/api/files/ingredient_images/papa.webp' }],
    }),
  ];
  const ourImages = [
    'GET /api/files/recipe_images/tortilla.webp',
    'GET /api/files/ingredient_images/papa.webp',
    'GET /api/files/step_images/freir.webp',
  ];

  it('asks once for each of our images, so the service worker keeps them; failures do not matter', async () => {
    stubBrowser(navigator, 'serviceWorker', () => ({ controller: {} }));
    const network = stubFetch(catalogueAnswers(pictured));
    void warmImages(await store.syncOfflineCatalogue('ana'));
    // The images' answers (500 here, as stubFetch answers unknown requests) are not waited for.
    await expect
      .poll(() => network.requests.filter((r) => r.includes('/api/files/')).sort())
      .toEqual([...ourImages].sort());
    expect(names(await store.savedRecipes())).toHaveLength(2);
  });

  it('answers no images when the catalogue was fresh and nothing was saved', async () => {
    stubFetch(catalogueAnswers(pictured));
    expect(await store.syncOfflineCatalogue('ana')).toHaveLength(ourImages.length);
    expect(await store.syncOfflineCatalogue('ana')).toEqual([]);
  });

  it('asks for none without a service worker to keep them', async () => {
    stubBrowser(navigator, 'serviceWorker', () => undefined);
    const network = stubFetch(catalogueAnswers(pictured));
    await warmImages(await store.syncOfflineCatalogue('ana'));
    expect(network.requests.filter((r) => r.includes('/api/files/'))).toEqual([]);
  });

  it('asks for none when the cook asked the browser to save data', async () => {
    stubBrowser(navigator, 'serviceWorker', () => ({ controller: {} }));
    stubBrowser(navigator, 'connection', () => ({ saveData: true }));
    const network = stubFetch(catalogueAnswers(pictured));
    await warmImages(await store.syncOfflineCatalogue('ana'));
    expect(names(await store.savedRecipes())).toHaveLength(2);
    expect(network.requests.filter((r) => r.includes('/api/files/'))).toEqual([]);
  });

  it('lists our images in the catalogue order, main photo first, only those of the likeliest recipes', () => {
    expect(store.imageUrlsOf(pictured)).toEqual(ourImages.map((r) => r.slice(4)));
    const many = Array.from({ length: 600 }, (_, i) =>
      wholeRecipe(i, { imageUrl: `/api/files/recipe_images/${i}.webp` }),
    );
    expect(store.imageUrlsOf(many)).toEqual(
      Array.from({ length: store.maxWarmImages }, (_, i) => `/api/files/recipe_images/${i}.webp`),
    );
    expect(store.maxWarmImages).toBeLessThanOrEqual(60);
  });
});

describe('cooks finished offline', () => {
  const cook = (clientId: string, userId = 'ana') => ({
    clientId,
    userId,
    recipeId: first[0]!.id,
    fromPantry: { selected: ['papa', 'huevo'] },
    finishedAt: Date.now(),
  });
  const clientId = '6d1f7c2a-3b4e-4f5a-8b6c-7d8e9f0a1b2c';
  const sessionAnswers = {
    'POST /api/cook-sessions': { id: 'sesion-1' },
    'POST /api/cook-sessions/sesion-1/finish': { id: 'sesion-1', usedOnlyPantry: false, unlocked: [] },
  };

  it('are sent once: the start with their clientId and selection, then the finish, then removed', async () => {
    await store.queueFinishedCook(cook(clientId));
    const network = stubFetch(sessionAnswers);
    await Promise.all([store.sendQueuedCooks('ana'), store.sendQueuedCooks('ana')]);
    expect(network.requests).toEqual(['POST /api/cook-sessions', 'POST /api/cook-sessions/sesion-1/finish']);
    expect(JSON.parse(String(network.spy.mock.calls[0]![1]!.body))).toEqual({
      recipeId: first[0]!.id,
      clientId,
      fromPantry: { selected: ['papa', 'huevo'] },
    });
    expect(await store.queuedCooks('ana')).toEqual([]);
  });

  it('started online, only finish the session the server opened', async () => {
    await store.queueFinishedCook({ ...cook(clientId), cookSessionId: 'sesion-1' });
    const network = stubFetch(sessionAnswers);
    await store.sendQueuedCooks('ana');
    expect(network.requests).toEqual(['POST /api/cook-sessions/sesion-1/finish']);
    expect(await store.queuedCooks('ana')).toEqual([]);
  });

  it('wait for a later send when the network fails, the server errs or the session expired', async () => {
    await store.queueFinishedCook(cook(clientId));
    for (const failure of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('{}', { status: 503 })),
      () => Promise.resolve(new Response('{}', { status: 401 })),
    ]) {
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(failure);
      await store.sendQueuedCooks('ana');
      expect(fetch).toHaveBeenCalledOnce();
      expect(await store.queuedCooks('ana')).toHaveLength(1);
      fetch.mockRestore();
    }
  });

  it('are dropped, with a warning, when the server refuses them for good; a finish already counted is done', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.queueFinishedCook(cook(clientId));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({ error: { code: 'NOT_FOUND', message: 'No se encontró' } }, { status: 404 }),
    );
    await store.sendQueuedCooks('ana');
    expect(await store.queuedCooks('ana')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();

    await store.queueFinishedCook({ ...cook(clientId), cookSessionId: 'sesion-1' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json(
        { error: { code: 'SESSION_FINISHED', message: 'Esta sesión de cocina ya terminó.' } },
        { status: 409 },
      ),
    );
    await store.sendQueuedCooks('ana');
    expect(await store.queuedCooks('ana')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('are sent only for their own cook', async () => {
    await store.queueFinishedCook(cook(clientId, 'bea'));
    const network = stubFetch(sessionAnswers);
    await store.sendQueuedCooks('ana');
    expect(network.requests).toEqual([]);
    expect(await store.queuedCooks('bea')).toHaveLength(1);
  });
});
