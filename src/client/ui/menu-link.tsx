// A row under the main menu's four tiles (the shopping list, «Moderación»): a link with its icon, its name
// and one line saying what is there.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function MenuLink({ to, icon, title, hint }: { to: string; icon: ReactNode; title: string; hint: string }) {
  return (
    <Link to={to} className="mt-4 flex min-h-16 items-center gap-4 rounded-blob border-2 border-crust bg-white/90 px-5 py-3 shadow-sm transition hover:border-saffron">
      {icon}
      <span className="flex flex-col">
        <span className="font-display text-xl font-bold text-ink">{title}</span>
        <span className="text-sm font-semibold text-ink-soft">{hint}</span>
      </span>
    </Link>
  );
}
