// Closing a cook session when the cook taps 'Finalizar'. Online, with the session the server opened at the
// start, it is closed at once. Otherwise (started or finished offline, or the request cannot reach the
// server) the finished cook waits on this device and is sent, exactly once, when the connection is back
// (lib/offline-catalogue.ts, sendQueuedCooks). Anonymous cooks write nothing.
import type { CookModeState } from '#shared/contract/navigation.ts';
import { ApiError } from '../../lib/api.ts';
import { choseOfflineMode } from '../../lib/offline.ts';
import { offlineCook } from '../../lib/offline-cook.ts';
import { finishCookSession } from './cooking-api.ts';

/** A random (v4) uuid, also where crypto.randomUUID is missing (pages not served over HTTPS). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whose cook this is: the signed-in cook, or, when the app was reloaded offline and could not ask the
 * server, the cook who last used it here. Nobody in the chosen offline mode (no account).
 */
function cookOf(signedInUserId: string | null): string | null {
  if (signedInUserId) return signedInUserId;
  if (navigator.onLine || choseOfflineMode()) return null;
  return offlineCook();
}

export async function finishCooking(cook: CookModeState, signedInUserId: string | null): Promise<void> {
  const userId = cookOf(signedInUserId);
  if (!userId) return;
  if (cook.cookSessionId && navigator.onLine) {
    try {
      await finishCookSession(cook.cookSessionId);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) {
        console.error('No se pudo cerrar la sesión de cocina', error);
        return;
      }
    }
  }
  try {
    const store = await import('../../lib/offline-catalogue.ts');
    await store.queueFinishedCook({
      clientId: newClientId(),
      userId,
      recipeId: cook.recipe.id,
      ...(cook.fromPantry ? { fromPantry: cook.fromPantry } : {}),
      ...(cook.cookSessionId ? { cookSessionId: cook.cookSessionId } : {}),
      finishedAt: Date.now(),
    });
    // Finished online after starting offline: no need to wait for a reconnection.
    if (navigator.onLine) await store.sendQueuedCooks(userId);
  } catch (error) {
    // No storage on this device: the cook is done, only its bookkeeping is lost.
    console.warn('No se pudo guardar la sesión de cocina para enviarla más tarde', error);
  }
}
