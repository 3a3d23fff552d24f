// @vitest-environment node
// The server draws a first screen with the app's own routes and components (app/server-render.tsx), from the reads
// it made, and hands those reads to the browser in the page without letting them end their script.
import { expect, it } from 'vitest';
import type { Post } from '#shared/contract/feed.ts';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { es } from '#shared/i18n/es.ts';
import { sampleProgress } from '../features/progress/progress.test-kit.ts';
import { firstReadsId } from './drawn-screen.ts';
import { renderFirstScreen } from './server-render.tsx';

const session = (name: string) => ({ user: { id: 'cocinera-1', email: 'ana@ejemplo.com', name } });
const readsIn = (script: string) => JSON.parse(/^<script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(script)![2]!);

it('draws the sign-in screen for someone signed out, and carries the reads it was drawn from', async () => {
  const drawn = await renderFirstScreen('/login', { '/api/auth/get-session': null, '/api/auth-providers': { google: true, facebook: false } });
  expect(drawn!.html).toContain(es.login.prompt);
  expect(drawn!.html).toContain(es.login.google);
  expect(drawn!.html).toContain(es.login.signIn);
  expect(drawn!.html).not.toContain(es.app.verifyingSession);
  // Its form and buttons wait for the app: the browser alone would send the form its own way.
  expect(drawn!.html).toContain('<fieldset disabled="" role="presentation" class="contents">');
  expect(drawn!.readsScript).toContain(`id="${firstReadsId}"`);
  const reads = readsIn(drawn!.readsScript).queries.map((query: { queryKey: unknown; state: { data: unknown; dataUpdatedAt: number } }) => [
    query.queryKey,
    query.state.data,
    query.state.dataUpdatedAt > 0,
  ]);
  // Dated when drawn: the browser asks again only when its queries say they are old.
  expect(reads).toEqual([
    [['GET /api/auth/get-session', {}], null, true],
    [['GET /api/auth-providers', {}], { google: true, facebook: false }, true],
  ]);
});

it('draws «Modo Cocina» for a signed-in cook, with what only a cook with a connection is offered', async () => {
  const drawn = await renderFirstScreen('/cook-mode-hub', { '/api/auth/get-session': session('Ana') });
  expect(drawn!.html).toContain(`<h1 class="mt-4 font-display text-4xl font-bold tracking-tight text-ink">${es.hub.title}</h1>`);
  expect(drawn!.html).toContain(es.hub.createRecipe);
});

it("a cook's name cannot end the script that carries the reads, nor break a line of JavaScript", async () => {
  const name = 'Ana </script><script>alert(1)</script> \u2028 \u2029';
  const drawn = await renderFirstScreen('/menu', { '/api/auth/get-session': session(name) });
  expect(drawn!.readsScript.match(/<\/script>/g)).toHaveLength(1);
  expect(drawn!.readsScript).not.toMatch(/[\u2028\u2029]/);
  expect(readsIn(drawn!.readsScript).queries[0].state.data.user.name).toBe(name);
});

it("draws the menu with the cook's progress, which the browser keeps", async () => {
  const progress = sampleProgress();
  const drawn = await renderFirstScreen('/menu', { '/api/auth/get-session': session('Ana'), '/api/me/progress': progress });
  expect(drawn!.html).toContain('Cocina 3 recetas de desayuno');
  expect(drawn!.html).not.toContain('progress-strip-placeholder');
  const [, read] = readsIn(drawn!.readsScript).queries;
  expect(read.queryKey).toEqual(['GET /api/me/progress', {}]);
  expect(read.state.data).toEqual(progress);
});

it('draws the book from its first page, read at the time of drawing', async () => {
  const recipe: RecipeSummary = {
    id: 'r1',
    name: 'Mangú con los tres golpes',
    description: 'Puré de plátano verde con cebolla encurtida.',
    author: 'Beto',
    authorId: 'u2',
    imageUrl: '/api/files/recipe_images/mangu.webp',
    totalTime: '40 min',
    mealType: 'Desayuno',
    nationality: 'Dominicana',
    difficulty: 'Fácil',
    averageRating: 4.5,
    ratingCount: 12,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
  const firstPage = { items: [recipe], nextCursor: null };
  const drawn = await renderFirstScreen('/recipes', { '/api/auth/get-session': session('Ana'), '/api/recipes': firstPage });
  expect(drawn!.html).toContain(recipe.name);
  // The first card's photo, the screen's largest picture, is asked for with the page.
  expect(drawn!.html).toMatch(/<img src="\/api\/files\/recipe_images\/mangu.webp"[^>]* loading="eager" fetchPriority="high"/);
  const [, book] = readsIn(drawn!.readsScript).queries;
  expect(book.queryKey).toEqual(['GET /api/recipes', 'pages', { query: { q: '', difficulty: '', nationality: '' } }]);
  expect(book.state.data).toEqual({ pages: [firstPage], pageParams: [null] });
  expect(book.state.dataUpdatedAt).toBeGreaterThan(0);
  // With a search or a filter the screen reads something else: the server does not draw it.
  expect(await renderFirstScreen('/recipes?q=arepa', { '/api/auth/get-session': session('Ana') })).toBeNull();
});

it("draws the feed's first post as the browser will take it over: its time told from the moment of drawing", async () => {
  const post: Post = {
    id: 'p1',
    userId: 'cocinera-1',
    userName: 'Ana',
    profilePictureUrl: null,
    text: `Pabellón criollo: ${'caraotas, carne mechada, tajadas y arroz. '.repeat(10)}`,
    imageUrl: '/api/files/post_images/pabellon.webp',
    timestamp: new Date(Date.now() - 5 * 60_000 - 10_000).toISOString(),
    likesCount: 2,
    commentsCount: 0,
    recipe: null,
    likedByMe: false,
    favoriteByMe: false,
    followingAuthor: false,
    underReview: false,
  };
  const firstPage = { items: [post], nextCursor: null };
  const drawn = await renderFirstScreen('/feed', { '/api/auth/get-session': session('Ana'), '/api/posts': firstPage });
  expect(drawn!.html).toContain(es.feed.title);
  expect(drawn!.html).toContain(`<time dateTime="${post.timestamp}" class="text-sm text-ink-soft">hace 5 min</time>`);
  // Whether the text fits is for the style sheet to tell until the browser measures it.
  expect(drawn!.html).toContain('<div class="relative clamped-text">');
  expect(drawn!.html).toMatch(/<button type="button" aria-expanded="false"[^>]*class="[^"]*clamped-text-more/);
  // Her own post: the menu's place is held, its code is not waited for (no Suspense fallback to report).
  expect(drawn!.html).toContain('<span class="size-11 shrink-0" aria-hidden="true"></span>');
  expect(drawn!.html).not.toContain('<!--$!-->');
  expect(drawn!.html).toMatch(/<img src="\/api\/files\/post_images\/pabellon.webp"[^>]* loading="eager" fetchPriority="high"/);
  const [, feed] = readsIn(drawn!.readsScript).queries;
  expect(feed.queryKey).toEqual(['GET /api/posts', 'pages', {}]);
  expect(feed.state.data).toEqual({ pages: [firstPage], pageParams: [null] });
});
