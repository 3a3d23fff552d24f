// @vitest-environment jsdom
// The toasts of SPEC §8: each type with its SPEC title, colour and icon, announced (errors interrupt),
// never more than three, the same message never twice, closed by the cross or by their own clock (an
// error stays longer, a hovered toast waits), and still there after the navigation that follows them.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { dismissToast, findToast, shownToasts, toastSaying } from '../test/toasts.ts';
import type { NoticeType } from './notice-looks.ts';
import { maxToasts, toastDurations, ToastProvider, useFailureToast, useToast } from './toaster.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Message {
  type: NoticeType;
  text: string;
}

/** One button per message; a click shows it as a toast. */
function Senders({ messages }: { messages: Message[] }) {
  const notify = useToast();
  return messages.map(({ type, text }) => (
    <button key={text} type="button" onClick={() => notify(type, text)}>
      {text}
    </button>
  ));
}

function renderSenders(...messages: Message[]) {
  render(
    <ToastProvider>
      <Senders messages={messages} />
    </ToastProvider>,
  );
  return (text: string) => fireEvent.click(screen.getByRole('button', { name: text }));
}

const thanks: Message = { type: 'success', text: '¡Gracias por tu valoración!' };
const failed: Message = { type: 'error', text: 'Error al valorar la receta. Inténtalo de nuevo.' };
const cleared: Message = { type: 'info', text: 'Has quitado tu valoración.' };

test('each type shows its SPEC title, colour and icon, with a cross of 44 px to close it', async () => {
  const send = renderSenders(thanks, failed, cleared);
  const looks = {
    success: { border: 'border-herb', badge: 'bg-herb', icon: 'lucide-circle-check' },
    error: { border: 'border-tomato', badge: 'bg-tomato', icon: 'lucide-circle-alert' },
    info: { border: 'border-sky-500', badge: 'bg-sky-700', icon: 'lucide-info' },
  };
  for (const { type, text } of [thanks, failed, cleared]) {
    send(text);
    const toast = await findToast(type, text);
    expect(toast.className).toContain(looks[type].border);
    const badge = toast.querySelector(`.${looks[type].badge}`);
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.querySelector('svg')?.getAttribute('class')).toContain(looks[type].icon);
    expect(within(toast).getByRole('button', { name: es.notice.dismiss }).className).toContain('size-11');
  }
  // Nothing blocks the screen: no dialog, and the page's own buttons still answer.
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a screen reader hears every toast: an error at once (assertive), a success in its turn (polite)', async () => {
  const send = renderSenders(thanks, failed);
  send(failed.text);
  send(thanks.text);
  const said = await waitFor(() => {
    const live = screen.getAllByRole('status').filter((status) => status.textContent);
    expect(live).toHaveLength(2);
    return live;
  });
  const of = (text: string) => said.find((status) => status.textContent?.includes(text));
  expect(of(failed.text)?.getAttribute('aria-live')).toBe('assertive');
  expect(of(failed.text)?.textContent).toContain(`${es.notice.announced} ${es.notice.error}`);
  expect(of(thanks.text)?.getAttribute('aria-live')).toBe('polite');
  expect(of(thanks.text)?.textContent).toContain(es.notice.success);
});

test(`at most ${maxToasts} toasts stack, the oldest making way; the same message again shows once, as the newest`, async () => {
  const messages = ['uno', 'dos', 'tres', 'cuatro'].map((text): Message => ({ type: 'error', text }));
  const send = renderSenders(...messages);
  for (const { text } of messages) send(text);
  await findToast('error', 'cuatro');
  const texts = () =>
    shownToasts().map((toast) => messages.find(({ text }) => within(toast).queryByText(text))?.text);
  expect(texts()).toEqual(['dos', 'tres', 'cuatro']);

  send('dos');
  send('dos');
  expect(texts()).toEqual(['tres', 'cuatro', 'dos']);
});

test('the cross closes a toast and leaves the others', async () => {
  const send = renderSenders(thanks, failed);
  send(thanks.text);
  send(failed.text);
  await dismissToast('success', thanks.text);
  expect(shownToasts()).toHaveLength(1);
  expect(toastSaying('error', failed.text)).toBeDefined();
});

test('a success or an info goes by itself after 4 s, an error stays 7 s, and a hovered toast waits', () => {
  vi.useFakeTimers();
  const send = renderSenders(thanks, cleared, failed);
  send(thanks.text);
  send(cleared.text);
  send(failed.text);
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  wait(toastDurations.success - 1);
  expect(shownToasts()).toHaveLength(3);
  wait(1);
  expect(toastSaying('success', thanks.text)).toBeUndefined();
  expect(toastSaying('info', cleared.text)).toBeUndefined();
  expect(toastSaying('error', failed.text)).toBeDefined();

  // Reading it with the pointer on it: the clock stops until the pointer leaves.
  const region = screen.getByRole('region');
  fireEvent.pointerMove(toastSaying('error', failed.text)!);
  wait(toastDurations.error * 2);
  expect(toastSaying('error', failed.text)).toBeDefined();
  fireEvent.pointerLeave(region);
  wait(toastDurations.error - toastDurations.success - 1);
  expect(toastSaying('error', failed.text)).toBeDefined();
  wait(1);
  expect(shownToasts()).toEqual([]);
});

test('a toast shown just before a navigation is still on the next screen', async () => {
  function SaveAndLeave() {
    const notify = useToast();
    const navigate = useNavigate();
    return (
      <button
        type="button"
        onClick={() => {
          notify('success', 'Receta creada con éxito!');
          navigate('/recipes');
        }}
      >
        Crear Receta
      </button>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/recipe-editor', element: <SaveAndLeave /> },
      { path: '/recipes', element: <h1>Recetario</h1> },
    ],
    { initialEntries: ['/recipe-editor'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Crear Receta' }));
  await screen.findByRole('heading', { name: 'Recetario' });
  expect(await findToast('success', 'Receta creada con éxito!')).toBeTruthy();
});

/** A screen whose load fails, is fetched again or succeeds as the test says, as a query's state would. */
function LoadingScreen({ state }: { state: 'failed' | 'refetching' | 'loaded' }) {
  useFailureToast({ isError: state === 'failed', isSuccess: state === 'loaded' }, 'Error al cargar tu progreso de logros.');
  return null;
}

test('a load failure is toasted once per failure streak: failing again says nothing, failing after a success says it again', async () => {
  const screenAt = (state: 'failed' | 'refetching' | 'loaded') => (
    <ToastProvider>
      <LoadingScreen state={state} />
    </ToastProvider>
  );
  const { rerender } = render(screenAt('failed'));
  await dismissToast('error', 'Error al cargar tu progreso de logros.');
  // A retry or a live resync of a screen that never loaded shows it pending, then failed again.
  for (const state of ['refetching', 'failed', 'refetching', 'failed'] as const) rerender(screenAt(state));
  expect(shownToasts()).toHaveLength(0);
  rerender(screenAt('loaded'));
  rerender(screenAt('failed'));
  await findToast('error', 'Error al cargar tu progreso de logros.');
  expect(shownToasts()).toHaveLength(1);
});
