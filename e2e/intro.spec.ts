// The intro video (SPEC §2): the first load of each browser session plays it over the app, once;
// «Saltar» and Escape end it early, a video that cannot load gets out of the way, and reduced motion
// never sees it. Every test here starts a new browser session, so none of them skips the intro.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signUp } from './fixtures/session.ts';

const intro = (page: Page) => page.getByRole('dialog', { name: 'Vídeo de bienvenida de Sazón' });
const introVideo = (page: Page) => intro(page).locator('video');
const signInButton = (page: Page) => page.getByRole('button', { name: 'Iniciar sesión con Google' });

/** The video's requests never get an answer, so the intro cannot end by itself while a test looks at it. */
async function keepIntroLoading(page: Page) {
  await page.route('**/media/intro.*', () => {});
}

/** The screen under the intro has rendered; the intro, decided in the same render, is there or not. */
async function appRendered(page: Page) {
  await expect(signInButton(page)).toBeAttached();
}

test('the first load plays the intro over the app until the video ends; a reload does not play it again', async ({ page }) => {
  await page.goto('/login');
  await expect(intro(page)).toBeVisible();
  await appRendered(page); // the app loads underneath
  // Chromium really decodes and plays it, muted.
  await expect.poll(() => introVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
  expect(await introVideo(page).evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await expect(intro(page)).toBeHidden({ timeout: 15_000 }); // 4 s of video, then a short fade
  await signInButton(page).click({ trial: true }); // nothing covers the app any more

  await page.goto('/login');
  await appRendered(page);
  await expect(intro(page)).toHaveCount(0);
});

test('«Saltar» is focused and ends it, for the rest of the browser session', async ({ page }) => {
  await keepIntroLoading(page);
  await page.goto('/login');
  const skip = page.getByRole('button', { name: 'Saltar' });
  await expect(skip).toBeFocused();
  await skip.click();
  await expect(intro(page)).toBeHidden();
  await signInButton(page).click({ trial: true });
  await page.reload();
  await appRendered(page);
  await expect(intro(page)).toHaveCount(0);
});

test('Escape ends it too, and a new browser session plays it again', async ({ page, browser }) => {
  await keepIntroLoading(page);
  await page.goto('/login');
  await expect(intro(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(intro(page)).toBeHidden();

  const newSession = await browser.newContext();
  const other = await newSession.newPage();
  await keepIntroLoading(other);
  await other.goto('/login');
  await expect(intro(other)).toBeVisible();
  await newSession.close();
});

test('when the video cannot load, the intro gets out of the way by itself', async ({ page }) => {
  await page.route('**/media/intro.*', (route) => route.abort());
  await page.goto('/login');
  await appRendered(page);
  await expect(intro(page)).toHaveCount(0);
  await expect(signInButton(page)).toBeVisible();
});

test('with reduced motion the intro never plays, nor is it downloaded', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/intro.')) videoRequests.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await appRendered(page);
  await expect(intro(page)).toHaveCount(0);
  await page.goto('/menu'); // signed out: back at /login, still no intro
  await appRendered(page);
  await expect(intro(page)).toHaveCount(0);
  expect(videoRequests).toEqual([]);
});

test('the intro passes axe and is screenshotted at phone and desktop sizes with its whole title shown', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(intro(page)).toBeVisible();
  // From 2.2 s on the pot, the name and the tagline are all in place.
  await expect.poll(() => introVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(2.3);
  await introVideo(page).evaluate((video: HTMLVideoElement) => video.pause()); // a still frame to look at
  await page.screenshot({ path: testInfo.outputPath('intro-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('intro-desktop.png') });
  await expectNoAxeViolations(page, 'intro');
});

test('when the book is the session’s first screen, its tutorial opens once the intro has ended, not over it', async ({ page, context, baseURL }) => {
  await keepIntroLoading(page);
  await signUp(context, baseURL!, 'Cocinera', { seenIntro: false });
  await page.goto('/recipes');
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  // The video joins the intro once the book has settled: the moment the tutorial would otherwise open. By
  // the time the network is quiet, a tutorial opening would have fetched its code and shown.
  await expect(introVideo(page)).toBeAttached();
  await page.waitForLoadState('networkidle');
  const tutorial = page.getByRole('dialog', { name: 'Tutorial del Recetario' });
  await expect(tutorial).toHaveCount(0);
  await page.getByRole('button', { name: 'Saltar' }).click();
  await expect(intro(page)).toHaveCount(0);
  await expect(tutorial).toBeVisible();
});
