// What the pages and the service worker (src/client/sw.ts) agree on: the image cache's name, the
// messages they exchange, and how a push's payload becomes a notification.

/** Recipe images the app has shown or keeps for offline cooking (the offline catalogue warms it). */
export const recipeImageCache = 'sazon-recipe-images';

/** The pictures of every notification the app shows, a push's or a timer's (raster: phones draw no SVG there). */
export const notificationIcons = { icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' } as const;

/** What workbox-window's messageSkipWaiting() posts when the cook accepts the update. */
export const serviceWorkerMessages = { skipWaiting: 'SKIP_WAITING' } as const;

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  /** Only a path of this app: a push can never send the cook elsewhere. */
  url: string;
  /** A cook timer ringing: it vibrates like an alarm and stays until dismissed. */
  alarm: boolean;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
const appPath = (value: unknown) => (typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : '/menu');

/**
 * The server sends `{ title, body, url, tag }` as JSON (src/server/modules/push). A payload that is missing,
 * not JSON or of the wrong shape still shows something sensible rather than nothing.
 */
export function notificationOf(payload: string | undefined, appName: string, fallbackBody: string): ShownNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null;
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback below.
  }
  const tag = text(data.tag, 64) ?? 'sazon';
  return {
    title: text(data.title, 120) ?? appName,
    body: text(data.body, 500) ?? fallbackBody,
    tag,
    url: appPath(data.url),
    alarm: tag.startsWith('timer'),
  };
}
