// What every route sits in: the connection notice, the new-version prompt, the intro video of the
// session's first load, the celebration of a signed-in cook's unlocked medals (its own chunk, off the first
// load), and the background music, which belongs to the whole app so it carries on from screen to screen.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { resumeRememberedMusic } from '../lib/music.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { IntroVideo } from './intro-video.tsx';
import { useSession, useSessionOnReconnect } from './session.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const CelebrationHost = lazy(async () => ({ default: (await import('../features/achievements/unlock-celebration.tsx')).CelebrationHost }));

export function AppShell() {
  useEffect(resumeRememberedMusic, []);
  useSessionOnReconnect();
  const { user } = useSession();
  return (
    <>
      <Outlet />
      <ConnectionStatus />
      <UpdatePrompt />
      <IntroVideo />
      {/* Keyed by the cook, so another cook signing in on this tab starts with nothing queued. */}
      {user ? (
        <Suspense fallback={null}>
          <CelebrationHost key={user.id} userId={user.id} />
        </Suspense>
      ) : null}
    </>
  );
}
