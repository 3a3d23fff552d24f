// Post text clamped to 3 lines (SPEC §9), with 'Ver más' / 'Ver menos' only when it does not fit. 'Ver más' sits
// over the end of the third line, so whether and when it shows moves nothing. The browser measures whether the
// text fits; until it has (a feed the server drew, before the app takes it over), the style sheet shows the
// button only where the text overflows (.clamped-text in styles.css).
import { useLayoutEffect, useRef, useState } from 'react';
import { feed as t } from '#shared/i18n/feed.ts';

export function ClampedText({ text, id }: { text: string; id: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  /** Null until measured. */
  const [overflows, setOverflows] = useState<boolean | null>(null);
  const unmeasured = overflows === null && !expanded;

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
    <div className={`relative ${unmeasured ? 'clamped-text' : ''}`}>
      <p id={id} ref={ref} className={`whitespace-pre-wrap break-words text-lg leading-relaxed text-ink ${expanded ? '' : 'line-clamp-3'}`}>
        {text}
      </p>
      {overflows !== false || expanded ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={id}
          className={`rounded-xl font-display text-lg font-semibold leading-relaxed text-paprika-dark underline-offset-4 hover:underline ${
            expanded
              ? 'mt-1 min-h-11 px-1'
              : // Over the third line's end, its text fading out under it; a taller invisible target for a finger.
                `absolute right-0 bottom-0 bg-linear-to-r from-white/0 via-white via-35% to-white pr-1 pl-10 after:absolute after:inset-x-0 after:-inset-y-2 after:content-[''] ${unmeasured ? 'clamped-text-more' : ''}`
          }`}
        >
          {expanded ? t.post.readLess : t.post.readMore}
        </button>
      ) : null}
    </div>
  );
}
