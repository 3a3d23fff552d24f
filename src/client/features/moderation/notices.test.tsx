// @vitest-environment jsdom
// The notices of removed content: each shows in a dialog in the words, and «Entendido» marks it
// read (DELETE) and shows the next one.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Notice } from '#shared/contract/moderation.ts';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { NoticeHost } from './notices.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const notice = (id: string, targetType: Notice['targetType'], excerpt: string, reason: Notice['reason']): Notice => ({
  id,
  kind: 'removed',
  targetType,
  excerpt,
  reason,
  createdAt: '2026-11-27T20:00:00.000Z',
});
const first = notice('0b5c6a4e-8f1d-4c1e-9d55-1a2b3c4d5e6f', 'post', 'Compra mis ollas', 'spam');
const second = notice('1b5c6a4e-8f1d-4c1e-9d55-1a2b3c4d5e6f', 'recipe', 'Pollo en lejía', 'dangerous');

test('each notice is told once and «Entendido» marks it read', async () => {
  const network = stubFetch({
    'GET /api/me/notices': { items: [first, second] },
    [`DELETE /api/me/notices/${first.id}`]: null,
    [`DELETE /api/me/notices/${second.id}`]: null,
  });
  renderInApp(<NoticeHost />);
  const dialog = await screen.findByRole('dialog', { name: t.notice.removedTitle });
  expect(dialog.textContent).toContain(t.notice.removed('publicación', 'Compra mis ollas', 'Spam'));
  fireEvent.click(screen.getByRole('button', { name: t.notice.understood }));
  await screen.findByText(t.notice.removed('receta', 'Pollo en lejía', 'Peligroso para la salud'));
  fireEvent.click(screen.getByRole('button', { name: t.notice.understood }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(network.requests).toEqual(['GET /api/me/notices', `DELETE /api/me/notices/${first.id}`, `DELETE /api/me/notices/${second.id}`]);
});
