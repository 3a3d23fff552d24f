// «Añadir lo que falta a la lista» on the pre-cooking check and on «Tengo a la mano»'s results: the lines
// go to the shopping list kept on this device (lib/shopping-list-store.ts, loaded on the first click),
// merged by ingredient, and are synced from there; a toast says how many went in.
import { ListPlus, Loader2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shoppingListLimits, type ShoppingLine } from '#shared/domain/shopping-list.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { sessionQuery } from '../../app/session.tsx';
import type { CallResult } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toaster.tsx';

const texts = es.shoppingList;

export function AddMissingButton({
  lines,
  recipeName,
  className = '',
}: {
  lines: () => ShoppingLine[] | Promise<ShoppingLine[]>;
  /** Said after the label where several recipes each have the button. */
  recipeName?: string;
  className?: string;
}) {
  const notify = useToast();
  // Who is signed in, as already known (a button per result must not ask the server each).
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    try {
      const missing = await lines();
      if (missing.length === 0) {
        notify('info', texts.nothingMissing);
        return;
      }
      const store = await import('../../lib/shopping-list-store.ts');
      const session = queryClient.getQueryData<CallResult<'GET /api/auth/get-session'>>(sessionQuery.queryKey);
      store.setShoppingListUser(session?.user?.id ?? null);
      const { added, leftOut } = await store.addToShoppingList(missing);
      if (added) notify('success', added === 1 ? texts.addedOne : fill(texts.addedMany, { count: added }));
      if (leftOut) notify('error', fill(texts.full, { max: shoppingListLimits.items }));
    } catch (error) {
      console.error('No se pudo añadir a la lista de compras', error);
      notify('error', texts.addError);
    } finally {
      setAdding(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className={className}
      disabled={adding}
      onClick={() => void add()}
      icon={adding ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <ListPlus className="size-5" aria-hidden="true" />}
    >
      {texts.addMissing}
      {recipeName ? <span className="sr-only">: {recipeName}</span> : null}
    </Button>
  );
}
