import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck } from 'lucide-react';
import type { AchievementItem } from '#shared/contract/achievements.ts';
import { profile } from '#shared/i18n/profile.ts';
import { Button } from '../../ui/button.tsx';
import { AchievementProgress, shownProgress } from './achievement-progress.tsx';

const t = profile.achievements;
const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long' });

/** The detail popup: 'Desbloqueado' or 'Progreso: X de threshold' (SPEC §2). */
export function AchievementDialog({ item, onClose }: { item: AchievementItem | null; onClose: () => void }) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        {item ? (
          <Dialog.Content
            className={`fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-blob border-4 bg-white p-6 text-center shadow-pop animate-pop-in ${
              item.unlocked ? 'border-saffron' : 'border-crust'
            }`}
          >
            <span
              aria-hidden="true"
              className={`mx-auto grid size-24 place-items-center rounded-full text-6xl ${item.unlocked ? 'bg-gradient-to-br from-amber-200 to-orange-300 animate-float' : 'bg-stone-200 grayscale'}`}
            >
              {item.icon}
            </span>
            <p className="mt-3 text-sm font-bold uppercase tracking-wide text-ink-soft">{t.groups[item.group]}</p>
            <Dialog.Title className="font-display text-2xl font-bold">{item.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-lg text-ink-soft">{item.description}</Dialog.Description>
            {item.unlocked ? (
              <div className="mt-4 flex flex-col items-center gap-1">
                <p className="inline-flex items-center gap-2 rounded-full bg-herb-soft px-4 py-2 font-display text-lg font-bold text-herb">
                  <CircleCheck className="size-5" aria-hidden="true" />
                  {t.unlocked}
                </p>
                {item.unlockedAt ? <p className="text-sm text-ink-soft">{t.unlockedOn(dateFormat.format(new Date(item.unlockedAt)))}</p> : null}
              </div>
            ) : (
              <div className="mt-4 flex flex-col gap-2">
                <p className="font-display text-lg font-bold">{t.progress(shownProgress(item), item.threshold)}</p>
                <AchievementProgress item={item} size="lg" />
              </div>
            )}
            <Dialog.Close asChild>
              <Button size="lg" className="mt-5 w-full">
                {t.close}
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
