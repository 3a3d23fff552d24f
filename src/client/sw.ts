/// <reference lib="webworker" />
// The service worker (issue 12): the app shell and every route's code precached so the cooking screens
// open with no network, recipe images kept once shown (bounded), push notifications shown with
// vibration, and an update that waits until the cook agrees to reload (src/client/app/update-prompt.tsx).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { es } from '#shared/i18n/es.ts';
import { notificationIcons, notificationOf, recipeImageCache, serviceWorkerMessages } from './lib/service-worker-protocol.ts';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open page at once, so the images it shows from now on are kept; later
// versions wait for the cook's yes (skipWaiting below), and then take the reloaded page.
clientsClaim();

// Every screen is the same index.html; the server's own paths (API, files, shared recipe pages) are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/r\//] }));

// Stored images never change under a key, so the first copy is kept; the oldest go past 500 or 30 days.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/api/files/') && request.method === 'GET',
  new CacheFirst({
    cacheName: recipeImageCache,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === serviceWorkerMessages.skipWaiting) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const notification = notificationOf(event.data?.text(), es.app.name, es.app.notificationFallback);
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      ...notificationIcons,
      data: { url: notification.url },
      // A timer is an alarm: it buzzes hard and stays until the cook looks at it.
      requireInteraction: notification.alarm,
      renotify: true,
      vibrate: notification.alarm ? [400, 150, 400, 150, 800] : [200],
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/menu', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        await open.focus();
        if (new URL(open.url).pathname !== url.pathname) await open.navigate(url.href);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
