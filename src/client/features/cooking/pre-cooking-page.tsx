// Pre-cooking verification (SPEC §2, §4): check off every ingredient (or prove it with a real photo), see the
// tools the steps need, and only then start cooking.
import { Camera, CheckCircle2, ChefHat, Circle, ListChecks, Loader2, Wrench } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Ingredient, Recipe } from '#shared/contract/recipes.ts';
import { scaleIngredients } from '#shared/domain/servings.ts';
import { foldAccents } from '#shared/domain/text.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useSession } from '../../app/session.tsx';
import { ApiError } from '../../lib/api.ts';
import { useOnline } from '../../lib/offline.ts';
import { useUrlParams } from '../../lib/url-params.ts';
import { uploadImage } from '../../lib/upload.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { Page } from '../../ui/page.tsx';
import { RecipeImage } from '../../ui/recipe-image.tsx';
import { choiceFromSearch, choiceParams, ServingsControl, type ServingsChoice } from '../../ui/servings-control.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { AddMissingButton } from './add-missing.tsx';
import { startCookSession, useRecipeToCook } from './cooking-api.ts';
import { newProgress, saveCook, type PreCookingState } from './cook-state.ts';
import { OfflineAnswerError } from './offline-error.ts';

const texts = es.cooking.preCooking;

/** The distinct heat sources, pots and tools across the steps, in the order they first appear. */
export function toolsOf(recipe: Pick<Recipe, 'steps'>): string[] {
  const seen = new Map<string, string>();
  for (const step of recipe.steps) {
    for (const name of [step.heatSource, step.pot, ...step.tools]) {
      const key = foldAccents(name.trim());
      if (key && !seen.has(key)) seen.set(key, name.trim());
    }
  }
  return [...seen.values()];
}

export function PreCookingPage() {
  const { recipeId = '' } = useParams();
  const recipe = useRecipeToCook(recipeId);
  if (recipe.isPending) return <LoadingScreen label={es.cooking.loading} />;
  if (!recipe.data) {
    const { error } = recipe;
    if (error instanceof OfflineAnswerError) return <NoRecipe message={error.message} />;
    const missing = error instanceof ApiError && error.status === 404;
    return <NoRecipe message={missing ? texts.notFound : texts.loadError} />;
  }
  return <Checklist key={recipe.data.id} recipe={recipe.data} />;
}

export function NoRecipe({ message }: { message: string }) {
  return (
    <Page title={texts.title} back={{ to: '/cook-mode-hub', label: es.cooking.backToHub }}>
      <Card className="text-center">
        <p role="alert" className="text-xl font-semibold">
          {message}
        </p>
        <Link to="/cook-mode-hub" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
          {es.cooking.back}
        </Link>
      </Card>
    </Page>
  );
}

function Checklist({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const notify = useToast();
  const { user } = useSession();
  const online = useOnline();
  const { fromPantry } = (useLocation().state ?? {}) as PreCookingState;
  const [verified, setVerified] = useState<boolean[]>(() => recipe.ingredients.map(() => false));
  const [photos, setPhotos] = useState<Record<number, string>>({});
  const [uploading, setUploading] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const tools = useMemo(() => toolsOf(recipe), [recipe]);
  const done = verified.filter(Boolean).length;
  const allVerified = done === recipe.ingredients.length;
  const canUpload = Boolean(user) && online;
  // The portions chosen on the detail arrive in the query string, and a change here is kept there too.
  const { searchParams, update } = useUrlParams();
  const choice = choiceFromSearch(searchParams, recipe.servings);
  const ingredients = useMemo(
    () => scaleIngredients(recipe.ingredients, recipe.servings, choice.servings, choice.measures),
    [recipe.ingredients, recipe.servings, choice.servings, choice.measures],
  );
  const choose = (next: ServingsChoice) => update(choiceParams(next, recipe.servings));

  const toggle = (index: number) => setVerified((current) => current.map((v, i) => (i === index ? !v : v)));

  async function upload(index: number, ingredient: Ingredient, file: File) {
    setUploading(index);
    try {
      const { url } = await uploadImage(file, 'ingredient-real', ingredient.name);
      setPhotos((current) => ({ ...current, [index]: url }));
      setVerified((current) => current.map((v, i) => (i === index ? true : v)));
    } catch (error) {
      const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notify('error', told ? error.message : texts.uploadError);
    } finally {
      setUploading(null);
    }
  }

  async function start() {
    setStarting(true);
    let cookSessionId: string | undefined;
    if (user && online) {
      try {
        // The start is only offered once every ingredient is checked off: such a finish earns more XP.
        cookSessionId = (
          await startCookSession({
            recipeId: recipe.id,
            ingredientsVerified: allVerified,
            ...(fromPantry ? { fromPantry } : {}),
          })
        ).id;
      } catch (error) {
        // The cook can still cook; only the achievement bookkeeping of this session is lost.
        console.error('No se pudo registrar la sesión de cocina', error);
      }
    }
    const cook: CookModeState = {
      recipe,
      ...(cookSessionId ? { cookSessionId } : {}),
      ...(fromPantry ? { fromPantry } : {}),
      servings: choice.servings,
      measures: choice.measures,
    };
    saveCook({ cook, progress: newProgress(cook) });
    navigate('/real-cook-mode', { state: cook });
  }

  return (
    <Page
      title={texts.title}
      subtitle={texts.subtitle}
      back={{ to: '/cook-mode-hub', label: es.cooking.backToHub }}
    >
      <Card className="flex items-center gap-4 p-3">
        <RecipeImage recipe={recipe} decorative className="size-20 shrink-0 rounded-2xl" />
        <div>
          <h2 className="font-display text-2xl font-bold leading-tight">{recipe.name}</h2>
          <p className="font-semibold text-ink-soft">{recipe.totalTime}</p>
        </div>
      </Card>

      <section aria-labelledby="ingredients-heading" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2
            id="ingredients-heading"
            className="inline-flex items-center gap-2 font-display text-2xl font-bold"
          >
            <ListChecks className="size-7 text-herb" aria-hidden="true" />
            {texts.ingredients}
          </h2>
          <p className="font-bold text-ink" aria-live="polite">
            {fill(texts.progress, { done, total: recipe.ingredients.length })}
          </p>
          {recipe.ingredients.length && !allVerified ? (
            <Button
              variant="ghost"
              className="-mr-2 ml-auto"
              onClick={() => setVerified(recipe.ingredients.map(() => true))}
            >
              {texts.verifyAll}
            </Button>
          ) : null}
        </div>
        {recipe.ingredients.length ? (
          <ServingsControl {...choice} recipeServings={recipe.servings} onChange={choose} className="mt-3" />
        ) : null}
        {recipe.ingredients.length ? (
          <ul className="mt-3 grid gap-3">
            {ingredients.map((ingredient, index) => (
              <IngredientRow
                key={index}
                ingredient={ingredient}
                verified={verified[index] ?? false}
                photo={photos[index]}
                uploading={uploading === index}
                canUpload={canUpload}
                onToggle={() => toggle(index)}
                onPhoto={(file) => void upload(index, ingredient, file)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-lg text-ink-soft">{texts.noIngredients}</p>
        )}
        {recipe.ingredients.length && !allVerified ? (
          // What is still «Pendiente» is what the cook lacks, in the portions and measures chosen above.
          <AddMissingButton
            className="mt-3 w-full"
            lines={() => ingredients.filter((_, index) => !verified[index])}
          />
        ) : null}
      </section>

      <section aria-labelledby="tools-heading" className="mt-6">
        <h2 id="tools-heading" className="inline-flex items-center gap-2 font-display text-2xl font-bold">
          <Wrench className="size-7 text-paprika" aria-hidden="true" />
          {texts.tools}
        </h2>
        {tools.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {tools.map((tool) => (
              <li key={tool} className="rounded-full border-2 border-crust bg-white px-4 py-2 font-semibold">
                {tool}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-lg text-ink-soft">{texts.noTools}</p>
        )}
      </section>

      <div className="sticky bottom-0 -mx-4 mt-8 border-t-2 border-crust bg-cream/95 px-4 pb-4 pt-3 backdrop-blur">
        {recipe.steps.length ? (
          <Button
            size="lg"
            className="w-full text-xl"
            disabled={!allVerified || starting}
            onClick={() => void start()}
            icon={<ChefHat className="size-7" aria-hidden="true" />}
            aria-describedby={allVerified ? undefined : 'start-hint'}
          >
            {texts.start}
          </Button>
        ) : (
          <p role="alert" className="rounded-blob bg-white p-4 text-center text-lg font-semibold">
            {es.cooking.cookMode.noSteps}
          </p>
        )}
        {!allVerified && recipe.steps.length ? (
          <p id="start-hint" className="mt-1.5 text-center font-semibold text-ink-soft">
            {texts.startHint}
          </p>
        ) : null}
      </div>
    </Page>
  );
}

interface IngredientRowProps {
  ingredient: Ingredient;
  verified: boolean;
  photo: string | undefined;
  uploading: boolean;
  canUpload: boolean;
  onToggle: () => void;
  onPhoto: (file: File) => void;
}

function IngredientRow({
  ingredient,
  verified,
  photo,
  uploading,
  canUpload,
  onToggle,
  onPhoto,
}: IngredientRowProps) {
  const input = useRef<HTMLInputElement>(null);
  const state = verified ? texts.verified : texts.pending;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPhoto(file);
  }

  return (
    <li
      className={`flex items-center gap-2 rounded-blob border-2 p-2 transition ${verified ? 'border-herb bg-herb-soft' : 'border-crust bg-white'}`}
      data-testid="ingredient-check"
    >
      <button
        type="button"
        aria-pressed={verified}
        onClick={onToggle}
        className="flex min-h-14 flex-1 items-center gap-3 rounded-2xl px-2 text-left"
      >
        {verified ? (
          <CheckCircle2 className="size-9 shrink-0 text-herb animate-pop-in" aria-hidden="true" />
        ) : (
          <Circle className="size-9 shrink-0 text-ink-soft" aria-hidden="true" />
        )}
        <span className="flex flex-1 flex-col">
          <span className="text-lg font-bold leading-tight">{ingredient.name}</span>
          <span className="text-sm font-semibold text-ink-soft">
            {ingredient.quantity ? `${ingredient.quantity} · ` : ''}
            <span className={`font-bold ${verified ? 'text-herb' : ''}`}>{state}</span>
          </span>
        </span>
      </button>
      {photo ? (
        <img
          src={photo}
          alt={fill(texts.photoAlt, { name: ingredient.name })}
          className="size-12 rounded-xl object-cover"
        />
      ) : null}
      {canUpload ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="hidden"
            onChange={picked}
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            variant="secondary"
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-label={fill(texts.photoOf, { name: ingredient.name })}
            className="min-h-14 min-w-14 px-3"
            icon={
              uploading ? (
                <Loader2 className="size-6 animate-spin" aria-hidden="true" />
              ) : (
                <Camera className="size-6" aria-hidden="true" />
              )
            }
          >
            <span className="max-sm:sr-only">{uploading ? texts.uploading : texts.photo}</span>
          </Button>
        </>
      ) : null}
    </li>
  );
}
