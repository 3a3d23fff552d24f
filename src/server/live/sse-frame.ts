// The Server-Sent Events frames of /api/live. An event's frame is built once per process however many
// streams it goes to: the hub hands every listener the same event object, so the frame is memoised on it.
import type { LiveEvent } from './live-hub.ts';

const messageFrames = new WeakMap<LiveEvent, Buffer>();

/** `id` and `data` (the topic and the payload) of one event, encoded once for every socket it is written to. */
export function messageFrame(event: LiveEvent): Buffer {
  let frame = messageFrames.get(event);
  if (frame === undefined) {
    frame = Buffer.from(`id: ${event.id}\ndata: ${JSON.stringify({ topic: event.topic, ...event.payload })}\n\n`);
    messageFrames.set(event, frame);
  }
  return frame;
}

/** Said once a stream is subscribed and replayed: where to resume from, and whether it resumed. */
export const readyFrame = (newestId: number, resumed: boolean) =>
  `event: ready\nid: ${newestId}\ndata: ${JSON.stringify({ resumed })}\n\n`;

export const retryFrame = 'retry: 3000\n\n';
export const heartbeatFrame = ': ping\n\n';
