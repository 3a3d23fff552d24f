// Tests' Server-Sent Events client: reads the frames of a real /api/live stream over HTTP.
export interface SseEvent {
  id: number;
  name: string;
  data: Record<string, unknown>;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** The comment lines received (`: ping` heartbeats), without the colon. */
  comments: string[];
  /** Reads one more chunk; false once the server ended the stream. */
  next(): Promise<boolean>;
  /** Reads until an event matches (and returns it), or undefined if the stream ends first. */
  until(matches: (event: SseEvent) => boolean): Promise<SseEvent | undefined>;
  close(): void;
}

/** Opens a stream; it is aborted after timeoutMs so a missing event fails the test instead of hanging it. */
export async function openStream(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 5000,
): Promise<SseStream> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let buffer = '';

  async function next(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const [, comment] of frame.matchAll(/^: ?(.*)$/gm)) comments.push(comment!);
      const id = /^id: (\d+)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      const name = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
      if (id && data)
        events.push({ id: Number(id), name, data: JSON.parse(data) as Record<string, unknown> });
    }
    return true;
  }

  return {
    status: response.status,
    events,
    comments,
    next,
    async until(matches) {
      for (;;) {
        const found = events.find(matches);
        if (found) return found;
        if (!(await next())) return undefined;
      }
    },
    close() {
      clearTimeout(timeout);
      controller.abort();
    },
  };
}
