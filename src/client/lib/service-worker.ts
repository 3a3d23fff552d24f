// Registers the service worker (src/client/sw.ts) on load (SPEC §2) and tells the app when a new version
// is installed and waiting. The new version takes over only when the cook accepts the reload, so a page
// never runs half old code and half new.
import type { Workbox } from 'workbox-window';
import { sharedValue } from './shared-value.ts';

let workbox: Workbox | null = null;
const updateWaiting = sharedValue(false);

const hourMs = 60 * 60 * 1000;

/** Called once the page has loaded and settled (app/start-app.tsx); workbox-window is fetched then, not with the first screen's code. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('workbox-window')
    .then(({ Workbox }) => startWorkbox(new Workbox('/sw.js', { scope: '/' })))
    .catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
}

function startWorkbox(started: Workbox): void {
  workbox = started;
  workbox.addEventListener('waiting', () => updateWaiting.set(true));
  void workbox.register().catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
  // A phone left open on the counter for days still hears of new versions: ask on return and hourly.
  const checkForUpdate = () => void workbox?.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && checkForUpdate());
  window.setInterval(checkForUpdate, hourMs);
}

/** Activates the waiting version and reloads into it once it controls the page. */
export function reloadIntoUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  updateWaiting.set(false);
}

export function useUpdateWaiting(): boolean {
  return updateWaiting.use();
}
