// Says so when the network goes and when it comes back (issue 12: "coming back online says so and
// resumes"); the app shell asks who is signed in again so the whole app opens up without a reload.
import { Wifi, WifiOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { app } from '#shared/i18n/app.ts';
import { useOnline } from '../lib/offline.ts';

const texts = app.connection;
const shownMs = 6000;

export function ConnectionStatus() {
  const online = useOnline();
  const previous = useRef(online);
  // Only a change is announced: a screen opened offline already says so in its own words.
  const [shown, setShown] = useState<'offline' | 'online' | null>(null);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    setShown(online ? 'online' : 'offline');
  }, [online]);

  useEffect(() => {
    if (!shown) return;
    const id = window.setTimeout(() => setShown(null), shownMs);
    return () => window.clearTimeout(id);
  }, [shown]);

  if (!shown) return null;
  const isOffline = shown === 'offline';
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-40 flex justify-center px-3 pt-[env(safe-area-inset-top)]">
      <p
        role="status"
        data-testid="connection-status"
        className={`pointer-events-auto flex max-w-xl items-center gap-3 rounded-2xl px-4 py-3 font-semibold shadow-pop animate-pop-in ${isOffline ? 'bg-ink text-white' : 'bg-herb text-white'}`}
      >
        {isOffline ? <WifiOff className="size-5 shrink-0" aria-hidden="true" /> : <Wifi className="size-5 shrink-0" aria-hidden="true" />}
        <span>{isOffline ? texts.offline : texts.online}</span>
        <button type="button" onClick={() => setShown(null)} className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/15" aria-label={texts.dismiss}>
          <X className="size-5" aria-hidden="true" />
        </button>
      </p>
    </div>
  );
}
