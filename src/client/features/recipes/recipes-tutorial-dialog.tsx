// The book's 9-step tutorial dialog: its own chunk, loaded by recipes-tutorial.tsx when the tutorial opens.
// A native modal <dialog> (focus kept inside, Escape, the page behind made inert by the browser): it opens by
// itself on a first visit while the book is still settling, where building a dialog library's focus trap and
// scroll lock cost a slow phone two long tasks. Its backdrop only dims the book: a blur behind it made every
// frame of its opening animation cost the main thread 8–10 ms more, right as the book loads.
import { BookOpen, ChefHat, Heart, MessageCircle, PlusCircle, Search, SlidersHorizontal, Star, Trophy, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { recipes } from '#shared/i18n/recipes.ts';
import { Button } from '../../ui/button.tsx';

const texts = recipes.tutorial;
const icons: ReactNode[] = [Search, SlidersHorizontal, BookOpen, Star, MessageCircle, Heart, ChefHat, PlusCircle, Trophy].map((Icon, i) => (
  <Icon key={i} className="size-10" aria-hidden="true" />
));
const tones = ['bg-paprika', 'bg-saffron', 'bg-herb', 'bg-amber-600', 'bg-sky-700', 'bg-chili', 'bg-orange-700', 'bg-teal-700', 'bg-fuchsia-700'];

/** Starts at the first step each time it opens (it is unmounted when closed). */
export function RecipesTutorialDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const last = texts.steps.length - 1;
  const current = texts.steps[step]!;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape (the browser's cancel) and a tap on the backdrop close it, as the other dialogs do.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto w-[min(94vw,30rem)] overflow-visible rounded-blob border-4 border-saffron bg-white p-6 text-ink shadow-pop animate-pop-in backdrop:bg-ink/60"
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="font-display text-lg font-semibold text-ink-soft">
            {texts.title}
          </h2>
          <button type="button" onClick={onClose} aria-label={texts.close} className="-mr-2 -mt-2 grid size-11 place-items-center rounded-full text-ink hover:bg-crust">
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <div key={step} className="flex flex-col items-center gap-3 text-center animate-pop-in">
          <span className={`grid size-20 place-items-center rounded-3xl text-white shadow-pop animate-float ${tones[step]}`}>{icons[step]}</span>
          <p className="text-sm font-bold uppercase tracking-wide text-paprika-dark">{texts.progress(step + 1, texts.steps.length)}</p>
          <h2 className="font-display text-3xl font-bold">{current.title}</h2>
          <p id={bodyId} className="text-lg text-ink">
            {current.body}
          </p>
        </div>
        <ol className="flex justify-center gap-1.5" aria-hidden="true">
          {texts.steps.map((s, i) => (
            <li key={s.title} className={`h-2.5 rounded-full transition-all ${i === step ? 'w-7 bg-paprika' : 'w-2.5 bg-crust'}`} />
          ))}
        </ol>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" size="lg" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            {texts.previous}
          </Button>
          {step < last ? (
            <Button size="lg" onClick={() => setStep((s) => s + 1)}>
              {texts.next}
            </Button>
          ) : (
            <Button size="lg" variant="herb" onClick={onClose}>
              {texts.finish}
            </Button>
          )}
        </div>
      </div>
    </dialog>
  );
}
