// /shopping-list: what the cook still has to buy, kept on the device and synced with their other devices
// (lib/shopping-list-store.ts). Opens and works offline: ticks, quantities, deletions and new items are
// kept here at once and sent when the connection returns.
import { CheckCircle2, Circle, CloudOff, Plus, RefreshCw, ShoppingCart, Trash2, X } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { shoppingListLimits } from '#shared/domain/shopping-list.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../lib/offline.ts';
import {
  addToShoppingList,
  removeChecked,
  removeItem,
  setChecked,
  setQuantity,
  setShoppingListUser,
  useShoppingList,
  type LocalItem,
  type ShoppingListSnapshot,
} from '../../lib/shopping-list-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Field, inputClass } from '../../ui/field.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toaster.tsx';

const texts = es.shoppingList;

export function ShoppingListPage() {
  const list = useShoppingList();
  const { user } = useSession();
  const online = useOnline();
  const notify = useToast();
  const userId = user?.id ?? null;

  useEffect(() => setShoppingListUser(userId), [userId]);

  if (!list.loaded) return <LoadingScreen label={es.app.loading} />;
  const toBuy = list.items.filter((item) => !item.checked);
  const inCart = list.items.filter((item) => item.checked);

  async function clearChecked() {
    const count = await removeChecked();
    notify('success', count === 1 ? texts.clearedCheckedOne : fill(texts.clearedChecked, { count }));
  }

  return (
    <Page title={texts.title} subtitle={texts.subtitle} back={{ to: '/menu', label: texts.back }}>
      <SyncLine list={list} online={online} signedIn={Boolean(user)} />
      {list.items.length === 0 ? (
        <Card className="flex items-center gap-4">
          <ShoppingCart className="size-10 shrink-0 text-paprika" aria-hidden="true" />
          <p className="text-lg font-semibold text-ink-soft">{texts.empty}</p>
        </Card>
      ) : null}
      {toBuy.length ? <Group id="to-buy" title={fill(texts.toBuy, { count: toBuy.length })} items={toBuy} /> : null}
      {inCart.length ? (
        <Group
          id="in-cart"
          title={fill(texts.inCart, { count: inCart.length })}
          items={inCart}
          action={
            <Button variant="ghost" onClick={() => void clearChecked()} icon={<Trash2 className="size-5" aria-hidden="true" />}>
              {texts.clearChecked}
            </Button>
          }
        />
      ) : null}
      {/* After the list: in the shop the cook ticks far more often than they add. */}
      <AddForm full={list.items.length >= shoppingListLimits.items} />
    </Page>
  );
}

function SyncLine({ list, online, signedIn }: { list: ShoppingListSnapshot; online: boolean; signedIn: boolean }) {
  const message = list.storageFailed
    ? texts.cannotStore
    : !online
      ? texts.offline
      : !signedIn
        ? texts.localOnly
        : list.status === 'syncing'
          ? texts.syncing
          : list.status === 'failed'
            ? texts.notSynced
            : list.status === 'full'
              ? fill(texts.full, { max: shoppingListLimits.items })
              : texts.synced;
  const calm = online && signedIn && (list.status === 'synced' || list.status === 'syncing' || list.status === 'idle');
  return (
    <p
      role="status"
      data-testid="shopping-sync"
      className={`mb-4 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-bold ${calm ? 'bg-herb-soft text-herb' : 'bg-ink text-white'}`}
    >
      {calm ? <RefreshCw className="size-4" aria-hidden="true" /> : <CloudOff className="size-4" aria-hidden="true" />}
      {message}
    </p>
  );
}

function AddForm({ full }: { full: boolean }) {
  const notify = useToast();
  const [name, setName] = useState('');
  const [quantity, setQuantityText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(texts.nameRequired);
      return;
    }
    const { leftOut } = await addToShoppingList([{ name, quantity }]);
    if (leftOut) notify('error', fill(texts.full, { max: shoppingListLimits.items }));
    setName('');
    setQuantityText('');
    setError(undefined);
  }

  return (
    <Card className="mt-8">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="add-heading" className="flex flex-col gap-3">
        <h2 id="add-heading" className="font-display text-xl font-bold">
          {texts.addTitle}
        </h2>
        <div className="grid gap-3 sm:grid-cols-[3fr_2fr_auto] sm:items-end">
          <Field
            label={texts.nameLabel}
            placeholder={texts.namePlaceholder}
            value={name}
            maxLength={shoppingListLimits.name}
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <Field
            label={texts.quantityLabel}
            placeholder={texts.quantityPlaceholder}
            value={quantity}
            maxLength={shoppingListLimits.quantity}
            onChange={(event) => setQuantityText(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={full} icon={<Plus className="size-6" aria-hidden="true" />}>
            {texts.add}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Group({ id, title, items, action }: { id: string; title: string; items: readonly LocalItem[]; action?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      <ul className="mt-3 grid gap-3">
        {items.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function Row({ item }: { item: LocalItem }) {
  const [quantity, setQuantityText] = useState(item.quantity);
  useEffect(() => setQuantityText(item.quantity), [item.quantity]);
  const save = () => {
    if (quantity !== item.quantity) void setQuantity(item.id, quantity);
  };
  return (
    <li
      data-testid="shopping-item"
      className={`flex items-center gap-2 rounded-blob border-2 p-2 ${item.checked ? 'border-herb bg-herb-soft' : 'border-crust bg-white'}`}
    >
      <button
        type="button"
        aria-pressed={item.checked}
        aria-label={fill(item.checked ? texts.uncheck : texts.check, { name: item.name })}
        onClick={() => void setChecked(item.id, !item.checked)}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl px-2 text-left"
      >
        {item.checked ? (
          <CheckCircle2 className="size-9 shrink-0 text-herb" aria-hidden="true" />
        ) : (
          <Circle className="size-9 shrink-0 text-ink-soft" aria-hidden="true" />
        )}
        <span className={`min-w-0 text-lg font-bold leading-tight wrap-anywhere ${item.checked ? 'text-ink-soft line-through' : ''}`}>
          {item.name}
        </span>
      </button>
      <input
        aria-label={fill(texts.quantityOf, { name: item.name })}
        value={quantity}
        maxLength={shoppingListLimits.quantity}
        placeholder={texts.quantityLabel}
        onChange={(event) => setQuantityText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
        className={`${inputClass.replace('w-full ', '')} w-28 shrink-0 px-3 sm:w-44`}
      />
      <Button
        variant="ghost"
        onClick={() => void removeItem(item.id)}
        aria-label={fill(texts.remove, { name: item.name })}
        className="min-h-14 min-w-12 shrink-0 px-2"
        icon={<X className="size-6" aria-hidden="true" />}
      />
    </li>
  );
}
