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

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
