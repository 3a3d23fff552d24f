// The cook's progress at a glance (issue 13): level and XP bar, the weekly streak with this week's state
// and comodines, the weekly challenge, and the way to the league. Compact on the menu (the tiles stay
// above the fold on a phone), whole on the profile.
import { Flame, ShieldCheck, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { Progress } from '#shared/contract/progress.ts';
import { progress } from '#shared/i18n/progress.ts';
import { fill } from '#shared/i18n/fill.ts';
import { buttonClass } from '../../ui/button.tsx';
import { ChallengeLine, streakText, XpBar } from '../../ui/game-progress.tsx';
import { useProgress } from './progress-api.ts';

const texts = progress.card;

/** The last day of the week that ends at `endsAt` (Monday 00:00 in the cook's time zone). */
export function lastDayOf(endsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    new Date(Date.parse(endsAt) - 1),
  );
}

/** The level's disc, name and XP bar; `compact` leaves out the line in words (the bar's name says it). */
function LevelBar({ progress, compact = false }: { progress: Progress; compact?: boolean }) {
  const { level, levelTitle } = progress;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <span className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-saffron to-paprika font-display font-bold text-white shadow-md ${compact ? 'size-10 text-lg' : 'size-12 text-xl'}`} aria-hidden="true">
        {level}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 font-display font-bold leading-tight">
          <span>{fill(texts.level, { level, title: levelTitle })}</span>
          <span className="text-sm text-paprika-dark">{fill(texts.xp, { xp: progress.xp })}</span>
        </p>
        <XpBar progress={progress} words={!compact} />
      </div>
    </div>
  );
}

/**
 * The streak's weeks and this week's state. `short` (the menu) says the weeks as a number beside the flame
 * and the state as a word («hecha» / «pendiente»); screen readers hear the whole sentences either way.
 */
function StreakChip({ progress, short = false }: { progress: Progress; short?: boolean }) {
  const cooked = progress.thisWeek === 'cooked';
  const state = cooked ? texts.weekCooked : texts.weekPending;
  return (
    <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold ${cooked ? 'bg-orange-100 text-paprika-dark' : 'bg-crust text-ink'}`}>
      <Flame className={`size-5 shrink-0 ${cooked ? 'fill-saffron text-paprika' : 'text-ink-soft'}`} aria-hidden="true" />
      {short ? (
        <>
          <span aria-hidden="true">{fill(texts.streakWeeksShort, { weeks: progress.weekStreak })}</span>
          <span aria-hidden="true" className={`rounded-full px-2 py-0.5 text-xs ${cooked ? 'bg-herb-soft text-herb' : 'bg-white text-ink'}`}>
            {cooked ? texts.weekCookedShort : texts.weekPendingShort}
          </span>
          <span className="sr-only">{`${streakText(progress.weekStreak)}. ${state}`}</span>
        </>
      ) : (
        <>
          <span>{streakText(progress.weekStreak)}</span>
          <span className="sr-only">. {state}</span>
        </>
      )}
    </p>
  );
}

const leagueLink = (
  <Link to="/league" className={buttonClass('secondary', 'md', 'gap-2')}>
    <Trophy className="size-5 text-saffron" aria-hidden="true" />
    {texts.league}
  </Link>
);

const stripFrame = 'mt-4 min-h-40 rounded-blob border-2 border-crust bg-white/90 shadow-pop';

/**
 * The menu's strip: one glance, then the tiles (about 160 px on a phone, so the tiles stay in view). While
 * the progress loads, an empty frame of the same height holds its place, so the tiles do not jump down.
 */
export function ProgressStrip() {
  const { data: progress, isPending } = useProgress();
  if (!progress) return isPending ? <div className={stripFrame} aria-hidden="true" data-testid="progress-strip-placeholder" /> : null;
  const challenge = progress.weeklyChallenge;
  return (
    <section aria-label={texts.heading} className={`${stripFrame} flex flex-col gap-2 p-3 animate-pop-in`}>
      <LevelBar progress={progress} compact />
      <div className="flex items-center gap-2">
        <StreakChip progress={progress} short />
        <Link to="/league" className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-ink px-4 text-sm font-bold text-white shadow-sm hover:bg-ink-soft">
          <Trophy className="size-5 text-saffron" aria-hidden="true" />
          {texts.league}
        </Link>
      </div>
      <p className={`flex min-w-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold ${challenge.completed ? 'bg-herb-soft text-herb' : 'bg-crust'}`}>
        <Target className="size-5 shrink-0" aria-hidden="true" />
        <span className="sr-only">{texts.challenge}: </span>
        <span className="min-w-0 flex-1 truncate font-semibold">{challenge.title}</span>
        <span className="whitespace-nowrap">
          {challenge.completed ? texts.challengeDoneShort : fill(texts.challengeProgress, { progress: challenge.progress, goal: challenge.goal })}
        </span>
      </p>
    </section>
  );
}

/** The profile's card: the same, with the week's state, the comodines and when the week ends said in words. */
export function ProgressCard() {
  const { data: progress, isError } = useProgress();
  if (isError) return <p className="font-semibold text-ink-soft">{texts.loadError}</p>;
  if (!progress) return null;
  const cooked = progress.thisWeek === 'cooked';
  return (
    <section aria-labelledby="progress-heading" className="flex flex-col gap-4 rounded-blob border-2 border-crust bg-white p-5 shadow-pop">
      <h2 id="progress-heading" className="font-display text-xl font-bold">
        {texts.heading}
      </h2>
      <LevelBar progress={progress} />
      <div className="flex flex-wrap items-center gap-2">
        <StreakChip progress={progress} />
        <p className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-3 py-1.5 text-sm font-bold text-sky-900" title={texts.freezesHint}>
          <ShieldCheck className="size-5" aria-hidden="true" />
          {fill(texts.freezes, { count: progress.streakFreezes })}
        </p>
      </div>
      <p className={`text-sm font-semibold ${cooked ? 'text-herb' : 'text-ink-soft'}`}>{cooked ? texts.weekCooked : texts.weekPending}</p>
      <p className="text-sm text-ink-soft">{texts.freezesHint}</p>
      <div className="flex flex-col gap-1 rounded-2xl bg-cream p-3">
        <ChallengeLine challenge={progress.weeklyChallenge} />
        <p className="text-xs font-semibold text-ink-soft">
          {progress.weeklyChallenge.completed ? null : `${fill(texts.challengeBonus, { bonus: progress.weeklyChallenge.bonusXp })} · `}
          {fill(texts.endsIn, { date: lastDayOf(progress.weeklyChallenge.endsAt, progress.timeZone) })}
        </p>
      </div>
      <div>{leagueLink}</div>
    </section>
  );
}
