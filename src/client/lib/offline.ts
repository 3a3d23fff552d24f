// Offline mode (DESIGN §3): the browser is offline, or the cook chose to cook without signing in.
import { useSyncExternalStore } from 'react';

const flag = 'sazon-offline';

export function chooseOfflineMode(on: boolean) {
  if (on) sessionStorage.setItem(flag, '1');
  else sessionStorage.removeItem(flag);
}

export function choseOfflineMode(): boolean {
  return sessionStorage.getItem(flag) === '1';
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Read while the server draws a screen, and while the browser takes it over: a page the server sent is online. */
const onServer = { online: () => true, choseOffline: () => false };

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, onServer.online);
}

/** choseOfflineMode for a component, which the server can draw (it cannot read this tab's storage). */
export function useChoseOfflineMode(): boolean {
  return useSyncExternalStore(subscribe, choseOfflineMode, onServer.choseOffline);
}
