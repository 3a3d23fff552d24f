import { Lock } from 'lucide-react';
import type { AchievementItem } from '#shared/contract/achievements.ts';
import { profile } from '#shared/i18n/profile.ts';
import { AchievementProgress } from './achievement-progress.tsx';

const t = profile.achievements;

/** A medal of the grid: bright when unlocked, greyed with a lock (and a bar once started) when not. */
export function AchievementCard({ item, fresh, onOpen }: { item: AchievementItem; fresh: boolean; onOpen: () => void }) {
  return (
    <li
      data-achievement={item.id}
      data-unlocked={item.unlocked}
      className={`relative flex flex-col items-center gap-2 rounded-blob border-2 p-4 text-center transition hover:-translate-y-0.5 focus-within:-translate-y-0.5 animate-pop-in ${
        item.unlocked ? 'border-saffron bg-white shadow-pop' : 'border-crust bg-white/70'
      } ${fresh ? 'celebration-glow' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full text-4xl ${item.unlocked ? 'bg-gradient-to-br from-amber-200 to-orange-300' : 'bg-stone-200 grayscale opacity-70'}`}
      >
        {item.icon}
      </span>
      {item.unlocked ? null : (
        <span className="absolute right-3 top-3 grid size-8 place-items-center rounded-full bg-ink/80 text-white">
          <Lock className="size-4" aria-hidden="true" />
          <span className="sr-only">{t.locked}</span>
        </span>
      )}
      <h3 className={`font-display text-lg font-bold leading-tight ${item.unlocked ? 'text-ink' : 'text-ink-soft'}`}>
        {/* The button covers the whole card, so the card is one big touch target. */}
        <button type="button" onClick={onOpen} className="after:absolute after:inset-0 after:rounded-blob focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-saffron">
          {item.title}
        </button>
      </h3>
      <p className="line-clamp-2 text-sm text-ink-soft">{item.description}</p>
      {!item.unlocked && item.progress > 0 ? (
        <div className="mt-auto w-full pt-1">
          <AchievementProgress item={item} />
        </div>
      ) : null}
    </li>
  );
}
