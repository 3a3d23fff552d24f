// Live updates: one EventSource per tab carries every topic the screens on it listen to.
// - It opens once the page has finished loading and is idle (whenBackgroundTime), so the screen's
//   own data comes first and the page reaches "network idle" before the stream that never ends starts.
// - When the set of topics changes it reconnects from the newest event it knows of (the server's
//   `ready` event tells it even before any event), so nothing published meanwhile is lost.
// - A connection that could not resume says `live.resync` to its listeners: refetch what you show.
// - A stream the server ends (its maximum lifetime, a restart) is reopened by the browser itself with
//   Last-Event-ID. A refused one (429 too many streams, 503 database down) the browser gives up on:
//   it is reopened here after a growing pause, from the newest event id.
import { useEffect, useRef } from 'react';
import { liveResync, type LiveMessage } from '#shared/contract/live.ts';
import { whenBackgroundTime } from './page-settled.ts';

type Listener = (message: LiveMessage) => void;

const maxTopics = 20;
const retryFirstMs = 5_000;
const retryMaxMs = 60_000;

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let connectedKey = '';
let newestEventId = 0;
let reconcileScheduled = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs = retryFirstMs;

function deliver(message: LiveMessage) {
  for (const listener of listeners.get(message.topic) ?? []) listener(message);
}

function remember(event: MessageEvent<string>) {
  const id = Number(event.lastEventId);
  if (Number.isFinite(id) && id > newestEventId) newestEventId = id;
}

function connect(key: string) {
  const params = new URLSearchParams({ topics: key });
  if (newestEventId) params.set('lastEventId', String(newestEventId));
  const next = new EventSource(`/api/live?${params.toString()}`);
  next.addEventListener('ready', (event: MessageEvent<string>) => {
    remember(event);
    retryDelayMs = retryFirstMs;
    let resumed = false;
    try {
      resumed = (JSON.parse(event.data) as { resumed?: boolean }).resumed === true;
    } catch {
      /* treat a malformed ready as not resumed */
    }
    if (!resumed) for (const topic of key.split(',')) deliver({ topic, type: liveResync });
  });
  next.onerror = () => {
    if (next.readyState !== EventSource.CLOSED || source !== next) return;
    // Jitter, so the tabs refused together do not all come back at the same moment.
    retryTimer = setTimeout(() => (source = connect(key)), retryDelayMs * (0.5 + Math.random() / 2));
    retryDelayMs = Math.min(retryDelayMs * 2, retryMaxMs);
  };
  next.onmessage = (event: MessageEvent<string>) => {
    remember(event);
    try {
      deliver(JSON.parse(event.data) as LiveMessage);
    } catch {
      /* ignore a malformed frame */
    }
  };
  return next;
}

async function reconcile() {
  reconcileScheduled = false;
  await whenBackgroundTime();
  const key = [...listeners.keys()].sort().slice(0, maxTopics).join(',');
  if (key === connectedKey) return;
  source?.close();
  clearTimeout(retryTimer);
  connectedKey = key;
  source = key ? connect(key) : null;
}

function scheduleReconcile() {
  if (reconcileScheduled || typeof EventSource === 'undefined') return;
  reconcileScheduled = true;
  // Several screens subscribe in one render: one reconnection for all of them.
  setTimeout(() => void reconcile(), 0);
}

function subscribe(topics: string[], listener: Listener): () => void {
  for (const topic of topics) {
    let set = listeners.get(topic);
    if (!set) listeners.set(topic, (set = new Set()));
    set.add(listener);
  }
  scheduleReconcile();
  return () => {
    for (const topic of topics) {
      const set = listeners.get(topic);
      set?.delete(listener);
      if (set?.size === 0) listeners.delete(topic);
    }
    scheduleReconcile();
  };
}

/** Calls onMessage for every live message on these topics while the component is mounted. */
export function useLive(topics: string[], onMessage: Listener): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const key = [...new Set(topics.filter(Boolean))].sort().join(',');
  useEffect(() => {
    if (!key) return;
    return subscribe(key.split(','), (message) => handler.current(message));
  }, [key]);
}
