// This device's Web Push subscription, read from the service worker's PushManager: the profile's toggle
// turns it on and off, and the cook timer asks whether the server's push will reach this device.

/** Whether this browser can receive Web Push at all. */
export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window;

/**
 * The active service worker's registration, or null when there is none within `waitMs`:
 * `navigator.serviceWorker.ready` never settles on a page without a service worker (a dev server,
 * a browser that refused it), so waiting for it alone would hang whoever asked.
 */
export async function readyRegistration(waitMs = 3_000): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** The subscription this device holds now, or null (none, no service worker, or the browser failed). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  try {
    const registration = await readyRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * The bytes of a base64url text (the VAPID public key travels that way; PushManager wants bytes).
 * atob takes base64 with or without its '=' padding.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
