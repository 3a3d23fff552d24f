// @vitest-environment jsdom
// A browser where nothing can be kept for offline use (no IndexedDB, as in some private windows): the
// cooking screens stay usable and say so in Spanish, and the background sync only warns.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { offlineUpkeep } from '../../lib/offline-catalogue.ts';
import { restoreBrowser, stubBrowser } from '../../test/browser-stubs.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { PreCookingPage } from './pre-cooking-page.tsx';
import { SurpriseMePage } from './surprise-me-page.tsx';
import { WhatIHavePage } from './what-i-have-page.tsx';

const cannotStore = es.cooking.offline.cannotStore;
let warn: ReturnType<typeof vi.spyOn>;

// The screens load the device's answers on first use; loaded once here, no test waits for the compiler.
beforeAll(() => import('./offline-answers.ts'));
beforeEach(() => {
  expect(globalThis.indexedDB).toBeUndefined();
  stubBrowser(navigator, 'onLine', () => false);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  restoreBrowser();
});

describe('without storage for offline use', () => {
  it('«Tengo a la mano» says the device cannot keep recipes', async () => {
    stubFetch();
    renderInApp(<WhatIHavePage />, { path: '/what-i-have', at: '/what-i-have?have=arroz' });
    expect(await screen.findAllByText(cannotStore)).not.toHaveLength(0);
    // The screen itself is still there, behind the message.
    expect(screen.getByText(es.cooking.whatIHave.title, { selector: 'h1' })).toBeTruthy();
  });

  it('«Sorpréndeme» says so when drawing', async () => {
    stubFetch();
    renderInApp(<SurpriseMePage />, { path: '/surprise-me' });
    fireEvent.click(screen.getByRole('button', { name: 'Cena' }));
    expect(await screen.findAllByText(cannotStore)).not.toHaveLength(0);
  });

  it('pre-cooking says so instead of the recipe', async () => {
    stubFetch();
    renderInApp(<PreCookingPage />, {
      path: '/pre-cooking/:recipeId',
      at: '/pre-cooking/7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(cannotStore);
  });

  it('the background sync only warns', async () => {
    stubBrowser(navigator, 'onLine', () => true);
    stubFetch({ 'GET /api/offline-catalogue': { items: [], nextCursor: null } });
    await expect(offlineUpkeep('ana')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
