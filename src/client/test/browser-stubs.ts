// Fakes of the browser's own devices for component tests, which jsdom lacks: any property of navigator,
// document or window replaced for one test, and a browser with a service worker, Web Push and system
// notifications. Call restoreBrowser() in afterEach to put every original back.
import { vi } from 'vitest';

const restores: (() => void)[] = [];

/** Replaces `name` on a browser object with a getter until restoreBrowser(). */
export function stubBrowser(target: object, name: string, get: () => unknown): void {
  const original = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, get });
  restores.push(() => (original ? Object.defineProperty(target, name, original) : Reflect.deleteProperty(target, name)));
}

export function restoreBrowser(): void {
  while (restores.length) restores.pop()!();
}

/** A system notification the page showed, directly or through the service worker. */
export interface ShownNotification {
  title: string;
  body: string | undefined;
}

export interface FakePushOptions {
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** The permission already given before the test. */
  permission?: NotificationPermission;
  /** The endpoint and keys of the subscriptions the push service hands out. */
  endpoint?: string;
  keys?: { p256dh: string; auth: string };
}

/**
 * A browser whose service worker is ready, whose PushManager holds at most one subscription (as
 * browsers do) and whose notifications are recorded in `shown`.
 */
export function fakePushBrowser({
  answer = 'granted',
  permission = 'default',
  endpoint = 'https://fcm.googleapis.com/fcm/send/dispositivo-de-prueba',
  keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
}: FakePushOptions = {}) {
  const shown: ShownNotification[] = [];
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = vi.fn(async () => (FakeNotification.permission = answer));
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  const pushManager = {
    subscription: null as ReturnType<typeof subscriptionFor> | null,
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      pushManager.subscription = subscriptionFor(options);
      return pushManager.subscription;
    }),
    getSubscription: vi.fn(async () => pushManager.subscription),
  };
  function subscriptionFor(options: PushSubscriptionOptionsInit) {
    const subscription = {
      endpoint,
      options,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: vi.fn(async () => {
        if (pushManager.subscription === subscription) pushManager.subscription = null;
        return true;
      }),
    };
    return subscription;
  }
  const registration = {
    pushManager,
    showNotification: vi.fn(async (title: string, options?: NotificationOptions) => void shown.push({ title, body: options?.body })),
  };
  stubBrowser(navigator, 'serviceWorker', () => ({ ready: Promise.resolve(registration), getRegistration: async () => registration }));
  stubBrowser(window, 'PushManager', () => class PushManager {});
  stubBrowser(window, 'Notification', () => FakeNotification);
  return { Notification: FakeNotification, pushManager, registration, shown };
}
