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

// The last argument of each is what a screen the server drew shows, and what the browser takes it over with:
// a page the server sent is online, and the server cannot read this tab's storage.
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** choseOfflineMode, for a component. */
export function useChoseOfflineMode(): boolean {
  return useSyncExternalStore(subscribe, choseOfflineMode, () => false);
}
