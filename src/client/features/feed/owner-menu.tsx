// '⋯' on the owner's own posts: a Radix dropdown menu with 'Editar' and 'Eliminar' (focus, arrow keys,
// Escape and closing on an outside click come from the menu pattern it implements).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { feed as t } from '#shared/i18n/feed.ts';

const item =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-2 rounded-xl px-3 text-left font-display font-semibold outline-none data-[highlighted]:bg-crust';

export function OwnerMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t.post.options} className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-crust data-[state=open]:bg-crust">
        <MoreHorizontal className="size-6" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-20 flex w-44 flex-col gap-1 rounded-2xl border-2 border-crust bg-white p-2 shadow-pop animate-pop-in"
        >
          <DropdownMenu.Item className={item} onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {t.post.edit}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${item} text-tomato`} onSelect={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t.post.delete}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
