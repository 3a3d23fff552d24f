// /surprise-me («Sorpréndeme»): one big button per meal type draws a random recipe of that type; 'Otra'
// draws again, never the same one twice in a row when the type has more than one. Offline it draws from the
// recipes kept on the device.
import { ChefHat, Dices } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { mealTypes, type MealType } from '#shared/domain/catalog.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { ApiError } from '../../lib/api.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { RecipeCard } from '../../ui/recipe-card.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { drawRecipe, useCookingOffline } from './cooking-api.ts';
import { mealLook } from './meal-look.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { OfflineAnswerError } from './offline-error.ts';

const texts = es.cooking.surprise;

export function SurpriseMePage() {
  const notify = useToast();
  const [drawn, setDrawn] = useState<RecipeSummary | null>(null);
  const [drawing, setDrawing] = useState<MealType | null>(null);
  const [drewFromDevice, setDrewFromDevice] = useState(false);
  const offline = useCookingOffline();

  async function draw(mealType: MealType) {
    setDrawing(mealType);
    try {
      const exclude = drawn?.mealType === mealType ? drawn.id : undefined;
      const answer = await drawRecipe(mealType, exclude);
      setDrawn(answer.recipe);
      setDrewFromDevice(Boolean(answer.fromDevice));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        notify('info', fill(texts.noneFor, { mealType }));
      else notify('error', error instanceof OfflineAnswerError ? error.message : texts.error);
    } finally {
      setDrawing(null);
    }
  }

  return (
    <Page
      title={texts.title}
      subtitle={texts.subtitle}
      back={{ to: '/cook-mode-hub', label: es.cooking.backToHub }}
    >
      <OfflineBanner show={offline || drewFromDevice} />
      <h2 className="sr-only">{texts.pick}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {mealTypes.map((mealType, i) => {
          const { icon: Icon, tone } = mealLook(mealType);
          return (
            <li
              key={mealType}
              className={`animate-pop-in ${i === mealTypes.length - 1 ? 'col-span-2 sm:col-span-1' : ''}`}
              style={{ animationDelay: `${i * 60}ms` }}
            >
              <button
                type="button"
                onClick={() => void draw(mealType)}
                disabled={drawing !== null}
                aria-busy={drawing === mealType}
                className={`flex min-h-28 w-full flex-col items-center justify-center gap-2 rounded-blob bg-gradient-to-br p-3 font-display text-xl font-bold text-white shadow-pop transition hover:-translate-y-1 active:translate-y-0.5 disabled:cursor-wait ${tone}`}
              >
                <Icon
                  className={`size-10 ${drawing === mealType ? 'animate-spin' : ''}`}
                  aria-hidden="true"
                />
                {mealType}
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" className="mt-8">
        {drawing ? <p className="text-center font-display text-xl font-semibold">{texts.drawing}</p> : null}
        {drawn && !drawing ? (
          <section aria-labelledby="drawn-heading">
            <h2
              id="drawn-heading"
              className="mb-3 inline-flex items-center gap-2 font-display text-2xl font-bold"
            >
              <Dices className="size-7 text-paprika" aria-hidden="true" />
              {texts.drawn}
            </h2>
            <RecipeCard
              key={drawn.id}
              recipe={drawn}
              action={
                <>
                  <Link to={`/pre-cooking/${drawn.id}`} className={buttonClass('primary', 'lg', 'flex-1')}>
                    <ChefHat className="size-6" aria-hidden="true" />
                    {texts.cook}
                  </Link>
                  <Button
                    size="lg"
                    variant="secondary"
                    onClick={() => void draw(drawn.mealType as MealType)}
                    icon={<Dices className="size-6" aria-hidden="true" />}
                  >
                    {texts.another}
                  </Button>
                </>
              }
            >
              <p className="line-clamp-3 text-ink-soft">{drawn.description}</p>
            </RecipeCard>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
