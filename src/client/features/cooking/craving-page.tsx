// /craving («Qué te provoca»): free text, recipes ranked by relevance over name, description and
// ingredients, typos forgiven. The query lives in the address (?q=…) so Back returns to the same results.
// Offline it searches the recipes kept on the device.
import { Search, Sparkles } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { inputClass } from '../../ui/field.tsx';
import { Page } from '../../ui/page.tsx';
import { RecipeCard } from '../../ui/recipe-card.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { useCookingOffline, useCravingSearch } from './cooking-api.ts';
import { CookLink } from './cook-link.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { OfflineAnswerError } from './offline-error.ts';

const texts = es.cooking.craving;

export function CravingPage() {
  const notify = useToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  const results = useCravingSearch(q);
  const fromDevice = useCookingOffline() || Boolean(results.data?.fromDevice);

  useEffect(() => {
    if (!results.isError) return;
    const told =
      (results.error instanceof ApiError && results.error.status === 400) ||
      results.error instanceof OfflineAnswerError;
    notify('error', told ? results.error.message : texts.error);
  }, [results.isError, results.error, notify]);
  // Told once per answer (the data object changes only with a new answer).
  useEffect(() => {
    if (results.data && !results.data.items.length) notify('info', fill(texts.none, { query: q }));
  }, [results.data, q, notify]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = typed.trim();
    if (!text) {
      notify('error', texts.required);
      return;
    }
    if (text.length > cookingLimits.craving) {
      notify('error', fill(texts.tooLong, { max: cookingLimits.craving }));
      return;
    }
    setParams({ q: text });
  }

  const data = results.data;
  return (
    <Page
      title={texts.title}
      subtitle={texts.subtitle}
      back={{ to: '/cook-mode-hub', label: es.cooking.backToHub }}
    >
      <OfflineBanner show={fromDevice} />
      <Card>
        <form onSubmit={submit} role="search" className="flex flex-col gap-3">
          <label htmlFor="craving-input" className="font-display text-lg font-semibold">
            {texts.label}
          </label>
          <div className="flex gap-2">
            <input
              id="craving-input"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={cookingLimits.craving}
              placeholder={texts.placeholder}
              enterKeyHint="search"
              className={`${inputClass} min-h-14 text-lg`}
            />
            <Button
              type="submit"
              size="lg"
              disabled={results.isFetching}
              icon={<Search className="size-6" aria-hidden="true" />}
            >
              <span className="max-sm:sr-only">{results.isFetching ? texts.searching : texts.search}</span>
            </Button>
          </div>
        </form>
      </Card>
      {data?.items.length ? (
        <section aria-labelledby="craving-results" className="mt-8">
          <h2 id="craving-results" className="inline-flex items-center gap-2 font-display text-2xl font-bold">
            <Sparkles className="size-7 text-saffron" aria-hidden="true" />
            {fill(texts.results, { query: q })}
          </h2>
          {data.corrected ? (
            <p className="mt-1 font-semibold text-ink-soft">
              {fill(texts.corrected, { query: data.corrected })}
            </p>
          ) : null}
          <ul className="mt-4 grid gap-4">
            {data.items.map((recipe, index) => (
              <li key={recipe.id}>
                <RecipeCard
                  recipe={recipe}
                  delayMs={Math.min(index, 8) * 50}
                  action={<CookLink recipe={recipe} />}
                >
                  <p className="line-clamp-2 text-ink-soft">{recipe.description}</p>
                </RecipeCard>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
