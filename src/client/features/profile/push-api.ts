// This device's push subscription on the server: the VAPID key to subscribe with, then saved or forgotten.
import type { PushSubscriptionInput } from '#shared/contract/push.ts';
import { call } from '../../lib/api.ts';

export async function fetchPushPublicKey(): Promise<string> {
  return (await call('GET /api/push/public-key')).publicKey;
}

/** Sends what the browser's `PushSubscription.toJSON()` gives: the address and the keys that encrypt to it. */
export async function saveSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  const body: PushSubscriptionInput = {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
  await call('POST /api/push/subscriptions', { body });
}

export async function deleteSubscription(endpoint: string): Promise<void> {
  await call('DELETE /api/push/subscriptions', { body: { endpoint } });
}
