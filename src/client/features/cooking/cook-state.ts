// What travels between the cooking screens, and what a reload of /real-cook-mode keeps: the recipe, the
// step, the completed flags and the running timer, in sessionStorage (this tab only).
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { TimerState } from '#shared/domain/step-time.ts';

/** /pre-cooking/:id receives the selection when the recipe was found with «Tengo a la mano». */
export interface PreCookingState {
  fromPantry?: { selected: string[] };
}

export interface CookProgress {
  step: number;
  completed: boolean[];
  finished: boolean;
  timer: TimerState | null;
}

export interface StoredCook {
  cook: CookModeState;
  progress: CookProgress;
}

const storageKey = 'sazon-cook';

export function newProgress(cook: CookModeState): CookProgress {
  return { step: 0, completed: cook.recipe.steps.map(() => false), finished: false, timer: null };
}

export function saveCook(stored: StoredCook): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: a reload then starts the recipe over, nothing else breaks.
  }
}

export function clearCook(): void {
  sessionStorage.removeItem(storageKey);
}

function isTimer(value: unknown): value is TimerState {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  if (typeof t.totalSeconds !== 'number') return false;
  if (t.status === 'running') return typeof t.endsAtMs === 'number';
  return (t.status === 'idle' || t.status === 'paused') && typeof t.remainingMs === 'number';
}

/** The stored cook, when there is one and it still fits its recipe. */
export function loadCook(): StoredCook | null {
  let stored: StoredCook;
  try {
    stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as StoredCook;
  } catch {
    return null;
  }
  const steps = stored?.cook?.recipe?.steps;
  const progress = stored?.progress;
  if (!Array.isArray(steps) || typeof stored.cook.recipe.id !== 'string' || !progress) return null;
  const fits =
    Number.isInteger(progress.step) &&
    progress.step >= 0 &&
    progress.step < Math.max(steps.length, 1) &&
    Array.isArray(progress.completed) &&
    progress.completed.length === steps.length &&
    (progress.timer === null || isTimer(progress.timer));
  return { cook: stored.cook, progress: fits ? progress : newProgress(stored.cook) };
}
