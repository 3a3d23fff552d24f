// The game's part of the finished screen (issue 13): the XP the finish earned, the level, the weekly streak,
// the weekly challenge and the medals it unlocked, as the server counted them. While the server answers it
// says so; a cook kept on the device says when it will count; an anonymous cook sees nothing of it.
import { Flame, Loader2, Sparkles, WifiOff } from 'lucide-react';
import type { CookSessionFinished } from '#shared/contract/cooking.ts';
import type { Progress } from '#shared/contract/progress.ts';
import { achievements } from '#shared/domain/achievements.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { ChallengeLine, streakText, XpBar } from '../../ui/game-progress.tsx';
import type { CookFinish } from './cook-finish.ts';

const texts = es.cooking.finished;
const card = es.progress.card;

/** What the finished screen knows of the finish: still waiting for the server, its outcome, or nothing. */
export type FinishOutcome = 'counting' | CookFinish | null;

export function CookRewards({ outcome }: { outcome: FinishOutcome }) {
  if (outcome === null) return null;
  if (outcome === 'counting' || outcome.kind === 'queued') {
    const counting = outcome === 'counting';
    return (
      <p
        role="status"
        className="mt-4 flex items-center justify-center gap-2 rounded-blob bg-cream px-4 py-3 font-semibold text-ink-soft"
      >
        {counting ? (
          <Loader2 className="size-5 shrink-0 motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <WifiOff className="size-5 shrink-0" aria-hidden="true" />
        )}
        {counting ? texts.counting : texts.queued}
      </p>
    );
  }
  return <Earned answer={outcome.answer} />;
}

function Earned({ answer }: { answer: CookSessionFinished }) {
  const { xpEarned, progress } = answer;
  const medals = achievements.filter((a) => answer.unlocked.includes(a.id));
  // The level started within this finish's XP: the finish crossed into it.
  const leveledUp = xpEarned > 0 && progress.levelXp < xpEarned;
  return (
    <section
      aria-label={texts.rewards}
      className="mt-4 flex flex-col gap-3 rounded-blob border-2 border-saffron/40 bg-gradient-to-br from-orange-50 to-crust p-3 text-left"
    >
      <div className="flex items-center gap-3">
        {xpEarned > 0 ? (
          <p className="flex shrink-0 items-center gap-1 font-display text-3xl font-bold text-paprika-dark animate-pop-in sm:text-4xl">
            <Sparkles
              className="size-6 text-saffron motion-safe:animate-float sm:size-7"
              aria-hidden="true"
            />
            {fill(texts.xpEarned, { xp: xpEarned })}
          </p>
        ) : (
          <p className="min-w-0 flex-1 text-sm font-semibold text-ink-soft">{texts.xpAlreadyToday}</p>
        )}
        <Streak progress={progress} />
      </div>
      <Level progress={progress} leveledUp={leveledUp} />
      <ChallengeLine challenge={progress.weeklyChallenge} />
      {medals.length ? (
        <div>
          <h2 className="text-sm font-bold text-ink-soft">{texts.unlocked}</h2>
          <ul className="mt-1 flex flex-wrap gap-2">
            {medals.map((medal) => (
              <li
                key={medal.id}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-bold shadow-sm animate-pop-in"
              >
                <span aria-hidden="true">{medal.icon}</span>
                {medal.title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Streak({ progress }: { progress: Progress }) {
  const cooked = progress.thisWeek === 'cooked';
  return (
    <p className="ml-auto flex min-w-0 items-center gap-1.5">
      <Flame
        className={`size-6 shrink-0 ${cooked ? 'fill-saffron text-paprika' : 'text-ink-soft'}`}
        aria-hidden="true"
      />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-sm font-bold sm:text-base">{streakText(progress.weekStreak)}</span>
        <span className={`text-xs font-semibold ${cooked ? 'text-green-800' : 'text-ink-soft'}`}>
          {cooked ? card.weekCooked : card.weekPending}
        </span>
      </span>
    </p>
  );
}

function Level({ progress, leveledUp }: { progress: Progress; leveledUp: boolean }) {
  const { level, levelTitle } = progress;
  return (
    <div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 font-display font-bold leading-tight">
        <span>{fill(card.level, { level, title: levelTitle })}</span>
        {leveledUp ? <span className="text-sm text-green-800 animate-pop-in">{texts.levelUp}</span> : null}
      </p>
      <XpBar progress={progress} track="bg-white" />
    </div>
  );
}
