// Closing a cook session when the cook taps 'Finalizar'. Online, the server counts it at once: the session
// the server opened at the start is closed (one started offline is opened first, with the device's
// clientId), and its answer says the XP, the streak and the medals the finish earned. Otherwise (offline,
// or the request cannot reach the server) the finished cook waits on this device and is sent, exactly once,
// when the connection is back (lib/offline-catalogue.ts, sendQueuedCooks). Anonymous cooks write nothing.
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { CookSessionFinished } from '#shared/contract/cooking.ts';
import { ApiError } from '../../lib/api.ts';
import { choseOfflineMode } from '../../lib/offline.ts';
import { offlineCook } from '../../lib/offline-cook.ts';
import { announceUnlocks } from '../../lib/unlocks.ts';
import { finishCookSession, startCookSession } from './cooking-api.ts';

/** What became of a finished cook, for the finished screen. */
export type CookFinish =
  /** The server counted it now: its answer has the XP, the progress and the unlocked medals. */
  | { kind: 'counted'; answer: CookSessionFinished }
  /** Kept on this device: the server counts it once the connection is back. */
  | { kind: 'queued' };

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
 * server, the cook who last used it here. Nobody in the chosen offline mode (no account): such a cook
 * earns nothing, so the finished screen knows at once there is nothing to wait for.
 */
export function whoseCook(signedInUserId: string | null): string | null {
  if (signedInUserId) return signedInUserId;
  if (navigator.onLine || choseOfflineMode()) return null;
  return offlineCook();
}

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Counts the finished cook, or keeps it for later. Null when nothing will be counted: an anonymous cook,
 * a session the server refused (logged), or a device that cannot store the cook.
 */
export async function finishCooking(
  cook: CookModeState,
  signedInUserId: string | null,
): Promise<CookFinish | null> {
  const userId = whoseCook(signedInUserId);
  if (!userId) return null;
  // Chosen before the first request: if the start reaches the server but its answer does not, the queued
  // cook's start with the same clientId answers that same session instead of opening a second one.
  const clientId = newClientId();
  if (navigator.onLine) {
    try {
      const sessionId =
        cook.cookSessionId ??
        (
          await startCookSession({
            recipeId: cook.recipe.id,
            clientId,
            ...(cook.fromPantry ? { fromPantry: cook.fromPantry } : {}),
          })
        ).id;
      const answer = await finishCookSession(sessionId);
      announceUnlocks(answer.unlocked);
      return { kind: 'counted', answer };
    } catch (error) {
      if (!unreachable(error)) {
        console.error('No se pudo cerrar la sesión de cocina', error);
        return null;
      }
    }
  }
  try {
    const store = await import('../../lib/offline-catalogue.ts');
    await store.queueFinishedCook({
      clientId,
      userId,
      recipeId: cook.recipe.id,
      ...(cook.fromPantry ? { fromPantry: cook.fromPantry } : {}),
      ...(cook.cookSessionId ? { cookSessionId: cook.cookSessionId } : {}),
      finishedAt: Date.now(),
    });
    return { kind: 'queued' };
  } catch (error) {
    // No storage on this device: the cook is done, only its bookkeeping is lost.
    console.warn('No se pudo guardar la sesión de cocina para enviarla más tarde', error);
    return null;
  }
}
