// The background music (SPEC §2, §9): the toggle on /menu starts one looping track at volume 0.3 that
// plays on across screens until turned off, and the choice is remembered on the device. After a reload
// the browser waits for a gesture before sound, so the toggle says on and the first click starts it.
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './fixtures/session.ts';

interface Sound {
  src: string;
  paused: boolean;
  loop: boolean;
  volume: number;
  time: number;
  elements: number;
}

/** What the page's music element is doing (null when there is none). */
function sound(page: Page): Promise<Sound | null> {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (!audio) return null;
    return {
      src: new URL(audio.src).pathname,
      paused: audio.paused,
      loop: audio.loop,
      volume: audio.volume,
      time: audio.currentTime,
      elements: document.querySelectorAll('audio').length,
    };
  });
}

/** The music is really coming out: playing, and time moves on from `after`. */
async function expectPlaying(page: Page, after = 0) {
  await expect.poll(async () => (await sound(page))?.time ?? -1).toBeGreaterThan(after);
  expect(await sound(page)).toMatchObject({ src: '/media/music.ogg', paused: false, loop: true, volume: 0.3, elements: 1 });
}

test('the toggle on /menu starts the music, which plays on across screens', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Melómana');
  await page.goto('/menu');
  const toggle = page.getByRole('button', { name: 'Música de fondo' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await sound(page)).toBeNull(); // nothing downloaded before it is wanted

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectPlaying(page);

  await page.getByRole('link', { name: /Cocinar/ }).click();
  await expect(page).toHaveURL(/\/cook-mode-hub$/);
  await expectPlaying(page, (await sound(page))!.time);
  await page.getByRole('link', { name: 'Menú' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectPlaying(page, (await sound(page))!.time);
});

test('the choice is remembered: on after a reload (sound at the latest on the first click), off once turned off', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Constante');
  await page.goto('/menu');
  const toggle = page.getByRole('button', { name: 'Música de fondo' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('¿Qué cocinamos hoy?').click();
  await expectPlaying(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await sound(page))?.paused).toBe(true);
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await sound(page)).toBeNull();
});
