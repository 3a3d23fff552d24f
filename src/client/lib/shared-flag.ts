// A yes/no the whole tab shares, which screens read through React and redraw on when it changes (whether
// a new version is waiting, whether the intro is on screen).
import { useSyncExternalStore } from 'react';

export interface SharedFlag {
  get(): boolean;
  set(value: boolean): void;
  /** The hook a component reads it with. */
  use(): boolean;
}

export function sharedFlag(initial = false): SharedFlag {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => value, () => initial),
  };
}
