// /cook-mode-hub: three ways to find what to cook, plus 'Crear Nueva Receta' (SPEC §2), which needs a
// connection and so is not offered offline.
import { Dices, Plus, Refrigerator, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { hub } from '#shared/i18n/cooking.ts';
import { useSession } from '../../app/session.tsx';
import { useCookingOffline } from './cooking-api.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';

const modes = [
  { to: '/what-i-have', title: hub.whatIHave, hint: hub.whatIHaveHint, icon: Refrigerator, tone: 'from-emerald-600 to-green-800' },
  { to: '/surprise-me', title: hub.surprise, hint: hub.surpriseHint, icon: Dices, tone: 'from-fuchsia-600 to-purple-800' },
  { to: '/craving', title: hub.craving, hint: hub.cravingHint, icon: Sparkles, tone: 'from-orange-600 to-red-700' },
];

export function CookModeHubPage() {
  const { user } = useSession();
  const offline = useCookingOffline();
  return (
    <Page title={hub.title} subtitle={hub.subtitle} back={{ to: '/menu', label: hub.back }}>
      <ul className="grid gap-4">
        {modes.map(({ to, title, hint, icon: Icon, tone }, i) => (
          <li key={to} className="animate-pop-in" style={{ animationDelay: `${i * 70}ms` }}>
            <Link
              to={to}
              className={`flex min-h-24 items-center gap-4 rounded-blob bg-gradient-to-br p-5 text-white shadow-pop transition hover:-translate-y-1 active:translate-y-0.5 ${tone}`}
            >
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white/25" aria-hidden="true">
                <Icon className="size-8" />
              </span>
              <span className="flex flex-col">
                <span className="font-display text-2xl font-bold">{title}</span>
                <span className="font-semibold text-white/95">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {user && !offline ? (
        <Link to="/recipe-editor" className={buttonClass('secondary', 'lg', 'mt-6 w-full')}>
          <Plus className="size-6" aria-hidden="true" />
          {hub.createRecipe}
        </Link>
      ) : null}
    </Page>
  );
}
