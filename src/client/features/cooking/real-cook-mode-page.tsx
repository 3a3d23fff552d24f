// /real-cook-mode (SPEC §4): one step at a time with its timer. Next waits until the step is marked
// complete, Back resets the timer, the last step ends with 'Finalizar'. The recipe arrives in navigation
// state and, with the progress, is kept in sessionStorage so a reload carries on where the cook was.
// A running timer is also registered with the server, which pushes its end to a locked phone. The finish
// is counted by the server and its answer (XP, streak, medals) shown on the finished screen.
import { ArrowLeft, ArrowRight, CheckCircle2, Circle, Flag, Sun, Volume2, VolumeX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Step } from '#shared/contract/recipes.ts';
import { stepTypeLabels } from '#shared/domain/catalog.ts';
import { clampServings } from '#shared/domain/servings.ts';
import { createTimer, parseStepTime, type TimerState } from '#shared/domain/step-time.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useSession } from '../../app/session.tsx';
import { apiRouteEntries } from '../../lib/api.ts';
import { choseOfflineMode, useOnline } from '../../lib/offline.ts';
import { currentPushSubscription } from '../../lib/push-subscription.ts';
import { Button } from '../../ui/button.tsx';
import type { ServingsChoice } from '../../ui/servings-control.tsx';
import { CookIngredients } from './cook-ingredients.tsx';
import { finishCooking, whoseCook } from './cook-finish.ts';
import type { FinishOutcome } from './cook-rewards.tsx';
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
  // The portions chosen before cooking, changeable here too; kept with the cook for a reload.
  const [choice, setChoice] = useState<ServingsChoice>(() => ({
    servings: clampServings(cook.servings ?? recipe.servings),
    measures: cook.measures ?? 'original',
  }));
  // What the finish earned; unknown (null) after a reload of the finished screen.
  const [outcome, setOutcome] = useState<FinishOutcome>(null);
  const queryClient = useQueryClient();
  const awake = useWakeLock();
  const speech = useSpeech();
  const total = recipe.steps.length;
  const index = progress.step;
  const step = recipe.steps[index]!;
  const timer = progress.timer ?? timerFor(step);
  const completed = progress.completed[index] ?? false;
  const last = index === total - 1;
  const doneCount = progress.completed.filter(Boolean).length;

  useEffect(() => saveCook({ cook: { ...cook, ...choice }, progress }), [cook, choice, progress]);

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
    const userId = user?.id ?? null;
    setOutcome(whoseCook(userId) ? 'counting' : null);
    void finishCooking(cook, userId).then((finished) => {
      setOutcome(finished);
      // The menu's progress card and the league show the new XP next time they are opened.
      if (finished?.kind === 'counted') {
        void queryClient.invalidateQueries(apiRouteEntries('GET /api/me/progress'));
        void queryClient.invalidateQueries(apiRouteEntries('GET /api/leaderboard'));
      }
    });
  }

  if (progress.finished) return <FinishedScreen recipe={recipe} outcome={outcome} />;

  const details = [
    [texts.utensil, step.utensil],
    [texts.heatSource, step.heatSource],
    [texts.pot, step.pot],
    [texts.temperature, step.temperature],
    [texts.tools, step.tools.join(', ')],
  ].filter(([, value]) => value?.trim());

  // One screen, no page scroll (issue 13): a compact header, the step (its text scrolls inside the card
  // when very long), the timer, and the action bar with «Paso completado» at the bottom. On screens too
  // short for that (a phone held sideways) the page scrolls as usual and the action bar sticks.
  return (
    <div className="bg-kitchen flex min-h-dvh flex-col [@media(min-height:34rem)]:h-dvh">
      <header className="mx-auto w-full max-w-5xl shrink-0 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] lg:pt-4">
        <div className="flex items-center gap-3">
          <Link
            to="/cook-mode-hub"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-2xl bg-white/80 px-3 font-display font-semibold shadow-sm hover:bg-white"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {texts.exit}
          </Link>
          <h1 className="min-w-0 flex-1 truncate font-display text-xl font-bold text-ink sm:text-2xl lg:text-3xl">
            {recipe.name}
          </h1>
          <CookIngredients recipe={recipe} choice={choice} onChange={setChoice} />
          {awake ? (
            <span
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white/80 px-2 py-1 text-sm font-semibold text-ink sm:px-3"
              title={texts.screenAwake}
            >
              <Sun className="size-5 text-saffron" aria-hidden="true" />
              <span className="max-sm:sr-only">{texts.screenAwake}</span>
            </span>
          ) : null}
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-2 font-display font-semibold">
          <span className="text-lg lg:text-xl">{fill(texts.stepOf, { n: index + 1, total })}</span>
          <span className="text-sm text-ink-soft lg:text-base">{fill(texts.progressText, { done: doneCount, total })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={texts.progress}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={doneCount}
          aria-valuetext={fill(texts.progressText, { done: doneCount, total })}
          className="mt-1 h-3 overflow-hidden rounded-full border border-white bg-crust shadow-inner lg:h-4"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-saffron to-herb transition-all duration-500"
            style={{ width: `${(doneCount / total) * 100}%` }}
          />
        </div>
      </header>

      <main className="mx-auto flex min-h-0 w-full max-w-5xl flex-1 flex-col gap-3 px-4 py-3 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[minmax(0,1fr)] lg:items-start lg:gap-6 lg:py-5">
        <article
          key={index}
          // Focusable so a keyboard can scroll a long step; its own button is not always there.
          tabIndex={0}
          className="min-h-0 overflow-y-auto rounded-blob border-2 border-crust bg-white p-4 shadow-pop animate-pop-in lg:max-h-full lg:p-6"
          aria-labelledby="step-instruction"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="inline-block rounded-full bg-paprika-dark px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">
              {stepTypeLabels[step.type]}
            </span>
            {speech.supported ? (
              <Button
                variant="secondary"
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
          </div>
          <p
            id="step-instruction"
            className="mt-3 text-xl font-semibold leading-snug text-ink lg:text-2xl"
          >
            {step.instruction}
          </p>
          {details.length ? (
            <dl className="mt-3 flex flex-wrap gap-2">
              {details.map(([label, value]) => (
                <div key={label} className="rounded-2xl bg-cream px-3 py-1.5">
                  <dt className="text-xs font-bold text-ink-soft">{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {step.image ? (
            // Below the text and at most a third of the screen: the picture never hides the instruction.
            <img src={step.image} alt="" className="mt-3 max-h-[30vh] w-full rounded-2xl object-cover lg:max-h-80" />
          ) : null}
        </article>

        <StepTimer key={`timer-${index}`} timer={timer} onChange={setTimer} onRing={ring} onStart={onStart} />
        <TimerAlarm label={alarm} onStop={() => setAlarm(null)} />
      </main>

      <div className="sticky bottom-0 z-10 shrink-0 border-t-2 border-crust bg-cream/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur">
        <div className="mx-auto grid max-w-5xl gap-2 px-4 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-6">
          <button
            type="button"
            aria-pressed={completed}
            onClick={() =>
              setProgress((p) => ({ ...p, completed: p.completed.map((c, i) => (i === index ? !c : c)) }))
            }
            className={`flex min-h-14 items-center justify-center gap-3 rounded-2xl border-4 px-5 font-display text-xl font-bold shadow-pop transition active:translate-y-0.5 lg:text-2xl ${
              completed ? 'border-herb bg-herb text-white' : 'border-herb bg-white text-herb'
            }`}
          >
            {completed ? (
              <CheckCircle2 className="size-7 animate-pop-in" aria-hidden="true" />
            ) : (
              <Circle className="size-7" aria-hidden="true" />
            )}
            {texts.completed}
          </button>
          <nav className="grid grid-cols-2 gap-2" aria-label={texts.stepNav}>
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
          </nav>
        </div>
        {completed ? null : (
          <p id="complete-first" className="mt-1 px-4 text-center text-sm font-semibold text-ink-soft">
            {texts.completeFirst}
          </p>
        )}
      </div>
    </div>
  );
}
