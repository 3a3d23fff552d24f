// The server's copy of the running step timer (issue 12): registered when the cook starts or resumes it,
// so its end reaches a locked phone as a push; cancelled when they pause it, reset it or leave the step;
// simply forgotten once it rings (the server pushes that end itself). The local timer never waits for
// the server: a call that fails only leaves a warning in the console.
import { useCallback, useEffect, useRef } from 'react';
import { pushLimits } from '#shared/domain/push-rules.ts';
import type { TimerState } from '#shared/domain/step-time.ts';
import { call } from '../../lib/api.ts';

export interface CookTimerInput {
  endsAtMs: number;
  label: string;
  recipeId: string;
}

/** The registered timer's id, or null when the server could not take it. */
export async function registerCookTimer({ endsAtMs, label, recipeId }: CookTimerInput): Promise<string | null> {
  try {
    const body = { endsAt: new Date(endsAtMs).toISOString(), label: label.slice(0, pushLimits.timerLabel), recipeId };
    return (await call('POST /api/cook-timers', { body })).id;
  } catch (error) {
    console.warn('No se pudo programar el aviso del temporizador en el servidor', error);
    return null;
  }
}

export async function cancelCookTimer(id: string): Promise<void> {
  try {
    await call('DELETE /api/cook-timers/:id', { params: { id } });
  } catch (error) {
    console.warn('No se pudo cancelar el aviso del temporizador en el servidor', error);
  }
}

/** The registration of one run of the timer (a run is known by its end time). */
interface Registration {
  endsAtMs: number;
  id: Promise<string | null>;
}

/** Cancels a run once its registration has answered (a pause may come before the id does). */
function cancelRun(run: Registration): void {
  void run.id.then((id) => (id ? cancelCookTimer(id) : undefined));
}

// Kept for the tab like the cook itself (cook-state.ts), so a reload can still cancel what it registered.
const storageKey = 'sazon-cook-timer';

function restore(): Registration | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as { endsAtMs?: unknown; id?: unknown } | null;
    if (typeof stored?.endsAtMs !== 'number' || typeof stored.id !== 'string') return null;
    return { endsAtMs: stored.endsAtMs, id: Promise.resolve(stored.id) };
  } catch {
    return null;
  }
}

function store(endsAtMs: number, id: string | null): void {
  try {
    if (id) sessionStorage.setItem(storageKey, JSON.stringify({ endsAtMs, id }));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage disabled: only a reload's pause would leave the server's push in place.
  }
}

/**
 * Keeps the server's copy in step with the step's timer while `enabled` (signed in and online).
 * Returns a check to make at the moment the timer rings: did the server take this run, so it pushes it?
 */
export function useServerCookTimer(timer: TimerState, label: string, recipeId: string, enabled: boolean): () => Promise<boolean> {
  const held = useRef<Registration | null | undefined>(undefined);
  if (held.current === undefined) held.current = restore();

  useEffect(() => {
    const current = held.current ?? null;
    if (timer.status === 'running') {
      if (current?.endsAtMs === timer.endsAtMs) return;
      if (current) cancelRun(current);
      if (!enabled) {
        held.current = null;
        store(0, null);
        return;
      }
      const run: Registration = { endsAtMs: timer.endsAtMs, id: registerCookTimer({ endsAtMs: timer.endsAtMs, label, recipeId }) };
      held.current = run;
      void run.id.then((id) => held.current === run && store(run.endsAtMs, id));
      return;
    }
    if (!current) return;
    held.current = null;
    store(0, null);
    const rang = timer.status === 'paused' && timer.remainingMs === 0;
    if (!rang) cancelRun(current);
  }, [timer, label, recipeId, enabled]);

  // Read when the timer rings, before the effect above forgets the run: the same task, no render between.
  return useCallback(async () => {
    const current = held.current;
    return current ? (await current.id) !== null : false;
  }, []);
}
