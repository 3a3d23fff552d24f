// /what-i-have («Tengo a la mano»): pick what is in the kitchen, get the recipes you can make, fewest
// missing first, in «Puedes cocinar» (nothing missing), «Te falta poco» (one or two) and the rest, page by page. The searched selection lives in the address (?have=…),
// so coming back from a recipe shows the same results. Offline it searches the recipes kept on the device.
import { PartyPopper, Search, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { IngredientMatch } from '#shared/contract/cooking.ts';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import { ingredientKey } from '#shared/domain/ingredients.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Page } from '../../ui/page.tsx';
import { RecipeCard } from '../../ui/recipe-card.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { AddMissingButton } from './add-missing.tsx';
import { fetchRecipeToCook, useCookingOffline, useIngredientSearch, useKnownIngredients } from './cooking-api.ts';
import { CookLink } from './cook-link.tsx';
import { IngredientPicker } from './ingredient-picker.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { OfflineAnswerError } from './offline-error.ts';

const texts = es.cooking.whatIHave;

const parseHave = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

export function WhatIHavePage() {
  const notify = useToast();
  const [params, setParams] = useSearchParams();
  const searched = useMemo(() => parseHave(params.get('have')), [params]);
  const [chosen, setChosen] = useState<string[]>(searched);
  const offline = useCookingOffline();
  const known = useKnownIngredients();
  const results = useIngredientSearch(searched);
  const chosenKeys = useMemo(() => new Set(chosen.map(ingredientKey)), [chosen]);
  const fromDevice = offline || Boolean(known.data?.fromDevice || results.data?.pages[0]?.fromDevice);

  // Offline, the banner already says why the device has nothing to suggest.
  useEffect(() => {
    if (known.isError && !(known.error instanceof OfflineAnswerError))
      notify('error', texts.ingredientsLoadError);
  }, [known.isError, known.error, notify]);
  useEffect(() => {
    if (!results.isError) return;
    notify('error', results.error instanceof OfflineAnswerError ? results.error.message : texts.searchError);
  }, [results.isError, results.error, notify]);

  /** Adds what was picked or typed; «tomate, cebolla» adds two (the search separates names by commas). */
  function add(typed: string) {
    const next = [...chosen];
    let notice: string | null = null;
    for (const name of typed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const key = ingredientKey(name);
      const taken = next.some(
        (c) => c.toLowerCase() === name.toLowerCase() || (key && ingredientKey(c) === key),
      );
      if (taken) notice = texts.alreadyChosen;
      else if (next.length >= cookingLimits.selected)
        notice = fill(texts.tooMany, { max: cookingLimits.selected });
      else next.push(name);
    }
    setChosen(next);
    if (notice) notify('info', notice);
  }

  function search() {
    if (!chosen.length) {
      notify('error', texts.needOne);
      return;
    }
    setParams({ have: chosen.join(',') });
  }

  const items = results.data?.pages.flatMap((page) => page.items);
  return (
    <Page
      title={texts.title}
      subtitle={texts.subtitle}
      back={{ to: '/cook-mode-hub', label: es.cooking.backToHub }}
    >
      <OfflineBanner show={fromDevice} />
      <Card className="flex flex-col gap-5">
        <IngredientPicker known={known.data?.items ?? []} chosenKeys={chosenKeys} onPick={add} />
        <section aria-labelledby="chosen-heading">
          <div className="flex items-center justify-between gap-2">
            <h2 id="chosen-heading" className="font-display text-lg font-semibold">
              {fill(texts.chosen, { count: chosen.length })}
            </h2>
            {chosen.length ? (
              <Button
                variant="ghost"
                className="shrink-0 whitespace-nowrap"
                onClick={() => setChosen([])}
                icon={<Trash2 className="size-5" aria-hidden="true" />}
              >
                {texts.clear}
              </Button>
            ) : null}
          </div>
          {chosen.length ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-live="polite">
              {chosen.map((name) => (
                // A name longer than the screen is wide (one word of 60 letters) wraps inside its chip.
                <li
                  key={name}
                  className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full bg-herb-soft py-1 pl-4 pr-1 font-semibold text-herb animate-pop-in"
                >
                  <span className="min-w-0 wrap-anywhere">{name}</span>
                  <button
                    type="button"
                    onClick={() => setChosen(chosen.filter((c) => c !== name))}
                    aria-label={fill(texts.remove, { name })}
                    className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-herb hover:text-white"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink-soft">{texts.noneChosen}</p>
          )}
        </section>
        <Button
          size="lg"
          onClick={search}
          disabled={results.isFetching}
          icon={<Search className="size-6" aria-hidden="true" />}
        >
          {results.isFetching ? texts.searching : texts.search}
        </Button>
      </Card>

      {items ? (
        <section aria-labelledby="results-heading" className="mt-2">
          {/* The groups below say it to the eye; a screen reader hears where the results start. */}
          <h2 id="results-heading" className="sr-only">
            {texts.resultsTitle}
          </h2>
          {items.length ? (
            <>
              {groupsOf(items).map((group) => (
                <section key={group.title} aria-labelledby={`group-${group.id}`} className="mt-6">
                  <h2 id={`group-${group.id}`} className="font-display text-2xl font-bold text-ink">
                    {group.title}
                  </h2>
                  {group.hint ? <p className="text-ink-soft">{group.hint}</p> : null}
                  <ul className="mt-3 grid gap-4">
                    {group.items.map(({ recipe, have, missing }, index) => (
                      <li key={recipe.id}>
                        <RecipeCard
                          recipe={recipe}
                          delayMs={Math.min(index, 8) * 50}
                          action={<CookLink recipe={recipe} state={{ fromPantry: { selected: searched } }} />}
                        >
                          <Meter have={have.length} total={have.length + missing.length} />
                          {missing.length ? (
                            <>
                              <p className="font-semibold text-chili">
                                {fill(texts.missing, { list: missing.join(', ') })}
                              </p>
                              <AddMissingButton className="w-full sm:w-auto" recipeName={recipe.name} lines={() => missingLines(recipe.id, missing)} />
                            </>
                          ) : (
                            <p className="inline-flex items-center gap-2 font-display text-lg font-bold text-herb">
                              <PartyPopper className="size-6" aria-hidden="true" />
                              {texts.haveAll}
                            </p>
                          )}
                        </RecipeCard>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {results.hasNextPage ? (
                <Button
                  variant="secondary"
                  className="mt-6 w-full"
                  onClick={() => void results.fetchNextPage()}
                  disabled={results.isFetchingNextPage}
                >
                  {results.isFetchingNextPage ? texts.loadingMore : texts.showMore}
                </Button>
              ) : null}
            </>
          ) : (
            <p className="mt-4 rounded-blob bg-white/80 p-5 text-lg font-semibold text-ink-soft">
              {texts.noResults}
            </p>
          )}
        </section>
      ) : null}
    </Page>
  );
}

/**
 * «Te falta» with the recipe's quantities (as written: the recipe's own portions); only the names when the
 * recipe cannot be read (offline and not kept on the device).
 */
async function missingLines(recipeId: string, missing: readonly string[]) {
  const names = new Set(missing);
  try {
    const recipe = await fetchRecipeToCook(recipeId);
    const lines = recipe.ingredients.filter((ingredient) => names.has(ingredient.name));
    if (lines.length) return lines.map(({ name, quantity }) => ({ name, quantity }));
  } catch (error) {
    console.warn('No se pudieron leer las cantidades de la receta', error);
  }
  return missing.map((name) => ({ name, quantity: '' }));
}

/** The results as the cook reads them: nothing missing, one or two missing, the rest (already in that order). */
function groupsOf(items: readonly IngredientMatch[]) {
  const groups = [
    { id: 'can-cook', title: texts.canCook, hint: texts.canCookHint, items: items.filter((m) => m.missing.length === 0) },
    { id: 'almost', title: texts.almost, hint: texts.almostHint, items: items.filter((m) => m.missing.length > 0 && m.missing.length <= 2) },
    { id: 'more', title: texts.moreIdeas, hint: null, items: items.filter((m) => m.missing.length > 2) },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** How much of the recipe the cook has, as a little bar. */
function Meter({ have, total }: { have: number; total: number }) {
  const label = fill(texts.haveCount, { have, total });
  return (
    <div className="flex items-center gap-3">
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={have}
        aria-label={label}
        className="h-3 flex-1 overflow-hidden rounded-full bg-crust"
      >
        <div
          className="h-full rounded-full bg-herb transition-all"
          style={{ width: `${total ? (have / total) * 100 : 0}%` }}
        />
      </div>
      <span className="text-sm font-bold text-ink">{label}</span>
    </div>
  );
}
