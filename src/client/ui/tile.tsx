import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TileProps {
  to: string;
  title: string;
  hint: string;
  icon: ReactNode;
  /** Tailwind gradient classes for the tile face. */
  tone: string;
  disabled?: boolean;
  disabledTitle?: string;
  disabledHint?: string;
  delayMs?: number;
}

/** A big game-menu tile: a link when available, an explained dead tile when not. */
export function Tile({ to, title, hint, icon, tone, disabled, disabledTitle, disabledHint, delayMs = 0 }: TileProps) {
  const face = (
    <>
      <span className="grid size-14 place-items-center rounded-2xl bg-white/25 text-white shadow-inner animate-float" aria-hidden="true">
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="font-display text-2xl font-bold text-white drop-shadow-sm">{title}</span>
        <span className="text-sm font-semibold text-white/95">{disabled ? disabledTitle : hint}</span>
        {disabled && disabledHint ? <span className="text-xs font-semibold text-white/90">{disabledHint}</span> : null}
      </span>
    </>
  );
  const base = `flex min-h-28 items-center gap-4 rounded-blob p-5 sm:min-h-40 shadow-pop animate-pop-in ${tone}`;
  if (disabled) {
    return (
      <div aria-disabled="true" className={`${base} cursor-not-allowed grayscale-[0.7] opacity-80`} style={{ animationDelay: `${delayMs}ms` }}>
        {face}
      </div>
    );
  }
  return (
    <Link to={to} className={`${base} transition hover:-translate-y-1 hover:brightness-105 active:translate-y-0.5`} style={{ animationDelay: `${delayMs}ms` }}>
      {face}
    </Link>
  );
}
