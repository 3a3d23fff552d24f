// Achievements a request's answer says it unlocked (POST /api/cook-sessions/:id/finish's `unlocked`),
// handed to whoever celebrates them. Features announce; the app shell's celebration listens. The live
// stream says the same unlocks too: the listener shows each medal once whoever tells it first.
type UnlockListener = (achievementIds: readonly string[]) => void;

const listeners = new Set<UnlockListener>();

export function announceUnlocks(achievementIds: readonly string[]): void {
  if (!achievementIds.length) return;
  for (const listener of listeners) listener(achievementIds);
}

/** Listens to announced unlocks; returns the function that stops listening. */
export function onUnlocks(listener: UnlockListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
