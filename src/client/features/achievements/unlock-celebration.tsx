// The celebration of a medal, on whatever screen the cook is on. Three voices tell it about unlocks:
// the live stream of the cook's own topic (any write of theirs or anyone else's), a request's answer
// (announceUnlocks, e.g. the end of a cook session), and at each visit the unlocks no screen has shown
// yet (made while the cook was away). Each medal is celebrated once, one after another: a dialog with
// its big medal, confetti (none for reduced motion) and a fanfare; once shown it is marked seen, so the
// next visit does not show it again.
import * as Dialog from '@radix-ui/react-dialog';
import { PartyPopper, Trophy } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { liveResync, userTopic } from '#shared/contract/live.ts';
import { achievements, type Achievement } from '#shared/domain/achievements.ts';
import { profile } from '#shared/i18n/profile.ts';
import { call } from '../../lib/api.ts';
import { useLive } from '../../lib/live.ts';
import { onUnlocks } from '../../lib/unlocks.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { Celebration } from './celebration.tsx';
import './celebration.css';
import { playFanfare } from './fanfare.ts';

const t = profile.achievements.celebration;

/** The medals of these ids, in the order given; unknown ids (a newer server) are left out. */
const medalsOf = (ids: readonly unknown[]): Achievement[] =>
  ids.flatMap((id) => achievements.filter((achievement) => achievement.id === id));

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Queue {
  /** Waiting medals; the first is the one on screen. */
  waiting: Achievement[];
  /** Medals of this run already closed, for «Medalla 2 de 3». */
  closed: number;
}

export function CelebrationHost({ userId }: { userId: string }) {
  const [queue, setQueue] = useState<Queue>({ waiting: [], closed: 0 });
  const [confettiEndedFor, setConfettiEndedFor] = useState<string | null>(null);
  // Ids queued or shown during this visit: the live message and a request's answer often tell the same unlock.
  const told = useRef(new Set<string>());
  const celebratedId = useRef<string | null>(null);

  const celebrate = useCallback((ids: readonly unknown[]) => {
    const fresh = medalsOf(ids).filter((medal) => !told.current.has(medal.id));
    if (!fresh.length) return;
    for (const medal of fresh) told.current.add(medal.id);
    setQueue((current) => ({ ...current, waiting: [...current.waiting, ...fresh] }));
  }, []);

  const askUnseen = useCallback(() => {
    call('GET /api/achievements/unseen')
      .then((answer) => celebrate(answer.items.map((item) => item.id)))
      .catch(() => {
        // Offline or failing: they stay unseen, and the next visit (or resync) shows them.
      });
  }, [celebrate]);

  useEffect(askUnseen, [askUnseen]);
  useEffect(() => onUnlocks(celebrate), [celebrate]);
  useLive([userTopic(userId)], (message) => {
    // A stream that could not resume may have missed an unlock: ask the server what is still unseen.
    if (message.type === liveResync) askUnseen();
    else if (message.type === 'achievements.unlocked' && Array.isArray(message.ids)) celebrate(message.ids);
  });

  const medal = queue.waiting[0] ?? null;
  useEffect(() => {
    // Once per medal, even when an effect runs twice (StrictMode).
    if (!medal || celebratedId.current === medal.id) return;
    celebratedId.current = medal.id;
    playFanfare();
    call('POST /api/achievements/seen', { body: { ids: [medal.id] } }).catch(() => {
      // Not recorded: the medal is simply celebrated again at the next visit.
    });
  }, [medal]);

  const close = useCallback(
    () => setQueue((current) => (current.waiting.length > 1 ? { waiting: current.waiting.slice(1), closed: current.closed + 1 } : { waiting: [], closed: 0 })),
    [],
  );
  const endConfetti = useCallback(() => setConfettiEndedFor(celebratedId.current), []);

  const total = queue.closed + queue.waiting.length;
  const confetti = medal !== null && confettiEndedFor !== medal.id && !prefersReducedMotion();

  return (
    <>
      <Dialog.Root open={medal !== null} onOpenChange={(open) => !open && close()}>
        {medal ? (
          <DialogPanel
            data-testid="unlock-celebration"
            className="w-[min(92vw,26rem)] max-h-[92dvh] overflow-y-auto border-saffron bg-gradient-to-b from-amber-100 via-orange-50 to-white text-center"
          >
            {total > 1 ? (
              <p className="mx-auto mb-2 w-fit rounded-full bg-white/90 px-3 py-1 text-sm font-bold text-paprika-dark">{t.queue(queue.closed + 1, total)}</p>
            ) : null}
            <Dialog.Title className="inline-flex items-center justify-center gap-2 font-display text-2xl font-bold leading-tight text-paprika-dark sm:text-3xl">
              <PartyPopper className="size-7 shrink-0" aria-hidden="true" />
              {t.title}
            </Dialog.Title>
            <div key={medal.id} className="animate-pop-in">
              <div className="relative mx-auto my-4 grid size-44 place-items-center" aria-hidden="true">
                <span className="unlock-rays absolute inset-0 rounded-full" />
                <span
                  data-testid="unlock-medal"
                  className="relative grid size-32 place-items-center rounded-full border-4 border-white bg-gradient-to-br from-amber-200 via-amber-300 to-orange-400 text-7xl shadow-pop motion-safe:animate-float"
                >
                  {medal.icon}
                </span>
              </div>
              <Dialog.Description asChild>
                <div>
                  <p className="font-display text-2xl font-bold text-ink">{medal.title}</p>
                  <p className="mt-1 text-lg text-ink-soft">{medal.description}</p>
                </div>
              </Dialog.Description>
            </div>
            <div className="mt-6 flex flex-col gap-3">
              <Dialog.Close asChild>
                <Button size="lg" className="w-full">
                  {t.keepCooking}
                </Button>
              </Dialog.Close>
              <Link to="/achievements" onClick={close} className={buttonClass('secondary', 'lg', 'w-full')}>
                <Trophy className="size-5" aria-hidden="true" />
                {t.seeMine}
              </Link>
            </div>
          </DialogPanel>
        ) : null}
      </Dialog.Root>
      {confetti ? <Celebration burst={queue.closed} onDone={endConfetti} /> : null}
    </>
  );
}
