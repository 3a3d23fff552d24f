// The cook's progress and league in the query cache, kept fresh by the live stream, and the device's
// time zone handed to the server (the cook's weeks and days are counted on their own calendar).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leagueTopic, liveResync, userTopic } from '#shared/contract/live.ts';
import { isTimeZone, isTimeZoneName } from '#shared/domain/progress.ts';
import { useSession } from '../../app/session.tsx';
import { apiQuery, call } from '../../lib/api.ts';
import { useLive } from '../../lib/live.ts';
import { whenBackgroundTime } from '../../lib/page-settled.ts';

/**
 * Kept current by the cook's live messages (progress.changed), so not asked again on every screen that shows it:
 * the menu the server drew comes with it (app/server-render.tsx) and keeps it.
 */
export const progressQuery = { ...apiQuery('GET /api/me/progress'), staleTime: 60_000 };
export const leaderboardQuery = apiQuery('GET /api/leaderboard');

/** The part of TC39's Temporal this reads (Chromium ships it; TypeScript 5.9 does not describe it yet). */
type WithTemporal = typeof globalThis & { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * This device's IANA time zone, when the browser tells one the server will know. Temporal names only zones the
 * browser knows, in well under a millisecond; the first Intl.DateTimeFormat of a page sets up the browser's
 * date formats too, 10–20 ms here.
 */
export function deviceTimeZone(): string | null {
  const temporal = (globalThis as WithTemporal).Temporal;
  if (temporal) {
    const zone = temporal.Now.timeZoneId();
    return isTimeZoneName(zone) ? zone : null;
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

export function useProgress() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ ...progressQuery, enabled: Boolean(user) });

  useLive(user ? [userTopic(user.id)] : [], (message) => {
    if (message.type === 'progress.changed' || message.type === liveResync) void queryClient.invalidateQueries(progressQuery);
  });

  // A cook who travels, or signs in on another phone, counts their weeks where they are now. Checked in the
  // background: the page's first date format sets up the browser's time zone data, a long task on a slow phone
  // in the middle of drawing the menu.
  const storedZone = query.data?.timeZone;
  useEffect(() => {
    if (!storedZone) return;
    let unmounted = false;
    void whenBackgroundTime().then(() => {
      const zone = deviceTimeZone();
      if (unmounted || !zone || zone === storedZone) return;
      call('PATCH /api/me', { body: { timeZone: zone } })
        .then(() => queryClient.invalidateQueries(progressQuery))
        .catch((error: unknown) => console.warn('No se pudo guardar la zona horaria', error));
    });
    return () => {
      unmounted = true;
    };
  }, [storedZone, queryClient]);

  return query;
}

/** The league, refetched when one of its cooks earns XP anywhere. */
export function useLeaderboard() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ ...leaderboardQuery, enabled: Boolean(user) });
  const members = new Set(query.data?.items.map((entry) => entry.userId));
  useLive(user ? [leagueTopic] : [], (message) => {
    const someoneShown = typeof message.userId === 'string' && members.has(message.userId);
    if (someoneShown || message.type === liveResync) void queryClient.invalidateQueries(leaderboardQuery);
  });
  return query;
}
