// @vitest-environment jsdom
// The push button of SPEC §3 against a fake browser (service worker, PushManager, Notification) and a
// fake network: 'Activar' subscribes with the server's VAPID key and sends the subscription, 'Desactivar'
// drops it on both sides, and what it shows is the browser's own subscription.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { profile as texts } from '#shared/i18n/profile.ts';
import { fakePushBrowser, restoreBrowser } from '../../test/browser-stubs.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { dismissToast } from '../../test/toasts.ts';
import { PushToggle } from './push-toggle.tsx';

const t = texts.push;
// A real VAPID public key (an uncompressed P-256 point, 65 bytes) in base64url, as the server sends it.
const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const vapidBytes = [...Buffer.from(publicKey, 'base64url')];

afterEach(() => {
  cleanup();
  restoreBrowser();
  vi.restoreAllMocks();
});

function renderToggle() {
  renderInApp(<PushToggle />, { path: '/profile' });
}
/** The button once it can be pressed (it waits while the browser's subscription is read). */
const button = (name: string) =>
  waitFor(() => {
    const found = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(found.disabled).toBe(false);
    return found;
  });
/** The JSON body of each request made to `request` ('POST /api/push/subscriptions'). */
function bodiesOf(network: ReturnType<typeof stubFetch>, request: string): unknown[] {
  return network.spy.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === request)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

test("'Activar' asks permission, subscribes with the server's key as bytes and sends the subscription; then it reads 'Desactivar'", async () => {
  const browser = fakePushBrowser();
  const network = stubFetch({ 'GET /api/push/public-key': { publicKey }, 'POST /api/push/subscriptions': { endpoint: 'x' } });
  renderToggle();
  const activar = await button(t.enable);
  expect(activar.getAttribute('aria-describedby')).toBe('push-heading push-state');
  expect(screen.getByRole('heading', { name: t.heading })).toBeTruthy();

  fireEvent.click(activar);
  await button(t.disable);

  expect(browser.Notification.requestPermission).toHaveBeenCalledOnce();
  expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
  const options = browser.pushManager.subscribe.mock.calls[0]![0];
  expect(options.userVisibleOnly).toBe(true);
  expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
  expect([...(options.applicationServerKey as Uint8Array)]).toEqual(vapidBytes);
  expect(bodiesOf(network, 'POST /api/push/subscriptions')).toEqual([browser.pushManager.subscription!.toJSON()]);
  expect(screen.getByTestId('push-state').textContent).toBe(t.on);
  expect(network.unexpected).toEqual([]);
});

test("'Desactivar' unsubscribes the device and deletes its endpoint on the server", async () => {
  const browser = fakePushBrowser({ permission: 'granted' });
  const subscription = await browser.pushManager.subscribe({ userVisibleOnly: true });
  const network = stubFetch({ 'DELETE /api/push/subscriptions': null });
  renderToggle();

  // On because the browser holds a subscription (nothing else is remembered).
  fireEvent.click(await button(t.disable));
  await button(t.enable);

  expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  expect(bodiesOf(network, 'DELETE /api/push/subscriptions')).toEqual([{ endpoint: subscription.endpoint }]);
  expect(screen.getByTestId('push-state').textContent).toBe(t.off);
  expect(network.unexpected).toEqual([]);
});

test('a browser without push support says so and asks nothing', async () => {
  const network = stubFetch();
  renderToggle();
  fireEvent.click(await button(t.enable));
  await dismissToast('info', t.unsupported);
  expect(network.requests).toEqual([]);
});

test('a refused permission shows the SPEC error and stays off, without asking the server anything', async () => {
  const browser = fakePushBrowser({ answer: 'denied' });
  const network = stubFetch();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderToggle();
  fireEvent.click(await button(t.enable));
  await dismissToast('error', t.denied);
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(network.requests).toEqual([]);
  await button(t.enable);
  expect(screen.getByTestId('push-state').textContent).toBe(t.off);
});

test('a subscription the server refuses is dropped from the device too, with the SPEC error', async () => {
  const browser = fakePushBrowser();
  stubFetch({ 'GET /api/push/public-key': { publicKey } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderToggle();
  fireEvent.click(await button(t.enable));
  await dismissToast('error', t.denied);
  expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
  expect(browser.pushManager.subscription).toBeNull();
  await button(t.enable);
  expect(screen.getByTestId('push-state').textContent).toBe(t.off);
});
