// Who cooks on this device. Reloaded without a connection, the app cannot ask the server who is signed in;
// a cook finished then is kept for the cook who last used the app here, and sent only once that same cook
// is signed in again (a confirmed sign-out forgets them).
const storageKey = 'sazon-offline-cook';

export function rememberOfflineCook(userId: string): void {
  try {
    localStorage.setItem(storageKey, userId);
  } catch {
    // Storage refused: a cook finished after an offline reload is then simply not counted.
  }
}

export function forgetOfflineCook(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}

export function offlineCook(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}
