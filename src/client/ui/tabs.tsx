// Accessible tabs (WAI-ARIA tabs pattern, manual activation): arrows/Home/End move focus, Enter or a click selects.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
  /** A tab with no panel of its own (e.g. one that opens another screen). */
  external?: boolean;
}

export interface TabListProps<T extends string> {
  /** Prefix of the element ids that tie each tab to its panel. */
  idPrefix: string;
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function TabList<T extends string>({ idPrefix, label, items, selected, onSelect }: TabListProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = buttons.current.findIndex((b) => b === document.activeElement);
    if (current < 0) return;
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 rounded-2xl border-2 border-crust bg-white/85 p-1.5 shadow-sm">
      {items.map((item, index) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={item.external ? undefined : panelId(idPrefix, item.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 font-display text-base font-semibold transition ${
              active ? 'bg-paprika-dark text-white shadow-pop' : 'text-ink hover:bg-crust'
            }`}
          >
            {/* On narrow phones the words need the whole width. */}
            {item.icon ? <span className="contents max-[420px]:hidden">{item.icon}</span> : null}
            <span className="whitespace-nowrap">{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children, className = '' }: { idPrefix: string; id: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0} className={`focus-visible:outline-offset-4 ${className}`}>
      {children}
    </div>
  );
}
