// The intro video of SPEC §2: on the first load of each browser session it plays once, full screen,
// over the app (which goes on loading underneath); then a session flag marks it as seen. «Saltar» or
// Escape ends it early. It is left out for people who ask for reduced motion, and it gets out of the
// way when the video cannot load or the browser will not play it. The overlay is there from the first
// render; «Saltar» takes the focus once that first frame is painted (focusing does not force the layout of
// the screen still being built underneath), and the video joins it once the screen underneath has loaded
// (page settled), so fetching, decoding and starting a media player do not compete with that screen.
import { FastForward } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { app } from '#shared/i18n/app.ts';
import { useAfterNextPaint, usePageSettled } from '../lib/page-settled.ts';
import { sharedValue } from '../lib/shared-value.ts';
import { unchanging } from '../lib/taken-over.ts';
import { buttonClass } from '../ui/button.tsx';

const seenKey = 'sazon:intro-seen';

function shouldPlayIntro(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  try {
    return sessionStorage.getItem(seenKey) === null;
  } catch {
    return false; // no session storage, no way to play it only once: better not at all
  }
}

/** Asked once for each overlay: marking the intro seen must not take it away mid-play. */
function onceForThisOverlay(): () => boolean {
  let plays: boolean | undefined;
  return () => (plays ??= shouldPlayIntro());
}

function markSeen(): void {
  try {
    sessionStorage.setItem(seenKey, '1');
  } catch {
    // shouldPlayIntro already said no in this case
  }
}

type Phase = 'playing' | 'leaving' | 'gone';
type Ending = Exclude<Phase, 'playing'>;

/** Whether the intro is on screen, for what must not open over it (the book's first-visit tutorial). */
const introShown = sharedValue(false);

/** True while the intro plays or fades out. */
export function useIntroShown(): boolean {
  return introShown.use();
}

export function IntroVideo() {
  // A screen the server drew is taken over without the intro (the server cannot know this tab's session
  // storage), which then opens at once; a screen the browser draws has it from the first render.
  const [playsHere] = useState(onceForThisOverlay);
  const plays = useSyncExternalStore(unchanging, playsHere, () => false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const phase: Phase = plays ? (ending ?? 'playing') : 'gone';
  const painted = useAfterNextPaint(phase === 'playing');
  const settled = usePageSettled();
  const showVideo = painted && settled;
  const video = useRef<HTMLVideoElement>(null);
  const skip = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    introShown.set(phase !== 'gone');
    return () => introShown.set(false);
  }, [phase]);

  const finish = useCallback(() => {
    markSeen();
    setEnding((current) => current ?? 'leaving');
  }, []);

  // Listening from the commit that draws the overlay, before it is painted: an Escape pressed as soon as the
  // intro shows is never lost.
  useLayoutEffect(() => {
    if (phase !== 'playing') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [phase, finish]);

  useEffect(() => {
    if (phase === 'playing' && painted) skip.current?.focus();
  }, [phase, painted]);

  useEffect(() => {
    if (phase !== 'playing' || !showVideo) return;
    // autoPlay alone fails silently where muted autoplay is refused (a battery saver): ask, and on a
    // refusal or a file that cannot play, show the app instead of a still picture.
    video.current?.play().catch(finish);
  }, [phase, showVideo, finish]);

  if (phase === 'gone') return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={app.intro.label}
      aria-describedby="intro-description"
      className={`bg-sunset fixed inset-0 z-[100] transition-opacity duration-300 ${phase === 'leaving' ? 'pointer-events-none opacity-0' : ''}`}
      onTransitionEnd={(event) => {
        // Only the overlay's own fade ends it, not a transition of the button inside.
        if (event.target === event.currentTarget) setEnding('gone');
      }}
      onKeyDown={(event) => {
        // One button is all there is to reach: Tab stays on it instead of wandering behind the video.
        if (event.key === 'Tab') event.preventDefault();
      }}
    >
      {showVideo ? (
        <video ref={video} className="size-full object-cover" muted playsInline autoPlay preload="auto" onEnded={finish} onError={finish}>
          <source src="/media/intro.webm" type="video/webm; codecs=vp9" />
          {/* Errors land on the last source when no source can play, not on the video. */}
          <source src="/media/intro.mp4" type="video/mp4" onError={finish} />
        </video>
      ) : null}
      <p id="intro-description" className="sr-only">
        {app.intro.description}
      </p>
      <button
        ref={skip}
        type="button"
        onClick={finish}
        className={buttonClass('secondary', 'md', 'absolute bottom-[max(1.5rem,env(safe-area-inset-bottom))] right-6 rounded-full !border-white/70 !bg-white/90 backdrop-blur')}
      >
        <FastForward className="size-5" aria-hidden="true" />
        {app.intro.skip}
      </button>
    </div>
  );
}
