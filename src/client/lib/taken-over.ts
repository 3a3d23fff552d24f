// A screen the server drew shows before the app's code has run (docs/decisions/014). Until the app has taken it
// over, its forms would be sent the browser's own way (the page reloaded, what was typed lost) and its buttons
// would do nothing: the app's shell keeps them disabled until then (app/app-shell.tsx).
import { useSyncExternalStore } from 'react';

/** For a value that never changes while the page is open: nothing to subscribe to. */
export const unchanging = () => () => {};

/** False while the server draws the screen and while the browser takes a drawn screen over; true after. */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
