// The book's 9-step tutorial: opens by itself the first time on this device, and from the '?' button.
// The dialog itself (recipes-tutorial-dialog.tsx) loads when it opens, not with the book.
import { lazy, Suspense, useState } from 'react';
import { useIntroShown } from '../../app/intro-video.tsx';
import { usePageSettled } from '../../lib/page-settled.ts';

const RecipesTutorialDialog = lazy(async () => ({ default: (await import('./recipes-tutorial-dialog.tsx')).RecipesTutorialDialog }));

const seenKey = 'sazon:recipes-tutorial-seen';

function alreadySeen(): boolean {
  try {
    return localStorage.getItem(seenKey) === '1';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    localStorage.setItem(seenKey, '1');
  } catch {
    /* private mode: the tutorial simply shows again next time */
  }
}

/**
 * Open state of the tutorial, opening by itself the first time the book is visited on this device, once the
 * book has loaded (page settled): the dialog (its focus trap, scroll lock and backdrop) is not built
 * and laid out while the book's own code, list and photos are still arriving. When the book is the
 * session's first screen, it also waits for the intro video to end.
 */
export function useTutorial() {
  const [firstVisit] = useState(() => !alreadySeen());
  const settled = usePageSettled();
  // On a session's very first screen the intro plays first: one overlay at a time.
  const introShown = useIntroShown();
  // null until the cook opens or closes it: then their choice, not the first visit, decides.
  const [chosen, setOpen] = useState<boolean | null>(null);
  return {
    open: chosen ?? (firstVisit && settled && !introShown),
    show: () => setOpen(true),
    close: () => {
      markSeen();
      setOpen(false);
    },
  };
}

export function RecipesTutorial({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RecipesTutorialDialog onClose={onClose} />
    </Suspense>
  );
}
