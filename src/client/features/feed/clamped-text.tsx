// Post text clamped to 3 lines (SPEC §9), with 'Ver más' / 'Ver menos' only when it does not fit.
import { useLayoutEffect, useRef, useState } from 'react';
import { feed as t } from '#shared/i18n/feed.ts';

export function ClampedText({ text, id }: { text: string; id: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
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
