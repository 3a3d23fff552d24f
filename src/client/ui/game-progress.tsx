// Pieces of the game's progress (issue 13) that several screens show the same way: the streak in words,
// the XP bar towards the next level, and the weekly challenge's line. The menu, the profile and the
// finished screen of a cook compose them (features do not import each other).
import { Target } from 'lucide-react';
import type { Progress, WeeklyChallenge } from '#shared/contract/progress.ts';
import { progress } from '#shared/i18n/progress.ts';
import { fill } from '#shared/i18n/fill.ts';

const texts = progress.card;

export function streakText(weeks: number): string {
  if (weeks === 0) return texts.streakNone;
  return weeks === 1 ? texts.streakOne : fill(texts.streak, { weeks });
}

/**
 * The XP earned in this level out of what it spans, named in words for screen readers; `words` also
 * shows them under the bar. `track` is the bar's empty colour, to stand out on the card behind it.
 */
export function XpBar({ progress, words = true, track = 'bg-crust' }: { progress: Progress; words?: boolean; track?: string }) {
  const { level, levelXp, nextLevelXp } = progress;
  const toNext = fill(texts.toNext, { levelXp, nextLevelXp, next: level + 1 });
  return (
    <>
      <div
        role="progressbar"
        aria-label={toNext}
        aria-valuemin={0}
        aria-valuemax={nextLevelXp}
        aria-valuenow={levelXp}
        className={`mt-1 h-3 overflow-hidden rounded-full ${track}`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-saffron to-paprika transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${Math.min(100, Math.round((levelXp / nextLevelXp) * 100))}%` }}
        />
      </div>
      {words ? <p className="mt-0.5 text-xs font-semibold text-ink-soft">{toNext}</p> : null}
    </>
  );
}

/** «Reto de la semana: <title>» with its progress, or done with its bonus. */
export function ChallengeLine({ challenge }: { challenge: WeeklyChallenge }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Target className={`size-5 shrink-0 ${challenge.completed ? 'text-herb' : 'text-paprika'}`} aria-hidden="true" />
      <p className="min-w-0 text-sm">
        <span className="font-bold">{texts.challenge}: </span>
        <span>{challenge.title}</span>{' '}
        <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${challenge.completed ? 'bg-herb-soft text-herb' : 'bg-crust'}`}>
          {challenge.completed
            ? fill(texts.challengeDone, { bonus: challenge.bonusXp })
            : fill(texts.challengeProgress, { progress: challenge.progress, goal: challenge.goal })}
        </span>
      </p>
    </div>
  );
}
