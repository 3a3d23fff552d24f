// The recipe a post came from: its picture and name, linking to it in the recipe book.
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { feed as t } from '#shared/i18n/feed.ts';

export function RecipeChip({ recipe, prefix }: { recipe: { id: string; name: string; imageUrl: string | null }; prefix?: string }) {
  return (
    <Link
      to={`/recipes?receta=${encodeURIComponent(recipe.id)}`}
      className="inline-flex min-h-11 min-w-0 items-center gap-3 rounded-2xl border-2 border-saffron/60 bg-amber-50 py-1.5 pl-1.5 pr-4 font-display font-semibold text-paprika-dark shadow-sm transition hover:-translate-y-0.5 hover:border-saffron"
    >
      {recipe.imageUrl ? (
        // Lazy: the thumbnail is the recipe's whole photo (12–20 KB), and a page of posts asked for every one of
        // them while its first posts were still painting.
        <img src={recipe.imageUrl} alt={t.post.recipeImageAlt(recipe.name)} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-xl object-cover" />
      ) : (
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-saffron/25" aria-hidden="true">
          <ChefHat className="size-5" />
        </span>
      )}
      <span className="flex min-w-0 flex-col leading-tight">
        {prefix ? <span className="text-xs font-bold uppercase tracking-wide text-ink-soft">{prefix}</span> : null}
        <span className="truncate">{t.post.recipe(recipe.name)}</span>
      </span>
    </Link>
  );
}
