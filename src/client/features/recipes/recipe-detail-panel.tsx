// The recipe's detail in a dialog addressed by the URL (?receta=<id>): photo, description, ingredients,
// steps, rating, favourite, comments, the cook action and, for its author only, the edit button (for
// anyone else «Reportar», and for its author «En revisión» while reports hide it: issue 17). Its own
// chunk, loaded by recipe-detail-dialog.tsx when a recipe is opened.
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { ChefHat, Clock, Flag, Flame, Globe2, Heart, Pencil, Star, Utensils, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Recipe } from '#shared/contract/recipes.ts';
import { recipeTopic } from '#shared/contract/live.ts';
import { formatRating, nextRatingAfterClick } from '#shared/domain/ratings.ts';
import { clampServings, scaleIngredients } from '#shared/domain/servings.ts';
import { es } from '#shared/i18n/es.ts';
import { moderation } from '#shared/i18n/moderation.ts';
import { useSession } from '../../app/session.tsx';
import { ApiError } from '../../lib/api.ts';
import { useLive } from '../../lib/live.ts';
import { Button } from '../../ui/button.tsx';
import { difficultyLabel } from '../../ui/recipe-card.tsx';
import { RecipeImage } from '../../ui/recipe-image.tsx';
import { ServingsControl, servingsSearch, type ServingsChoice } from '../../ui/servings-control.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { UnderReview } from '../../ui/under-review.tsx';
import { ReportDialog } from '../../ui/community-actions.tsx';
import { RatingStars } from './rating-stars.tsx';
import { RecipeComments } from './recipe-comments.tsx';
import { refreshRecipe, useFavorite, useRate, useRecipe, useRecordView } from './recipes-api.ts';
import { ShareButton } from './share-button.tsx';

const texts = es.recipes;

/** 401 and 403 carry their own Spanish reason (sign in, own recipe); other failures get the SPEC text. */
const reasonOr = (error: Error, fallback: string) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403) ? error.message : fallback;

export function RecipeDetailPanel({ recipeId, onClose }: { recipeId: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 top-3 z-40 mx-auto flex max-w-3xl flex-col overflow-hidden rounded-t-blob border-4 border-saffron bg-cream shadow-pop animate-pop-in sm:inset-x-4 sm:bottom-6 sm:top-6 sm:rounded-blob"
        >
          <DetailBody id={recipeId} onClose={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailBody({ id, onClose }: { id: string; onClose: () => void }) {
  const notify = useToast();
  const queryClient = useQueryClient();
  const query = useRecipe(id);

  useLive([recipeTopic(id)], () => refreshRecipe(queryClient, id));

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    notify('error', error instanceof ApiError && error.status === 404 ? texts.errors.notFound : texts.errors.load);
    onClose();
  }, [error, notify, onClose]);

  const closeButton = (
    <Dialog.Close
      aria-label={texts.detail.close}
      className="absolute right-3 top-3 z-10 grid size-12 place-items-center rounded-full bg-white/95 text-ink shadow-pop hover:bg-white"
    >
      <X className="size-6" aria-hidden="true" />
    </Dialog.Close>
  );

  if (!query.data) {
    return (
      <div className="relative grid min-h-64 place-items-center p-8" role="status">
        {closeButton}
        <div className="flex flex-col items-center gap-4">
          <div className="size-14 animate-spin rounded-full border-8 border-crust border-t-paprika" aria-hidden="true" />
          <Dialog.Title className="font-display text-xl font-semibold">{texts.detail.loading}</Dialog.Title>
        </div>
      </div>
    );
  }
  return (
    <div className="relative overflow-y-auto overscroll-contain">
      {closeButton}
      <RecipeDetail recipe={query.data} />
    </div>
  );
}

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const notify = useToast();
  const rate = useRate(recipe.id);
  const favorite = useFavorite(recipe.id);
  const isAuthor = user?.id === recipe.authorId;
  const ids = useId();
  const [reporting, setReporting] = useState(false);
  useRecordView(recipe.id, Boolean(user));
  const [choice, setChoice] = useState<ServingsChoice>(() => ({ servings: clampServings(recipe.servings), measures: 'original' }));
  const ingredients = useMemo(
    () => scaleIngredients(recipe.ingredients, recipe.servings, choice.servings, choice.measures),
    [recipe.ingredients, recipe.servings, choice],
  );

  function onRate(stars: number) {
    const next = nextRatingAfterClick(recipe.myRating, stars);
    rate.mutate(next, {
      onSuccess: () => (next === 0 ? notify('info', texts.rating.cleared) : notify('success', texts.rating.thanks)),
      onError: (error) => notify('error', reasonOr(error, texts.rating.error)),
    });
  }

  function onToggleFavorite() {
    favorite.mutate(!recipe.isFavorite, { onError: (error) => notify('error', reasonOr(error, texts.favorites.error)) });
  }

  const facts = [
    { label: texts.detail.time, value: recipe.totalTime, icon: <Clock className="size-5" aria-hidden="true" /> },
    { label: texts.detail.difficulty, value: difficultyLabel(recipe.difficulty), icon: <Flame className="size-5" aria-hidden="true" /> },
    { label: texts.detail.nationality, value: recipe.nationality, icon: <Globe2 className="size-5" aria-hidden="true" /> },
    { label: texts.detail.mealType, value: recipe.mealType, icon: <Utensils className="size-5" aria-hidden="true" /> },
  ];

  return (
    <article>
      <RecipeImage recipe={recipe} className="aspect-[16/9] max-h-80 w-full" />
      <div className="flex flex-col gap-6 p-5 sm:p-7">
        <header className="flex flex-col gap-2">
          <Dialog.Title className="font-display text-3xl font-bold leading-tight text-ink sm:text-4xl">{recipe.name}</Dialog.Title>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="font-semibold text-ink-soft">{texts.detail.by(recipe.author)}</p>
            <ShareButton recipe={recipe} />
          </div>
          {recipe.underReview ? <UnderReview /> : null}
          <p className="text-lg text-ink">{recipe.description}</p>
        </header>

        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-white p-3 shadow-sm">
              <dt className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-ink-soft">
                {fact.icon}
                {fact.label}
              </dt>
              <dd className="mt-1 font-display text-lg font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="sm:flex-1" onClick={() => navigate(`/pre-cooking/${recipe.id}${servingsSearch(choice, recipe.servings)}`)} icon={<ChefHat className="size-6" aria-hidden="true" />}>
            {texts.detail.cook}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            aria-pressed={recipe.isFavorite}
            disabled={favorite.isPending}
            onClick={onToggleFavorite}
            className="whitespace-nowrap"
            icon={<Heart className={`size-6 shrink-0 ${recipe.isFavorite ? 'fill-chili text-chili' : 'text-chili'}`} aria-hidden="true" />}
          >
            {recipe.isFavorite ? texts.favorites.remove : texts.favorites.add}
            <span className="rounded-full bg-crust px-2 text-sm" data-testid="favorites-count">
              {texts.favorites.count(recipe.favoritesCount)}
            </span>
          </Button>
          {isAuthor ? (
            <Button size="lg" variant="herb" onClick={() => navigate(`/recipe-editor/${recipe.id}`)} icon={<Pencil className="size-5" aria-hidden="true" />}>
              {texts.detail.edit}
            </Button>
          ) : user ? (
            <Button size="lg" variant="ghost" onClick={() => setReporting(true)} icon={<Flag className="size-5 text-tomato" aria-hidden="true" />}>
              {moderation.report.action}
            </Button>
          ) : null}
        </div>
        {reporting ? (
          <ReportDialog target={{ targetType: 'recipe', targetId: recipe.id }} onClose={() => setReporting(false)} />
        ) : null}

        <section aria-labelledby={`${ids}-rating`} className="rounded-blob border-2 border-crust bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h3 id={`${ids}-rating`} className="font-display text-2xl font-bold">
                {texts.rating.title}
              </h3>
              <p className="flex items-center gap-1.5 font-semibold text-ink-soft" data-testid="rating-summary">
                <Star className="size-5 fill-saffron text-saffron" aria-hidden="true" />
                {texts.rating.summary(formatRating(recipe.averageRating), recipe.ratingCount)}
              </p>
            </div>
            <RatingStars value={recipe.myRating} disabled={isAuthor} busy={rate.isPending} onRate={onRate} />
          </div>
          <p className="mt-2 text-sm text-ink-soft">{isAuthor ? texts.rating.ownRecipe : texts.rating.clearHint}</p>
        </section>

        <section aria-labelledby={`${ids}-ingredients`} className="flex flex-col gap-3">
          <h3 id={`${ids}-ingredients`} className="font-display text-2xl font-bold">
            {texts.detail.ingredients}
          </h3>
          <ServingsControl {...choice} recipeServings={recipe.servings} onChange={setChoice} />
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="recipe-ingredients">
            {ingredients.map((ingredient, index) => (
              <li key={index} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
                {ingredient.image ? (
                  <img src={ingredient.image} alt="" loading="lazy" className="size-12 shrink-0 rounded-xl object-cover" />
                ) : (
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-crust font-display text-lg font-bold text-paprika-dark" aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                <span>
                  <span className="font-semibold">{ingredient.name}</span>
                  {ingredient.quantity ? <span className="block text-sm text-ink-soft">{ingredient.quantity}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${ids}-steps`} className="flex flex-col gap-3">
          <h3 id={`${ids}-steps`} className="font-display text-2xl font-bold">
            {texts.detail.steps}
          </h3>
          <ol className="flex flex-col gap-3">
            {recipe.steps.map((step, index) => {
              const details = [
                { label: texts.detail.stepTime, value: step.time },
                { label: texts.detail.stepTemperature, value: step.temperature },
                { label: texts.detail.stepHeatSource, value: step.heatSource },
                { label: texts.detail.stepPot, value: step.pot },
                { label: texts.detail.stepUtensil, value: step.utensil },
                { label: texts.detail.stepTools, value: step.tools.join(', ') },
              ].filter((detail) => detail.value);
              return (
                <li key={index} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-paprika font-display text-lg font-bold text-white" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <p className="text-sm font-bold uppercase tracking-wide text-paprika-dark">
                      <span className="sr-only">{texts.detail.step(index + 1)}: </span>
                      {step.type}
                    </p>
                    <p className="whitespace-pre-line text-ink">{step.instruction}</p>
                    {details.length ? (
                      <ul className="flex flex-wrap gap-2 text-sm">
                        {details.map((detail) => (
                          <li key={detail.label} className="inline-flex items-center gap-1 rounded-full bg-crust px-2.5 py-1">
                            <span className="font-semibold">{detail.label}:</span> {detail.value}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {step.image ? <img src={step.image} alt="" loading="lazy" className="mt-1 max-h-56 w-full rounded-2xl object-cover" /> : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <RecipeComments recipeId={recipe.id} />
      </div>
    </article>
  );
}
