// /real-cook-mode (SPEC §4): one step at a time with its timer. Next waits until the step is marked
// complete, Back resets the timer, the last step ends with 'Finalizar'. The recipe arrives in navigation
// state and, with the progress, is kept in sessionStorage so a reload carries on where the cook was.
// A running timer is also registered with the server, which pushes its end to a locked phone.
import { ArrowLeft, ArrowRight, CheckCircle2, Circle, Flag, Sun, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Step } from '#shared/contract/recipes.ts';
import { stepTypeLabels } from '#shared/domain/catalog.ts';
import { createTimer, parseStepTime, type TimerState } from '#shared/domain/step-time.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useSession } from '../../app/session.tsx';
import { choseOfflineMode, useOnline } from '../../lib/offline.ts';
import { currentPushSubscription } from '../../lib/push-subscription.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { finishCooking } from './cook-finish.ts';
import { loadCook, newProgress, saveCook, type CookProgress, type StoredCook } from './cook-state.ts';
import { useServerCookTimer } from './cook-timers.ts';
import { FinishedScreen } from './finished-screen.tsx';
import { askNotificationsOnce, notifyIfHidden, primeSound, useSpeech, useWakeLock } from './kitchen.ts';
import { NoRecipe } from './pre-cooking-page.tsx';
import { StepTimer } from './step-timer.tsx';
import { TimerAlarm } from './timer-alarm.tsx';

const texts = es.cooking.cookMode;

function isCookModeState(value: unknown): value is CookModeState {
  const recipe = (value as CookModeState | null)?.recipe;
  return Boolean(recipe && typeof recipe.id === 'string' && Array.isArray(recipe.steps));
}

/** The cook from navigation state (with its stored progress when it is the same cook), else from storage. */
function initialCook(state: unknown): StoredCook | null {
  const stored = loadCook();
  if (!isCookModeState(state)) return stored;
  const same =
    stored && stored.cook.recipe.id === state.recipe.id && stored.cook.cookSessionId === state.cookSessionId;
  return same ? stored : { cook: state, progress: newProgress(state) };
}

export function RealCookModePage() {
  const location = useLocation();
  const [initial] = useState(() => initialCook(location.state));
  if (!initial) return <NoRecipe message={es.cooking.preCooking.notFound} />;
  if (!initial.cook.recipe.steps.length) return <NoRecipe message={texts.noSteps} />;
  return <Cooking cook={initial.cook} initialProgress={initial.progress} />;
}

const timerFor = (step: Step | undefined): TimerState => createTimer(parseStepTime(step?.time ?? ''));

function Cooking({ cook, initialProgress }: { cook: CookModeState; initialProgress: CookProgress }) {
  const { recipe } = cook;
  const { user } = useSession();
  const online = useOnline();
  const [alarm, setAlarm] = useState<string | null>(null);
  const [progress, setProgress] = useState(initialProgress);
  const awake = useWakeLock();
  const speech = useSpeech();
  const total = recipe.steps.length;
  const index = progress.step;
  const step = recipe.steps[index]!;
  const timer = progress.timer ?? timerFor(step);
  const completed = progress.completed[index] ?? false;
  const last = index === total - 1;
  const doneCount = progress.completed.filter(Boolean).length;

  useEffect(() => saveCook({ cook, progress }), [cook, progress]);

  const timerLabel = fill(es.cooking.timer.alarmLabel, { recipe: recipe.name, n: index + 1 });
  const serverTakes = useServerCookTimer(timer, timerLabel, recipe.id, Boolean(user) && online && !choseOfflineMode());

  const setTimer = useCallback((next: TimerState) => setProgress((p) => ({ ...p, timer: next })), []);
  const ring = useCallback(() => {
    setAlarm(timerLabel);
    const pushed = serverTakes();
    void (async () => {
      // A subscribed device gets the server's push; any other hidden page shows the system notification.
      if ((await pushed) && (await currentPushSubscription())) return;
      await notifyIfHidden(fill(es.cooking.timer.notificationTitle, { recipe: recipe.name }), es.cooking.timer.timeUp);
    })();
  }, [serverTakes, timerLabel, recipe.name]);
  const onStart = useCallback(() => {
    primeSound();
    askNotificationsOnce();
  }, []);

  function goTo(next: number) {
    speech.stop();
    setProgress((p) => ({ ...p, step: next, timer: timerFor(recipe.steps[next]) }));
  }

  function finish() {
    speech.stop();
    setProgress((p) => ({ ...p, finished: true, timer: null }));
    void finishCooking(cook, user?.id ?? null);
  }

  if (progress.finished) return <FinishedScreen recipe={recipe} />;

  const details = [
    [texts.utensil, step.utensil],
    [texts.heatSource, step.heatSource],
    [texts.pot, step.pot],
    [texts.temperature, step.temperature],
    [texts.tools, step.tools.join(', ')],
  ].filter(([, value]) => value?.trim());

  return (
    <Page
      wide
      title={recipe.name}
      back={{ to: '/cook-mode-hub', label: texts.exit }}
      actions={
        awake ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-ink">
            <Sun className="size-4 text-saffron" aria-hidden="true" />
            {texts.screenAwake}
          </span>
        ) : null
      }
    >
      <div className="-mt-3 grid gap-4 pb-28 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-4">
          <div>
            <div className="flex items-baseline justify-between gap-2 font-display font-semibold">
              <span className="text-xl">{fill(texts.stepOf, { n: index + 1, total })}</span>
              <span className="text-ink-soft">{fill(texts.progressText, { done: doneCount, total })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={texts.progress}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={doneCount}
              aria-valuetext={fill(texts.progressText, { done: doneCount, total })}
              className="mt-2 h-5 overflow-hidden rounded-full border-2 border-white bg-crust shadow-inner"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-saffron to-herb transition-all duration-500"
                style={{ width: `${(doneCount / total) * 100}%` }}
              />
            </div>
          </div>

          <article
            key={index}
            className="rounded-blob border-2 border-crust bg-white p-5 shadow-pop animate-pop-in"
            aria-labelledby="step-instruction"
          >
            <span className="inline-block rounded-full bg-paprika-dark px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">
              {stepTypeLabels[step.type]}
            </span>
            <p id="step-instruction" className="mt-3 text-2xl font-semibold leading-snug text-ink">
              {step.instruction}
            </p>
            {step.image ? (
              <img src={step.image} alt="" className="mt-4 max-h-64 w-full rounded-2xl object-cover" />
            ) : null}
            {details.length ? (
              <dl className="mt-4 grid gap-2 sm:grid-cols-2">
                {details.map(([label, value]) => (
                  <div key={label} className="rounded-2xl bg-cream px-3 py-2">
                    <dt className="text-sm font-bold text-ink-soft">{label}</dt>
                    <dd className="font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {speech.supported ? (
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() =>
                  speech.speaking
                    ? speech.stop()
                    : speech.speak(fill(texts.speechStep, { n: index + 1, instruction: step.instruction }))
                }
                icon={
                  speech.speaking ? (
                    <VolumeX className="size-5" aria-hidden="true" />
                  ) : (
                    <Volume2 className="size-5" aria-hidden="true" />
                  )
                }
              >
                {speech.speaking ? texts.stopReading : texts.readAloud}
              </Button>
            ) : null}
          </article>
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          <StepTimer
            key={`timer-${index}`}
            timer={timer}
            onChange={setTimer}
            onRing={ring}
            onStart={onStart}
          />
          <TimerAlarm label={alarm} onStop={() => setAlarm(null)} />

          <button
            type="button"
            aria-pressed={completed}
            onClick={() =>
              setProgress((p) => ({ ...p, completed: p.completed.map((c, i) => (i === index ? !c : c)) }))
            }
            className={`flex min-h-16 items-center justify-center gap-3 rounded-blob border-4 px-5 font-display text-2xl font-bold shadow-pop transition active:translate-y-0.5 ${
              completed ? 'border-herb bg-herb text-white' : 'border-herb bg-white text-herb'
            }`}
          >
            {completed ? (
              <CheckCircle2 className="size-8 animate-pop-in" aria-hidden="true" />
            ) : (
              <Circle className="size-8" aria-hidden="true" />
            )}
            {texts.completed}
          </button>
        </div>
      </div>

      <nav
        className="fixed inset-x-0 bottom-0 z-10 border-t-2 border-crust bg-cream/95 py-3 backdrop-blur"
        aria-label={texts.stepNav}
      >
        <div className="mx-auto grid max-w-5xl grid-cols-2 gap-3 px-4">
          <Button
            size="lg"
            variant="secondary"
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
            icon={<ArrowLeft className="size-6" aria-hidden="true" />}
          >
            {texts.previous}
          </Button>
          {last ? (
            <Button
              size="lg"
              variant="herb"
              disabled={!completed}
              onClick={finish}
              icon={<Flag className="size-6" aria-hidden="true" />}
              aria-describedby={completed ? undefined : 'complete-first'}
            >
              {texts.finish}
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={!completed}
              onClick={() => goTo(index + 1)}
              aria-describedby={completed ? undefined : 'complete-first'}
            >
              {texts.next}
              <ArrowRight className="size-6" aria-hidden="true" />
            </Button>
          )}
        </div>
        {completed ? null : (
          <p id="complete-first" className="mt-1 text-center text-sm font-semibold text-ink-soft">
            {texts.completeFirst}
          </p>
        )}
      </nav>
    </Page>
  );
}
