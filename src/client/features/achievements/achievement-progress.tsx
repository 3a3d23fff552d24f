import type { AchievementItem } from '#shared/contract/achievements.ts';
import { progressPercent } from '#shared/domain/achievements.ts';
import { profile } from '#shared/i18n/profile.ts';

/** The progress bar of a locked achievement (SPEC §9: progress ÷ threshold, capped at 100 %). */
export function AchievementProgress({ item, size = 'sm' }: { item: AchievementItem; size?: 'sm' | 'lg' }) {
  const percent = Math.round(progressPercent(item.progress, item.threshold));
  return (
    <div
      role="progressbar"
      aria-label={profile.achievements.progressLabel(item.title)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={profile.achievements.progress(shownProgress(item), item.threshold)}
      className={`w-full overflow-hidden rounded-full bg-crust ${size === 'lg' ? 'h-4' : 'h-2.5'}`}
    >
      <div className="h-full rounded-full bg-gradient-to-r from-saffron to-paprika transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** 'Progreso: X de threshold' never reads more than the threshold. */
export const shownProgress = (item: AchievementItem) => Math.min(item.progress, item.threshold);
