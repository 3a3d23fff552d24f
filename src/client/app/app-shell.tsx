// What every route sits in: the connection notice, the new-version prompt, the intro video of the
// session's first load, the celebration of a signed-in cook's unlocked medals, and the background music,
// which belongs to the whole app so it carries on from screen to screen. The prompt and the celebration are
// chunks of their own, off the first load: the prompt loads when a new version waits, the celebration once
// the first screen has settled and the page is idle (its code, styles and question about unseen medals wait);
// the notices of removed content (issue 17) wait likewise.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { resumeRememberedMusic } from '../lib/music.ts';
import { useBackgroundTime } from '../lib/page-settled.ts';
import { useUpdateWaiting } from '../lib/service-worker.ts';
import { useTakenOver } from '../lib/taken-over.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { IntroVideo } from './intro-video.tsx';
import { useSession, useSessionOnReconnect } from './session.tsx';

const CelebrationHost = lazy(async () => ({ default: (await import('../features/achievements/unlock-celebration.tsx')).CelebrationHost }));
const NoticeHost = lazy(async () => ({ default: (await import('../features/moderation/notices.tsx')).NoticeHost }));
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt.tsx')).UpdatePrompt }));

/**
 * A screen the server drew shows before the app runs: until the app has taken it over, its fields and buttons
 * are disabled, or a form would be sent the browser's own way (the page reloaded, what was typed lost). Only the
 * disabling: no box, no group for screen readers. A component of its own, so that the takeover draws the
 * fieldset again and not the screen inside it (`children` stays the same element).
 */
function DisabledUntilTakenOver({ children }: { children: ReactNode }) {
  const takenOver = useTakenOver();
  return (
    <fieldset disabled={!takenOver} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}

export function AppShell() {
  useEffect(resumeRememberedMusic, []);
  useSessionOnReconnect();
  const { user } = useSession();
  const updateWaiting = useUpdateWaiting();
  const settled = useBackgroundTime();
  return (
    <>
      <DisabledUntilTakenOver>
        <Outlet />
      </DisabledUntilTakenOver>
      <ConnectionStatus />
      {updateWaiting ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      <IntroVideo />
      {/* Keyed by the cook, so another cook signing in on this tab starts with nothing queued. */}
      {user && settled ? (
        <Suspense fallback={null}>
          <CelebrationHost key={user.id} userId={user.id} />
        </Suspense>
      ) : null}
      {user && settled ? (
        <Suspense fallback={null}>
          <NoticeHost key={user.id} />
        </Suspense>
      ) : null}
    </>
  );
}
