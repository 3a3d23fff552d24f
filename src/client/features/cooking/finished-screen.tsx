// The end of a recipe (SPEC §4): a celebration, what the finish earned in the game (issue 13), the book's
// rating of the recipe, 'Volver' and 'Publicar en el Feed'. Compact, so on a phone the title, the XP and
// the actions stay in view.
import { ArrowLeft, Megaphone, PartyPopper, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { FromRecipeState } from '#shared/contract/navigation.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import { nextRatingAfterClick } from '#shared/domain/ratings.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useSession } from '../../app/session.tsx';
import { ApiError } from '../../lib/api.ts';
import { useOnline } from '../../lib/offline.ts';
import { Button } from '../../ui/button.tsx';
import { RecipeImage } from '../../ui/recipe-image.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { rateRecipe } from './cooking-api.ts';
import { CookRewards, type FinishOutcome } from './cook-rewards.tsx';
import { clearCook } from './cook-state.ts';

const texts = es.cooking.finished;

export function FinishedScreen({ recipe, outcome }: { recipe: Recipe; outcome: FinishOutcome }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const online = useOnline();
  const connected = Boolean(user) && online;

  function leave(to: string, state?: FromRecipeState) {
    clearCook();
    navigate(to, state ? { state } : undefined);
  }

  return (
    <div className="bg-kitchen flex min-h-dvh items-center justify-center p-3 sm:p-4">
      <main className="w-full max-w-md rounded-blob border-4 border-saffron bg-white p-4 text-center shadow-pop animate-pop-in sm:p-6">
        <div className="flex items-center gap-4 text-left sm:flex-col sm:text-center">
          <div className="relative size-20 shrink-0 sm:size-28">
            <RecipeImage
              recipe={recipe}
              decorative
              className="size-20 rounded-full border-4 border-white shadow-pop sm:size-28"
            />
            <span
              className="absolute -right-2 -top-2 grid size-10 place-items-center rounded-full bg-saffron text-white shadow-pop motion-safe:animate-float sm:size-12"
              aria-hidden="true"
            >
              <PartyPopper className="size-6 sm:size-7" />
            </span>
          </div>
          <div className="min-w-0">
            <h1 className="font-display text-2xl font-bold leading-tight sm:text-4xl">{texts.title}</h1>
            <p className="mt-1 text-ink-soft sm:text-lg">{fill(texts.subtitle, { name: recipe.name })}</p>
          </div>
        </div>
        <CookRewards outcome={outcome} />
        <section aria-labelledby="rate-heading" className="mt-4 rounded-blob bg-cream p-3">
          <h2 id="rate-heading" className="font-display text-lg font-bold">
            {texts.rate}
          </h2>
          {!user ? (
            <p className="mt-2 font-semibold text-ink-soft">{texts.rateNeedsAccount}</p>
          ) : user.id === recipe.authorId ? (
            <p className="mt-2 font-semibold text-ink-soft">{texts.ownRecipe}</p>
          ) : (
            <BigStars recipeId={recipe.id} initial={recipe.myRating} disabled={!online} />
          )}
        </section>
        <div className="mt-4 grid gap-3">
          <Button
            size="lg"
            disabled={!connected}
            onClick={() =>
              leave('/feed', { fromRecipe: { id: recipe.id, name: recipe.name, imageUrl: recipe.imageUrl } })
            }
            icon={<Megaphone className="size-6" aria-hidden="true" />}
            aria-describedby={connected ? undefined : 'publish-hint'}
          >
            {texts.publish}
          </Button>
          {connected ? null : (
            <p id="publish-hint" className="-mt-2 text-sm font-semibold text-ink-soft">
              {texts.publishNeedsConnection}
            </p>
          )}
          <Button
            size="lg"
            variant="secondary"
            onClick={() => leave(user ? '/recipes' : '/cook-mode-hub')}
            icon={<ArrowLeft className="size-6" aria-hidden="true" />}
          >
            {texts.back}
          </Button>
        </div>
      </main>
    </div>
  );
}

/** The book's own rating: pressing the current star again clears it, as in the recipe book. */
function BigStars({ recipeId, initial, disabled }: { recipeId: string; initial: number; disabled: boolean }) {
  const notify = useToast();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function rate(clicked: number) {
    const next = nextRatingAfterClick(value, clicked);
    setBusy(true);
    try {
      await rateRecipe(recipeId, next);
      setValue(next);
      if (next > 0) notify('success', texts.thanks);
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : texts.rateError,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-1 flex justify-center gap-1" role="group" aria-label={texts.rate}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={n === value}
          aria-label={fill(texts.star, { n })}
          disabled={busy || disabled}
          onClick={() => void rate(n)}
          className="grid size-14 place-items-center rounded-2xl transition hover:scale-110 active:scale-95 disabled:opacity-60"
        >
          <Star
            className={`size-11 ${n <= value ? 'fill-saffron text-saffron' : 'text-ink-soft'}`}
            aria-hidden="true"
          />
        </button>
      ))}
    </div>
  );
}
