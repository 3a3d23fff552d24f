// The first screens as a slow phone gets them (issue 14, Lighthouse): the sign-in screen, the menu, «Modo
// Cocina», the book and the feed come drawn in the page, which the app takes over (server/http/first-screen.ts);
// on other screens the session travels with the document (its Link header, server/http/first-reads.ts) and the
// app uses that answer instead of asking again; the app's code starts in steps all asked for at once; each main
// screen needs at most 150 KB of JavaScript, gzipped, to show.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainScreens } from '../src/client/app/screen-modules.ts';
import { apiPublish } from './fixtures/feed.ts';
import { skipIntro, skipRecipesTutorial } from './fixtures/intro.ts';
import { signUp } from './fixtures/session.ts';

/** The app's own reads of these paths (no query) so far, with what started each: 'link' is the preload. */
const readsOf = (page: Page, paths: string[]) =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name), entry: entry as PerformanceResourceTiming }))
        .filter(({ url }) => wanted.includes(url.pathname) && url.search === '')
        .map(({ url, entry }) => `${url.pathname} ${entry.initiatorType}`),
    paths,
  );

test('a screen the server does not draw uses the session preloaded with the document, asking for it once', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await signUp(context, baseURL!);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await readsOf(page, ['/api/auth/get-session'])).toEqual(['/api/auth/get-session link']);
});

test.describe('screens the server draws (server/http/first-screen.ts)', () => {
  // A first visit: with a service worker, a visit gets the app shell from its cache.
  test.use({ serviceWorkers: 'block' });

  for (const [path, signedIn, heading] of [
    ['/login', false, page => page.getByText('Inicia sesión para continuar tu aventura culinaria.')],
    ['/menu', true, page => page.getByRole('heading', { name: 'Sazón' })],
    ['/cook-mode-hub', true, page => page.getByRole('heading', { name: 'Modo Cocina' })],
    ['/recipes', true, page => page.getByTestId('recipe-card').first()],
    ['/feed', true, page => page.getByRole('article').first()],
  ] as const satisfies readonly (readonly [string, boolean, (page: Page) => Locator])[]) {
    test(`${path} comes drawn in the page, painted with its first paint, and the app takes it over as it is`, async ({ page, context, baseURL }) => {
      await skipIntro(context);
      await skipRecipesTutorial(context);
      if (signedIn) await signUp(context, baseURL!, 'Ana </script><b>Cocinera</b>');
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['warning', 'error'].includes(message.type())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The app shell's node and every element as the page's HTML drew them, and every largest-paint candidate.
      await context.addInitScript(() => {
        const seen = { shell: null as Element | null, drawn: new Set<Element>(), largest: [] as LargestContentfulPaint[] };
        Object.assign(window, { sazonSeen: seen });
        document.addEventListener('DOMContentLoaded', () => {
          seen.shell = document.querySelector('#root > fieldset');
          seen.drawn = new Set(document.querySelectorAll('#root *'));
        });
        new PerformanceObserver((list) => seen.largest.push(...(list.getEntries() as LargestContentfulPaint[]))).observe({ type: 'largest-contentful-paint', buffered: true });
      });

      const response = await page.goto(path);
      expect(response!.headers()['cache-control']).toBe('private, no-cache');
      expect(response!.headers().link, 'the reads travel in the page, not as preloads').toBeUndefined();
      const html = await response!.text();
      expect(html).toContain('id="sazon-first-reads"');
      expect(html).not.toContain('Verificando sesión...');
      await expect(heading(page)).toBeVisible();
      if (path === '/login') {
        // Until the app has it, the form cannot be sent the browser's own way (a reload, what was typed lost).
        expect(html).toContain('<fieldset disabled="" role="presentation" class="contents">');
        await expect(page.getByLabel('Contraseña')).toBeEnabled();
      }
      // Taken over: React's own nodes are the ones the HTML drew.
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.querySelector('#root > fieldset')!).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      const seen = await page.evaluate(() => {
        type Seen = { shell: Element | null; drawn: Set<Element>; largest: LargestContentfulPaint[] };
        const { shell, drawn, largest } = (window as unknown as { sazonSeen: Seen }).sazonSeen;
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        return {
          kept: shell === document.querySelector('#root > fieldset'),
          largest: largest.map((entry) => ({
            atFirstPaint: entry.startTime === firstPaint,
            drawn: entry.element !== null && drawn.has(entry.element),
            what: `${entry.element?.tagName} ${entry.size} px² at ${Math.round(entry.startTime)} ms (first paint ${Math.round(firstPaint)} ms)`,
          })),
        };
      });
      expect(seen.kept, 'the app keeps the drawn shell').toBe(true);
      // The first paint shows the screen; whatever becomes its largest paint later (the book's or the feed's first
      // photo once loaded, a text once its font has) is an element the HTML drew, not one the app drew again.
      const described = JSON.stringify(seen.largest.map(({ what }) => what));
      expect(seen.largest[0]?.atFirstPaint, described).toBe(true);
      expect(seen.largest.at(-1)?.drawn, described).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test('a drawn post shows «Ver más» only where its text does not fit, as the app does once it has the feed', async ({ browser, page, context, baseURL }) => {
    await skipIntro(context);
    await signUp(context, baseURL!);
    // The page's HTML and style sheet alone (the app's code never runs), then the app.
    const drawnOnly = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const readMoreShown = async (target: Page) => {
      await target.goto('/feed');
      return target.getByRole('article').first().getByRole('button', { name: 'Ver más' }).isVisible();
    };
    for (const [text, overflows] of [
      [`Receta larga: ${'sofríe la cebolla, añade el ajo y deja reducir a fuego lento. '.repeat(8)}`, true],
      ['Arepas para el desayuno.', false],
    ] as const) {
      await apiPublish(context.request, baseURL!, text);
      expect(await readMoreShown(await drawnOnly.newPage()), text).toBe(overflows);
      await readMoreShown(page);
      await expect(page.getByRole('article').first().getByRole('button', { name: 'Ver más' })).toBeVisible({ visible: overflows });
      await expect(page.getByRole('article').first()).toContainText(text.slice(0, 20));
    }
    await drawnOnly.close();
  });

  test('a screen is drawn only for whom it is for; anyone else gets the app shell and goes where the app sends them', async ({ page, context, baseURL }) => {
    await skipIntro(context);
    const shellOf = async (path: string) => (await (await context.request.get(path)).text()).includes('Verificando sesión...');
    expect(await shellOf('/menu')).toBe(true);
    expect(await shellOf('/feed')).toBe(true);
    await page.goto('/menu');
    await expect(page).toHaveURL(/\/login$/);
    await signUp(context, baseURL!);
    expect(await shellOf('/login')).toBe(true);
    expect(await shellOf('/feed?nuevo')).toBe(true);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/menu$/);
  });
});

// A first visit: no service worker yet, which would answer the entry from its cache before some preloads start.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('the app starts in steps whose code, and the screen’s own, is all asked for with the entry (boot.js preloads each)', async ({ page, context, baseURL }) => {
    await skipIntro(context);
    await skipRecipesTutorial(context);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    });
    const startedBeforeEntryArrived = async (chunks: string[]) => {
      const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!);
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((resource) => resource as PerformanceResourceTiming)
          .map(({ name, startTime, responseEnd }) => ({ file: new URL(name).pathname, startTime, responseEnd })),
      );
      const entryRequest = requests.find(({ file }) => file === entry)!;
      for (const chunk of chunks) {
        const request = requests.find(({ file }) => file.startsWith(`/assets/${chunk}-`) && file.endsWith('.js'));
        expect(request, chunk).toBeDefined();
        expect(request!.startTime, chunk).toBeLessThan(entryRequest.responseEnd);
      }
    };
    await page.goto('/login');
    // Enabled once the app has taken the drawn screen over.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    // main.tsx imports React, the router, then the shell; the router then opens the sign-in page.
    await startedBeforeEntryArrived(['react', 'router', 'shell', 'login-page']);
    await signUp(context, baseURL!);
    await page.goto('/recipes');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeEnabled();
    await startedBeforeEntryArrived(['screen-recipes', 'screens']);
    // Neither the router nor React had anything to say while the first screens loaded.
    expect(warnings).toEqual([]);
  });
});

test('the toasts’ code is not part of the first screen: it comes with the first toast', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!);
  await page.goto('/feed');
  const publish = page.getByRole('button', { name: 'Publicar' });
  await expect(publish).toBeVisible();
  const toastCode = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/toast-list-[^/]*\.js$/.test(entry.name)).length);
  expect(await toastCode()).toBe(0);
  await publish.click();
  await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText('La publicación no puede estar vacía.')).toBeVisible();
  expect(await toastCode()).toBe(1);
});

// On a slow link the browser opens six connections at a time: each file past those waits a round trip
// (vite.config.ts groups each main screen's code, screenChunk). The files include boot.js and the app's start
// (the entry, the bundler's small runtime, React, the router and the shell: five files, so that each of the big
// ones is evaluated in a task of its own).
test('each main screen shows with at most 150 KB of JavaScript, gzipped, in at most 10 files', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await skipRecipesTutorial(context);
  const scriptsSoFar = () => page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js')))]);
  const gzippedKb = async (scripts: string[]) => {
    let bytes = 0;
    for (const url of scripts) bytes += gzipSync(await (await context.request.get(url)).body(), { level: 9 }).length;
    return bytes / 1024;
  };
  const screens: [string, Locator][] = [
    ['/login', page.getByRole('button', { name: 'Entrar' })],
    ['/menu', page.getByRole('link', { name: /Recetario/ })],
    ['/recipes', page.getByTestId('recipe-card').first()],
    ['/cook-mode-hub', page.getByRole('heading', { name: 'Modo Cocina' })],
    ['/feed', page.getByRole('article').first()],
  ];
  for (const [path, shown] of screens) {
    if (path === '/menu') await signUp(context, baseURL!);
    await page.goto(path);
    await expect(shown).toBeVisible();
    const scripts = await scriptsSoFar();
    expect(await gzippedKb(scripts), path).toBeLessThanOrEqual(150);
    expect(scripts.length, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(10);
  }
});

// V8's compile hint: Chrome compiles a marked file whole, on a background thread while it downloads, instead of each
// function on the main thread the first time it runs (vite.config.ts, compileHintsForFirstVisit).
test('the app’s start and the first screens’ own code are marked to be compiled while they download', async ({ page, context }) => {
  await page.goto('/login');
  const files = await page.locator('script[data-entry]').evaluate((tag: HTMLScriptElement, paths) => {
    const screens = new Map(tag.dataset.screens!.split(';').map((screen) => screen.split('=') as [string, string]));
    const own = paths.flatMap((path) => screens.get(path)!.split(' ').map((chunk) => `/assets/${chunk}.js`));
    return [tag.dataset.entry!, ...tag.dataset.modules!.split(','), ...own];
  }, ['/login', ...mainScreens]);
  expect(files.length).toBeGreaterThanOrEqual(12);
  for (const file of files) expect((await (await context.request.get(file)).text()).slice(0, 29), file).toBe('//# allFunctionsCalledOnLoad\n');
});

test('the style sheet every screen waits for carries no font, and the Latin fonts are trimmed to Spanish text', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await signUp(context, baseURL!);
  await page.goto('/feed');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const sheet = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.href);
  expect(await (await context.request.get(sheet)).text()).not.toContain('data:font');
  const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.woff2')));
  // Nunito for the text and Fredoka for the headings, each a file of its own.
  expect(fonts.map((url) => new URL(url).pathname.replace(/-[^-]+\.woff2$/, '')).sort()).toEqual(['/assets/fredoka-latin-700-normal', '/assets/nunito-latin-wght-normal']);
  // Whole, their Latin files weigh 16 and 39 KB. Each is named by its trimmed bytes (browsers keep a font a year).
  for (const url of fonts) {
    const font = await (await context.request.get(url)).body();
    expect(font.length, url).toBeLessThanOrEqual(21 * 1024);
    expect(url).toMatch(new RegExp(`-${createHash('sha256').update(font).digest('hex').slice(0, 8)}\\.woff2$`));
  }
});

test('the book asks for its first photo as soon as the first page arrives, before the cards are drawn', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await context.addInitScript(() => {
    localStorage.setItem('sazon:recipes-tutorial-seen', '1');
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="recipe-card"]')) return;
      (window as Window & { firstCardAt?: number }).firstCardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await signUp(context, baseURL!);
  // A search whose first card is a demo recipe with its photo (other tests add recipes without one).
  await page.goto('/recipes?q=mangu%20con%20los%20tres%20golpes');
  const photo = page.getByTestId('recipe-card').first().getByRole('img', { name: /Mangú con los tres golpes/ });
  await expect(photo).toBeVisible();
  const src = await photo.evaluate((img: HTMLImageElement) => img.src);
  const { firstCardAt, photoAskedAt } = await page.evaluate((url) => {
    const request = performance.getEntriesByType('resource').find((entry) => entry.name === url);
    return { firstCardAt: (window as Window & { firstCardAt?: number }).firstCardAt!, photoAskedAt: request?.startTime };
  }, src);
  expect(photoAskedAt).toBeDefined();
  expect(photoAskedAt!).toBeLessThan(firstCardAt);
});

test('only the book’s first cards pop in (those drawn with its first paint); the ones drawn after appear still', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await skipRecipesTutorial(context);
  await signUp(context, baseURL!);
  await page.goto('/recipes');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(12);
  // A CSS animation that keeps its last frame (fill-mode both) stays listed once it has played.
  const popping = await cards.evaluateAll((all) =>
    all.map((card) => card.getAnimations().some((animation) => (animation as CSSAnimation).animationName === 'pop-in')),
  );
  expect(popping).toEqual([true, true, true, true, ...Array<boolean>(8).fill(false)]);
});

// Chrome builds an SVG drawn as an image (a tab icon, a CSS background, an <img>) as a document of its own, on
// the page's main thread: 4–9 ms of a cold load here, ten times that on a slow phone. Inline <svg> is not one.
test('the first screens draw no SVG as an image: the tab icon is a PNG and the icons are inline', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await skipRecipesTutorial(context);
  const svgImages = () =>
    page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].filter((link) => link.type !== 'image/png' || !link.href.endsWith('.png')).map((link) => link.outerHTML),
      ...[...document.querySelectorAll<HTMLImageElement>('img')].filter((img) => /\.svg$|^data:image\/svg/.test(img.src)).map((img) => img.outerHTML),
      ...[...document.querySelectorAll('*')].filter((element) => getComputedStyle(element).backgroundImage.includes('svg')).map((element) => element.outerHTML.slice(0, 80)),
    ]);
  for (const path of ['/login', ...mainScreens]) {
    if (path === '/menu') await signUp(context, baseURL!);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await svgImages(), path).toEqual([]);
  }
  const icon = await context.request.get(await page.locator('link[rel~="icon"]').getAttribute('href') ?? '');
  expect(icon.headers()['content-type']).toBe('image/png');
});

// Where DevTools' Runtime domain is on (Lighthouse measuring, DevTools open), V8 records a detailed stack for every
// error built, re-parsing each function on the stack: React DOM's five marker errors, built as its module ran,
// cost 15–35 ms of the app's first task here (scripts/stackless-react-errors.ts builds them without a stack).
test('a first screen starts without building an error object', async ({ page, context, baseURL }) => {
  await skipIntro(context);
  await skipRecipesTutorial(context);
  await context.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { sazonErrorsBuilt: built });
    const note = (args: unknown[]) => built.push(String(args[0]).slice(0, 80));
    window.Error = new Proxy(Error, {
      apply: (target, self, args: unknown[]) => (note(args), Reflect.apply(target, self, args) as Error),
      construct: (target, args: unknown[], newTarget: () => unknown) => (note(args), Reflect.construct(target, args, newTarget) as Error),
    });
  });
  for (const path of ['/login', ...mainScreens]) {
    if (path === '/menu') await signUp(context, baseURL!);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sazonErrorsBuilt: string[] }).sazonErrorsBuilt), path).toEqual([]);
  }
});
