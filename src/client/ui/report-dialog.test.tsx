// @vitest-environment jsdom
// «Reportar» against a fake network: a reason is required, the reason and note are sent as the contract
// says, the cook is thanked (also when the server says they had already reported it), and a refusal is
// shown in the server's Spanish words with the dialog left open.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { renderInApp, stubFetch } from '../test/render.tsx';
import { findToast } from '../test/toasts.ts';
import { ReportDialog } from './report-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const target = { targetType: 'post-comment', targetId: '0b5c6a4e-8f1d-4c1e-9d55-1a2b3c4d5e6f' } as const;
const bodiesOf = (network: ReturnType<typeof stubFetch>) =>
  network.spy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

test('asks for a reason, sends it with the trimmed note, thanks the cook and closes', async () => {
  const network = stubFetch({ 'POST /api/reports': { ...target, created: false } });
  const onClose = vi.fn();
  renderInApp(<ReportDialog target={target} onClose={onClose} />);

  fireEvent.click(screen.getByRole('button', { name: t.report.send }));
  await findToast('error', t.errors.reason);
  expect(network.requests).toEqual([]);

  fireEvent.click(screen.getByRole('radio', { name: t.report.reasons.dangerous }));
  const note = screen.getByLabelText(t.report.noteLabel);
  fireEvent.change(note, { target: { value: '  Dice que el pollo crudo es sano  ' } });
  expect(screen.getByText(t.screens.noteCounter(35, 500))).toBeTruthy();
  expect(note.getAttribute('maxlength')).toBe('500');
  fireEvent.click(screen.getByRole('button', { name: t.report.send }));

  await findToast('success', t.report.thanks);
  expect(bodiesOf(network)).toEqual([{ ...target, reason: 'dangerous', note: 'Dice que el pollo crudo es sano' }]);
  expect(onClose).toHaveBeenCalledOnce();
  expect(network.unexpected).toEqual([]);
});

test('a refusal shows the server’s message and keeps the dialog open', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: t.errors.ownContent } }), { status: 403, headers: { 'content-type': 'application/json' } }),
  );
  const onClose = vi.fn();
  renderInApp(<ReportDialog target={target} onClose={onClose} />);
  fireEvent.click(screen.getByRole('radio', { name: t.report.reasons.spam }));
  fireEvent.click(screen.getByRole('button', { name: t.report.send }));
  await findToast('error', t.errors.ownContent);
  await waitFor(() => expect((screen.getByRole('button', { name: t.report.send }) as HTMLButtonElement).disabled).toBe(false));
  expect(onClose).not.toHaveBeenCalled();
});
