// The 'Activar' / 'Desactivar' notificaciones button. The server has no push subscription endpoint
// yet, so the choice (after the browser grants permission) is remembered on this device only.
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { profile as texts } from '#shared/i18n/profile.ts';
import { Button } from '../../ui/button.tsx';
import { useNotice } from '../../ui/notice-dialog.tsx';

const t = texts.push;
const storageKey = 'sazon.push-notifications';

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window;

function readEnabled(): boolean {
  try {
    return pushSupported() && Notification.permission === 'granted' && localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

function remember(enabled: boolean) {
  try {
    if (enabled) localStorage.setItem(storageKey, 'on');
    else localStorage.removeItem(storageKey);
  } catch {
    /* private mode: the choice lasts for this visit only */
  }
}

export function PushToggle() {
  const notify = useNotice();
  const [enabled, setEnabled] = useState(readEnabled);
  const [asking, setAsking] = useState(false);

  async function toggle() {
    if (!pushSupported()) {
      notify('info', t.unsupported);
      return;
    }
    if (enabled) {
      remember(false);
      setEnabled(false);
      return;
    }
    setAsking(true);
    const permission = await Notification.requestPermission().catch(() => 'denied' as const);
    setAsking(false);
    if (permission !== 'granted') {
      notify('error', t.denied);
      return;
    }
    remember(true);
    setEnabled(true);
  }

  return (
    <section aria-labelledby="push-heading" className="flex flex-wrap items-center gap-4 rounded-blob border-2 border-crust bg-white p-5 shadow-pop">
      <span className={`grid size-12 place-items-center rounded-2xl ${enabled ? 'bg-herb-soft text-herb' : 'bg-crust text-ink-soft'}`} aria-hidden="true">
        {enabled ? <Bell className="size-6" /> : <BellOff className="size-6" />}
      </span>
      <div className="mr-auto">
        <h2 id="push-heading" className="font-display text-xl font-bold">
          {t.heading}
        </h2>
        <p className="text-ink-soft" data-testid="push-state">
          {enabled ? t.on : t.off}
        </p>
      </div>
      <Button variant={enabled ? 'secondary' : 'herb'} onClick={() => void toggle()} disabled={asking}>
        {enabled ? t.disable : t.enable}
      </Button>
    </section>
  );
}
