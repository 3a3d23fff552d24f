// A first screen the server drew (app/server-render.tsx) carries the reads it was drawn from in a JSON script
// after #root, which the browser takes the screen over with (app/start-app.tsx).
import type { DehydratedState } from '@tanstack/react-query';

export const firstReadsId = 'sazon-first-reads';

/** The reads of the screen the server drew, or null when the page came with the loading screen. */
export function readsOfDrawnScreen(): DehydratedState | null {
  const script = document.getElementById(firstReadsId);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
