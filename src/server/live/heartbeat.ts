// One heartbeat timer for all the open streams of a process, instead of a timer per stream. The streams are
// spread over a few slices and each tick writes to one slice, so with thousands of streams the pings do not
// all go out in the same tick (where they would hold up an event being fanned out); every stream still gets
// one ping per interval.
import { heartbeatFrame } from './sse-frame.ts';

export interface HeartbeatTarget {
  write(chunk: string): unknown;
}

const sliceCount = 10;

export class Heartbeat {
  private readonly slices: Set<HeartbeatTarget>[] = Array.from({ length: sliceCount }, () => new Set());
  private size = 0;
  private joining = 0;
  private beating = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs: number) {}

  /** Pings `target` once per interval until the returned stop is called (more than once is fine). */
  add(target: HeartbeatTarget): () => void {
    const slice = this.slices[this.joining]!;
    this.joining = (this.joining + 1) % sliceCount;
    slice.add(target);
    this.size += 1;
    // Only while a stream is open: an idle process (or a test) has no timer running.
    this.timer ??= setInterval(() => this.beat(), this.intervalMs / sliceCount).unref();
    return () => {
      if (!slice.delete(target)) return;
      this.size -= 1;
      if (this.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  private beat() {
    for (const target of this.slices[this.beating]!) target.write(heartbeatFrame);
    this.beating = (this.beating + 1) % sliceCount;
  }
}
