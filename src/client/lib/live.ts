// Subscribes to /api/live topics; the browser's EventSource reconnects and resumes with Last-Event-ID.
import { useEffect, useRef } from 'react';
import type { LiveMessage } from '#shared/contract/live.ts';

export function useLive(topics: string[], onMessage: (message: LiveMessage) => void): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  const key = topics.filter(Boolean).sort().join(',');
  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/live?topics=${encodeURIComponent(key)}`);
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(event.data) as LiveMessage);
      } catch {
        /* ignore a malformed frame */
      }
    };
    return () => source.close();
  }, [key]);
}
