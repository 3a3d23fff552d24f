// A value the whole tab shares, which screens read through React and redraw on when it changes (whether a new
// version is waiting, whether the intro is on screen, the shopping list on this device).
import { useSyncExternalStore } from 'react';

export interface SharedValue<T> {
  get(): T;
  /** Sets it; readers redraw only when it is a different value (Object.is). */
  set(value: T): void;
  /** The hook a component reads it with. */
  use(): T;
}

/**
 * `drawnByServer`: the value a screen the server drew shows, where `initial` comes from this device (its
 * storage), which the server cannot read; the browser takes the drawn screen over with it, then reads its own.
 */
export function sharedValue<T>(initial: T, drawnByServer: T = initial): SharedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => value, () => drawnByServer),
  };
}
