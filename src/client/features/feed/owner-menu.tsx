// '⋯' on the owner's own posts: a small disclosure with 'Editar' and 'Eliminar'.
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { feed as t } from '#shared/i18n/feed.ts';

export function OwnerMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const item = 'flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left font-display font-semibold hover:bg-crust';

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={t.post.options}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-crust"
      >
        <MoreHorizontal className="size-6" aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 top-12 z-20 flex w-44 flex-col gap-1 rounded-2xl border-2 border-crust bg-white p-2 shadow-pop animate-pop-in">
          <button type="button" className={item} onClick={choose(onEdit)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t.post.edit}
          </button>
          <button type="button" className={`${item} text-tomato`} onClick={choose(onDelete)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t.post.delete}
          </button>
        </div>
      ) : null}
    </div>
  );
}
