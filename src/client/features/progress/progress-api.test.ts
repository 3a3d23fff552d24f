// The device's time zone, read for the cook's weeks (features/progress/progress-api.ts): from Temporal where the
// browser has it, without setting up its date formats; from Intl elsewhere.
import { afterEach, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './progress-api.ts';

const withTemporal = (zone: string) => vi.stubGlobal('Temporal', { Now: { timeZoneId: () => zone } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('reads the zone from Temporal without building a date format', () => {
  const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
  withTemporal('America/Lima');
  expect(deviceTimeZone()).toBe('America/Lima');
  expect(dateFormat).not.toHaveBeenCalled();
});

it('gives no zone for one the server would refuse', () => {
  withTemporal('+05:30');
  expect(deviceTimeZone()).toBeNull();
});

it('asks Intl where there is no Temporal', () => {
  vi.stubGlobal('Temporal', undefined);
  expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});
