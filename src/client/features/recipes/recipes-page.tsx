// /recipes, the recipe book (SPEC §2): search, filters, an infinite grid of cards, the detail dialog
// (kept in the URL as ?receta=<id> so a reload keeps it open) and the tutorial.
import { CircleHelp, Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { difficulties, type Difficulty, recipeFilters, type RecipeFilter } from '#shared/domain/catalog.ts';
import { recipes as texts } from '#shared/i18n/recipes.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useStagedPages } from '../../lib/staged-list.ts';
import { useUrlParams } from '../../lib/url-params.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { RecipeCard } from '../../ui/recipe-card.tsx';
import { MealPlaceholder } from '../../ui/recipe-image.tsx';
import { useFailureToast } from '../../ui/toaster.tsx';
import { RecipeDetailDialog } from './recipe-detail-dialog.tsx';
import { RecipeFilters, type FilterValues } from './recipe-filters.tsx';
import { firstPhotoIndex, useRecipeList, type ListParams } from './recipes-api.ts';
import { RecipesTutorial, useTutorial } from './recipes-tutorial.tsx';

/** Cards drawn with the first paint, which pop in; the rest of the page follows a moment later (lib/staged-list.ts). */
const firstCardsDrawn = 4;
/** Query-string names of the book's state, so a shared or reloaded address shows the same thing. */
const param = { search: 'q', filter: 'filtro', difficulty: 'dificultad', nationality: 'nacionalidad', recipe: 'receta' } as const;

function readParams(search: URLSearchParams): ListParams {
  const filter = search.get(param.filter);
  const difficulty = search.get(param.difficulty);
  return {
    q: search.get(param.search) ?? '',
    filter: recipeFilters.includes(filter as RecipeFilter) ? (filter as RecipeFilter) : 'all',
    difficulty: difficulties.includes(difficulty as Difficulty) ? (difficulty as Difficulty) : '',
    nationality: search.get(param.nationality) ?? '',
  };
}

export function RecipesPage() {
  const { searchParams, update } = useUrlParams();
  const location = useLocation();
  const navigate = useNavigate();
  const resultsHeadingId = useId();
  const params = readParams(searchParams);
  const openId = searchParams.get(param.recipe);
  const tutorial = useTutorial();
  const [searchText, setSearchText] = useState(params.q);


  // Typing waits a moment before it becomes a search, so every key press is not a request.
  const currentSearch = params.q;
  useEffect(() => {
    const q = searchText.trim();
    if (q === currentSearch) return;
    const timer = setTimeout(() => update({ [param.search]: q }), 300);
    return () => clearTimeout(timer);
  }, [searchText, currentSearch, update]);

  function onFilterChange(changes: Partial<FilterValues>) {
    if (changes.search !== undefined) setSearchText(changes.search);
    const next: Record<string, string> = {};
    if (changes.filter !== undefined) next[param.filter] = changes.filter === 'all' ? '' : changes.filter;
    if (changes.difficulty !== undefined) next[param.difficulty] = changes.difficulty;
    if (changes.nationality !== undefined) next[param.nationality] = changes.nationality;
    if (Object.keys(next).length) update(next);
  }

  const list = useRecipeList(params);
  useFailureToast(list, texts.errors.list);

  // The grid is the screen's heaviest render: built in the background and drawn in steps (lib/staged-list.ts).
  const { pages, items: recipes, shown, building, allDrawn, sentinel } = useStagedPages(list, firstCardsDrawn);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const corrected = pages[0]?.corrected ?? null;
  const openRecipe = (id: string) => update({ [param.recipe]: id }, true);
  // Opening pushed a history entry, so closing goes back (and the phone's back button closes it too);
  // a detail opened from a shared or reloaded address just drops the parameter.
  const openedFromBook = (location.state as { openedFromBook?: boolean } | null)?.openedFromBook === true;
  const closeRecipe = useCallback(() => {
    if (openedFromBook) navigate(-1);
    else update({ [param.recipe]: '' });
  }, [openedFromBook, navigate, update]);

  return (
    <Page
      title={texts.title}
      subtitle={texts.subtitle}
      back={{ to: '/menu', label: texts.backToMenu }}
      wide
      actions={
        <>
          <Button variant="secondary" onClick={tutorial.show} aria-label={texts.tutorial.open} icon={<CircleHelp className="size-6" aria-hidden="true" />} />
          <Link to="/recipe-editor" className={buttonClass('primary')}>
            <Plus className="size-5" aria-hidden="true" />
            {texts.newRecipe}
          </Link>
        </>
      }
    >
      <RecipeFilters values={{ search: searchText, filter: params.filter, difficulty: params.difficulty, nationality: params.nationality }} onChange={onFilterChange} />

      {/* The cards' titles are h3: a heading of the results comes between them and the page's h1. */}
      <section aria-labelledby={resultsHeadingId} aria-busy={building}>
        <h2 id={resultsHeadingId} className="sr-only">
          {texts.resultsLabel}
        </h2>
        {corrected && recipes.length ? (
          <p className="mb-4 font-semibold text-ink-soft" role="status">
            {fill(texts.corrected, { query: corrected })}
          </p>
        ) : null}
        {building ? (
          <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{texts.loading}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-80 animate-pulse rounded-blob bg-white/70" />
            ))}
          </div>
        ) : recipes.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-blob border-2 border-dashed border-saffron bg-white/80 p-8 text-center">
            <MealPlaceholder mealType="" className="aspect-[4/3] w-48 rounded-3xl" />
            <p className="font-display text-2xl font-bold">{texts.empty}</p>
            <Link to="/recipe-editor" className={buttonClass('primary', 'lg')}>
              <Plus className="size-5" aria-hidden="true" />
              {texts.createFirst}
            </Link>
          </div>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((recipe, index) => (
              <RecipeCard key={recipe.id} recipe={recipe} onOpen={openRecipe} delayMs={index * 40} popIn={index < firstCardsDrawn} priority={index === firstPhotoIndex} />
            ))}
          </div>
        )}
        <div ref={sentinel} className="h-px" />
        {hasNextPage && allDrawn ? (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? texts.loadingMore : texts.loadMore}
            </Button>
          </div>
        ) : null}
      </section>

      <RecipeDetailDialog recipeId={openId} onClose={closeRecipe} />
      <RecipesTutorial open={tutorial.open && !openId} onClose={tutorial.close} />
    </Page>
  );
}
