// '⋯' on someone else's post, comment or recipe: a Radix dropdown menu («Reportar», «Bloquear»). Its own
// chunk, like the owner's menu: the menu library loads with the first card that shows it.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Flag, MoreHorizontal } from 'lucide-react';
import { moderation as t } from '#shared/i18n/moderation.ts';

const item =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-2 rounded-xl px-3 text-left font-display font-semibold outline-none data-[highlighted]:bg-crust';

export interface ContentMenuProps {
  /** The accessible name of the '⋯' button («Opciones de la publicación»). */
  label: string;
  onReport: () => void;
  /** «Bloquear», where the author can be blocked from here. */
  onBlock?: () => void;
  small?: boolean;
}

export function ContentMenu({ label, onReport, onBlock, small = false }: ContentMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={`grid shrink-0 place-items-center rounded-full text-ink-soft hover:bg-crust data-[state=open]:bg-crust ${small ? 'size-11 -my-2 -mr-2' : 'size-11'}`}
      >
        <MoreHorizontal className={small ? 'size-5' : 'size-6'} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 flex w-44 flex-col gap-1 rounded-2xl border-2 border-crust bg-white p-2 shadow-pop animate-pop-in">
          <DropdownMenu.Item className={item} onSelect={onReport}>
            <Flag className="size-4" aria-hidden="true" />
            {t.report.action}
          </DropdownMenu.Item>
          {onBlock ? (
            <DropdownMenu.Item className={`${item} text-tomato`} onSelect={onBlock}>
              <Ban className="size-4" aria-hidden="true" />
              {t.block.action}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
