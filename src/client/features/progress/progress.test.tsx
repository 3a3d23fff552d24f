// @vitest-environment jsdom
// The progress card and the league as a cook reads them: level and XP bar, streak and this week's state,
// the challenge, the league ranked with the cook marked, and the device's time zone sent once.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Leaderboard, Progress } from '#shared/contract/progress.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { LeaguePage } from './league-page.tsx';
import { ProgressCard, ProgressStrip } from './progress-card.tsx';
import { sampleProgress } from './progress.test-kit.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const session = { 'GET /api/auth/get-session': { user: { id: 'ana', email: 'ana@example.com', name: 'Ana' } } };
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const progress = (more: Partial<Progress> = {}) => sampleProgress({ timeZone: deviceZone, ...more });

test('the menu strip shows level, XP bar, streak, challenge and the way to the league', async () => {
  stubFetch({ ...session, 'GET /api/me/progress': progress() });
  renderInApp(<ProgressStrip />, { path: '/menu' });
  // While it loads, an empty frame of the strip's height keeps the tiles below from jumping down.
  expect(screen.getByTestId('progress-strip-placeholder').className).toContain('min-h-40');
  const strip = await screen.findByRole('region', { name: 'Tu progreso' });
  expect(strip.className).toContain('min-h-40');
  expect(screen.queryByTestId('progress-strip-placeholder')).toBeNull();
  expect(within(strip).getByText('Nivel 3 · Cocinero')).toBeTruthy();
  const bar = within(strip).getByRole('progressbar', { name: '50 de 400 XP para el nivel 4' });
  expect(bar.getAttribute('aria-valuenow')).toBe('50');
  // The menu says the streak and this week's state in short words; screen readers hear sentences.
  expect(within(strip).getByText('4 sem.')).toBeTruthy();
  expect(within(strip).getByText('hecha')).toBeTruthy();
  expect(within(strip).getByText('Racha de 4 semanas. ¡Esta semana ya cuenta!')).toBeTruthy();
  expect(within(strip).getByText('Cocina 3 recetas de desayuno')).toBeTruthy();
  expect(within(strip).getByText('1 de 3')).toBeTruthy();
  expect(within(strip).getByRole('link', { name: 'Liga semanal' }).getAttribute('href')).toBe('/league');
});

test('the profile card says whether this week counts yet, the comodines and when the week ends', async () => {
  stubFetch({
    ...session,
    'GET /api/me/progress': progress({
      weekStreak: 1,
      thisWeek: 'pending',
      streakFreezes: 0,
      timeZone: 'America/Caracas',
      weeklyChallenge: { ...progress().weeklyChallenge, progress: 3, completed: true },
    }),
    'PATCH /api/me': {},
  });
  renderInApp(<ProgressCard />, { path: '/profile' });
  expect(await screen.findByText('Racha de 1 semana')).toBeTruthy();
  expect(screen.getByText('Cocina una receta esta semana para mantener tu racha.')).toBeTruthy();
  expect(screen.getByText('Comodines: 0')).toBeTruthy();
  expect(screen.getByText('¡Reto completado! +100 XP')).toBeTruthy();
  // The week ends on Monday 00:00 in Caracas: its last day is Sunday 29 November.
  expect(screen.getByText('Termina el domingo, 29 de noviembre')).toBeTruthy();
});

test('a device in another time zone than the stored one tells the server once', async () => {
  const other = deviceZone === 'Europe/Madrid' ? 'America/Lima' : 'Europe/Madrid';
  const network = stubFetch({ ...session, 'GET /api/me/progress': progress({ timeZone: other }), 'PATCH /api/me': {} });
  renderInApp(<ProgressStrip />, { path: '/menu' });
  // Checked at background time, a few seconds after the screen has settled.
  await waitFor(() => expect(network.requests).toContain('PATCH /api/me'), { timeout: 10_000 });
  const sent = network.spy.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(String(init?.body)));
  expect(sent).toEqual([{ timeZone: deviceZone }]);
});

test('the league ranks the cook among those they follow, marks them, and invites to follow when alone', async () => {
  const board: Leaderboard = {
    weekStartsAt: '2026-11-23T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
    items: [
      { rank: 1, userId: 'bea', username: 'Bea', profilePictureUrl: null, weekXp: 120, level: 4, levelTitle: 'Jefe de partida', isMe: false },
      { rank: 2, userId: 'ana', username: 'Ana', profilePictureUrl: null, weekXp: 80, level: 3, levelTitle: 'Cocinero', isMe: true },
    ],
  };
  stubFetch({ ...session, 'GET /api/leaderboard': board, 'GET /api/me/progress': progress({ timeZone: 'UTC' }) });
  renderInApp(<LeaguePage />, { path: '/league' });
  const rows = within(await screen.findByRole('list', { name: 'Liga semanal' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/Puesto 1.*Bea.*Nivel 4 · Jefe de partida.*120 XP esta semana/),
    expect.stringMatching(/Puesto 2.*Ana.*Tú.*80 XP esta semana/),
  ]);
  expect(rows[1]!.getAttribute('aria-current')).toBe('true');
  expect(screen.queryByText(/Sigue a otros cocineros/)).toBeNull();
  cleanup();

  stubFetch({ ...session, 'GET /api/leaderboard': { ...board, items: [board.items[1]!] }, 'GET /api/me/progress': progress() });
  renderInApp(<LeaguePage />, { path: '/league' });
  expect(await screen.findByText('Sigue a otros cocineros desde la comunidad para competir con ellos cada semana.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a la comunidad' }).getAttribute('href')).toBe('/feed');
});
