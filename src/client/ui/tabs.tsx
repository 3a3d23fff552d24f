// Tabs on Radix's primitive (WAI-ARIA tabs, manual activation: arrows, Home and End move the focus,
// Enter, Space or a click selects). Only the selected tab's panel is rendered.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

export interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  panelClassName?: string;
}

export function Tabs<T extends string>({ label, items, selected, onSelect, children, panelClassName = '' }: TabsProps<T>) {
  const select = (value: string) => {
    const item = items.find((candidate) => candidate.id === value);
    if (item) onSelect(item.id);
  };
  return (
    <RadixTabs.Root value={selected} onValueChange={select} activationMode="manual" className="flex flex-col gap-5">
      <RadixTabs.List aria-label={label} className="flex gap-1 rounded-2xl border-2 border-crust bg-white/85 p-1.5 shadow-sm">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 font-display text-base font-semibold text-ink transition hover:bg-crust data-[state=active]:bg-paprika-dark data-[state=active]:text-white data-[state=active]:shadow-pop"
          >
            {/* On narrow phones the words need the whole width. */}
            {item.icon ? <span className="contents max-[420px]:hidden">{item.icon}</span> : null}
            <span className="whitespace-nowrap">{item.label}</span>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={selected} className={`focus-visible:outline-offset-4 ${panelClassName}`}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
