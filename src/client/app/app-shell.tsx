// What every route sits in: the connection notice, the new-version prompt, the intro video of the
// session's first load, and the background music, which belongs to the whole app so it carries on
// from screen to screen.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { resumeRememberedMusic } from '../lib/music.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { IntroVideo } from './intro-video.tsx';
import { useSessionOnReconnect } from './session.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function AppShell() {
  useEffect(resumeRememberedMusic, []);
  useSessionOnReconnect();
  return (
    <>
      <Outlet />
      <ConnectionStatus />
      <UpdatePrompt />
      <IntroVideo />
    </>
  );
}
