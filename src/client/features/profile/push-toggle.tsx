// The push notifications button of SPEC §3 ('Activar' / 'Desactivar' under the heading 'Notificaciones').
// What it shows is the browser's own truth, PushManager.getSubscription(): on means this device holds a
// subscription made with the server's VAPID key and the server has it; Desactivar drops both.
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { profile as texts } from '#shared/i18n/profile.ts';
import { base64UrlToBytes, currentPushSubscription, pushSupported, readyRegistration } from '../../lib/push-subscription.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { deleteSubscription, fetchPushPublicKey, saveSubscription } from './push-api.ts';

const t = texts.push;

/** After a tap, the service worker may still be installing (first visit): wait longer than a mere read does. */
const activationWaitMs = 10_000;

type PushState = 'checking' | 'on' | 'off';

export function PushToggle() {
  const notify = useToast();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void currentPushSubscription().then((subscription) => current && setState(subscription ? 'on' : 'off'));
    return () => {
      current = false;
    };
  }, []);

  async function enable() {
    if (!pushSupported() || typeof Notification === 'undefined') {
      notify('info', t.unsupported);
      return;
    }
    setBusy(true);
    try {
      // First, while the tap still counts as the cook's gesture: browsers only prompt from one.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error(`Notification permission: ${permission}`);
      const registration = await readyRegistration(activationWaitMs);
      if (!registration) {
        notify('info', t.unsupported);
        return;
      }
      const applicationServerKey = base64UrlToBytes(await fetchPushPublicKey());
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      try {
        await saveSubscription(subscription);
      } catch (error) {
        // A subscription the server does not know would never ring: leave the device off too.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setState('on');
    } catch (error) {
      console.warn('No se pudo activar las notificaciones push', error);
      notify('error', t.denied);
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        const { endpoint } = subscription;
        await subscription.unsubscribe();
        // The device no longer listens; a copy the server keeps is dropped at its first failed push.
        await deleteSubscription(endpoint).catch((error: unknown) => console.warn('No se pudo borrar la suscripción push', error));
      }
    } catch (error) {
      console.warn('No se pudo desactivar las notificaciones push', error);
    } finally {
      setState((await currentPushSubscription()) ? 'on' : 'off');
      setBusy(false);
    }
  }

  const enabled = state === 'on';
  return (
    <section aria-labelledby="push-heading" className="flex flex-wrap items-center gap-4 rounded-blob border-2 border-crust bg-white p-5 shadow-pop">
      <span className={`grid size-12 place-items-center rounded-2xl ${enabled ? 'bg-herb-soft text-herb' : 'bg-crust text-ink-soft'}`} aria-hidden="true">
        {enabled ? <Bell className="size-6" /> : <BellOff className="size-6" />}
      </span>
      <div className="mr-auto">
        <h2 id="push-heading" className="font-display text-xl font-bold">
          {t.heading}
        </h2>
        <p className="text-ink-soft" id="push-state" data-testid="push-state">
          {enabled ? t.on : t.off}
        </p>
      </div>
      <Button
        variant={enabled ? 'secondary' : 'herb'}
        onClick={() => void (enabled ? disable() : enable())}
        disabled={busy || state === 'checking'}
        aria-describedby="push-heading push-state"
      >
        {enabled ? t.disable : t.enable}
      </Button>
    </section>
  );
}
