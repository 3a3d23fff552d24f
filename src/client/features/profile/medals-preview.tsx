// A shelf of the viewer's unlocked medals on the profile tab, leading to /achievements.
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { achievements } from '#shared/domain/achievements.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { buttonClass } from '../../ui/button.tsx';

export function MedalsPreview({ unlocked }: { unlocked: readonly string[] }) {
  const medals = achievements.filter((a) => unlocked.includes(a.id));
  return (
    <section aria-labelledby="medals-heading" className="flex flex-col gap-3 rounded-blob border-2 border-crust bg-white p-5 shadow-pop">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="medals-heading" className="mr-auto font-display text-xl font-bold">
          {texts.medals.heading}
        </h2>
        <p className="rounded-full bg-crust px-3 py-1 text-sm font-bold">{texts.achievements.summary(medals.length, achievements.length)}</p>
      </div>
      {medals.length ? (
        <ul className="flex flex-wrap gap-2">
          {medals.map((m) => (
            <li key={m.id} title={m.title} className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-amber-200 to-orange-300 text-2xl shadow-sm">
              <span aria-hidden="true">{m.icon}</span>
              <span className="sr-only">{m.title}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-soft">{texts.medals.none}</p>
      )}
      <Link to="/achievements" className={buttonClass('secondary', 'md', 'self-start')}>
        <Trophy className="size-5" aria-hidden="true" />
        {texts.medals.seeAll}
      </Link>
    </section>
  );
}
