// '⋯' on someone else's post, comment or recipe: a Radix dropdown menu («Reportar», «Bloquear»). Its own
// chunk, loaded when the cook first taps a ⋯ (community-actions.tsx).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Flag, MoreHorizontal } from 'lucide-react';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { contentMenuTrigger } from './content-menu-trigger.ts';

const item =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-2 rounded-xl px-3 text-left font-display font-semibold outline-none data-[highlighted]:bg-crust';

export interface ContentMenuProps {
  /** The accessible name of the '⋯' button («Opciones de la publicación»). */
  label: string;
  onReport: () => void;
  /** «Bloquear», where the author can be blocked from here. */
  onBlock?: () => void;
  small?: boolean;
  /** Open at once: the cook tapped the button that stood in for the menu (community-actions.tsx). */
  defaultOpen?: boolean;
}

export function ContentMenu({ label, onReport, onBlock, small = false, defaultOpen = false }: ContentMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={label} className={contentMenuTrigger.className(small)}>
        <MoreHorizontal className={contentMenuTrigger.iconClassName(small)} aria-hidden="true" />
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
