// @vitest-environment jsdom
// Reading this device's push subscription never hangs on a page whose service worker never becomes
// ready, and the VAPID key's base64url turns into the bytes PushManager wants.
import { afterEach, expect, test, vi } from 'vitest';
import { fakePushBrowser, restoreBrowser, stubBrowser } from '../test/browser-stubs.ts';
import { base64UrlToBytes, currentPushSubscription, readyRegistration } from './push-subscription.ts';

afterEach(() => {
  restoreBrowser();
  vi.useRealTimers();
});

test('a service worker that never becomes ready counts as none once the wait is over', async () => {
  vi.useFakeTimers();
  stubBrowser(navigator, 'serviceWorker', () => ({ ready: new Promise(() => {}) }));
  stubBrowser(window, 'PushManager', () => class PushManager {});
  let settled: ServiceWorkerRegistration | null | 'pending' = 'pending';
  void readyRegistration(2_000).then((registration) => (settled = registration));
  await vi.advanceTimersByTimeAsync(1_999);
  expect(settled).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBeNull();
});

test('the subscription is the one the PushManager holds; a browser without push has none', async () => {
  expect(await currentPushSubscription()).toBeNull();
  const browser = fakePushBrowser();
  expect(await currentPushSubscription()).toBeNull();
  const subscription = await browser.pushManager.subscribe({ userVisibleOnly: true });
  expect(await currentPushSubscription()).toBe(subscription);
});

test('base64url with and without padding becomes the same bytes as Node decodes', () => {
  for (const text of ['BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', '_-8', 'YQ', 'YQ==', '']) {
    expect([...base64UrlToBytes(text)]).toEqual([...Buffer.from(text, 'base64url')]);
  }
});
