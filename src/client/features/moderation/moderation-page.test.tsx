// @vitest-environment jsdom
// /moderation against a fake network: a cook who does not moderate is sent to /menu without the queue
// being asked for; a moderator sees each item with its reasons and notes, and «Restaurar» takes it off
// the list with its toast.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { ReportedItem } from '#shared/contract/moderation.ts';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { findToast } from '../../test/toasts.ts';
import { ModerationPage } from './moderation-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const me = (moderator: boolean) => ({ id: 'u1', email: 'a@b.c', username: 'Ana', moderator });
const item = (targetId: string, text: string): ReportedItem => ({
  targetType: 'post',
  targetId,
  author: { id: 'u2', username: 'Beto' },
  text,
  imageUrl: null,
  link: '/feed',
  reportCount: 3,
  hidden: true,
  lastReportedAt: '2026-11-27T20:00:00.000Z',
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'other', count: 1 },
  ],
  notes: ['Siempre el mismo enlace'],
});
const keep = item('0b5c6a4e-8f1d-4c1e-9d55-1a2b3c4d5e6f', 'Ollas mágicas en oferta');
const other = item('1b5c6a4e-8f1d-4c1e-9d55-1a2b3c4d5e6f', 'Pollo crudo marinado');

test('a cook who does not moderate lands on /menu and the queue is never asked for', async () => {
  const network = stubFetch({ 'GET /api/me': me(false) });
  const { router } = renderInApp(<ModerationPage />, { path: '/moderation' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
  expect(network.requests).toEqual(['GET /api/me']);
});

test('a moderator sees the reported items, and «Restaurar» takes one off the list', async () => {
  const network = stubFetch({
    'GET /api/me': me(true),
    'GET /api/moderation/reports': { items: [keep, other], nextCursor: null },
    [`POST /api/moderation/reports/post/${keep.targetId}`]: { targetType: 'post', targetId: keep.targetId, action: 'restore' },
  });
  renderInApp(<ModerationPage />, { path: '/moderation' });
  const cards = await screen.findAllByRole('article', { name: `${t.queue.targetTypes.post} ${t.queue.by('Beto')}` });
  expect(cards).toHaveLength(2);
  const first = cards[0]!;
  expect(within(first).getByText(keep.text)).toBeTruthy();
  expect(within(first).getByText(t.queue.hidden)).toBeTruthy();
  expect(within(first).getByText(t.queue.reports(3))).toBeTruthy();
  expect(within(first).getByText(`${t.report.reasons.spam} · 2`)).toBeTruthy();
  expect(within(first).getByText('Siempre el mismo enlace')).toBeTruthy();

  fireEvent.click(within(first).getByRole('button', { name: t.queue.restore }));
  await findToast('success', t.queue.restored);
  await waitFor(() => expect(screen.queryByText(keep.text)).toBeNull());
  expect(screen.getByText(other.text)).toBeTruthy();
  const body = network.spy.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
  expect(JSON.parse(String(body))).toEqual({ action: 'restore' });
  expect(network.unexpected).toEqual([]);
});
