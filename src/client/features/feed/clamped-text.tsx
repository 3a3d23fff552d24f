// Post text clamped to 3 lines (SPEC §9), with 'Ver más' / 'Ver menos' only when it does not fit.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { feed as t } from '#shared/i18n/feed.ts';

/**
 * One observer for every clamped text on the page. It reports once the browser has laid the texts out for
 * the next frame, before painting it: reading their heights then costs nothing, where reading them during
 * React's commit forced a layout of the whole page in the middle of it (16 ms of a 34 ms task on the feed).
 * All texts are read first and the buttons shown after, in the same frame, so nothing moves once painted.
 */
const overflowListeners = new Map<Element, (overflows: boolean) => void>();
let clampObserver: ResizeObserver | undefined;

function watchOverflow(element: HTMLElement, onChange: (overflows: boolean) => void) {
  clampObserver ??= new ResizeObserver((entries) => {
    const readings = entries.map(({ target }) => [target, target.scrollHeight > target.clientHeight + 1] as const);
    flushSync(() => {
      for (const [target, overflows] of readings) overflowListeners.get(target)?.(overflows);
    });
  });
  overflowListeners.set(element, onChange);
  clampObserver.observe(element);
  return () => {
    overflowListeners.delete(element);
    clampObserver?.unobserve(element);
  };
}

export function ClampedText({ text, id }: { text: string; id: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    return watchOverflow(element, setOverflows);
  }, [text, expanded]);

  return (
    <div>
      <p id={id} ref={ref} className={`whitespace-pre-wrap break-words text-lg leading-relaxed text-ink ${expanded ? '' : 'line-clamp-3'}`}>
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={id}
          className="mt-1 min-h-11 rounded-xl px-1 font-display font-semibold text-paprika-dark underline-offset-4 hover:underline"
        >
          {expanded ? t.post.readLess : t.post.readMore}
        </button>
      ) : null}
    </div>
  );
}
