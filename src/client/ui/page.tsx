import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageProps {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** Page shell: a warm header with an optional back link, and a centred column. */
export function Page({ title, subtitle, back, actions, children, wide }: PageProps) {
  return (
    <div className="bg-kitchen min-h-dvh pb-16">
      <header className="mx-auto flex max-w-5xl items-center gap-3 px-4 pt-5">
        {back ? (
          <Link
            to={back.to}
            className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-white/80 px-3 font-display font-semibold shadow-sm hover:bg-white"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {back.label}
          </Link>
        ) : null}
        <div className="ml-auto flex items-center gap-2">{actions}</div>
      </header>
      <main className={`mx-auto px-4 ${wide ? 'max-w-5xl' : 'max-w-2xl'}`}>
        <h1 className="mt-4 font-display text-4xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-lg text-ink-soft">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
