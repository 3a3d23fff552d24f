// «Compartir» in a recipe's detail: the device's share sheet (Web Share API) with the recipe's public page
// (/r/<id>, readable without an account), or, where there is none, the link copied with a toast. A cook who
// closes the share sheet without sharing hears nothing.
import { Share2 } from 'lucide-react';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toaster.tsx';

const t = es.publicRecipe.share;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The recipe's public address on this site. */
export const publicRecipeUrl = (id: string) => new URL(`/r/${encodeURIComponent(id)}`, window.location.origin).toString();

/** Shares through the share sheet when the browser has one, else copies the link. */
export async function shareRecipe({ id, name }: { id: string; name: string }): Promise<ShareOutcome> {
  const url = publicRecipeUrl(id);
  const data: ShareData = { title: name, text: fill(t.text, { name }), url };
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no permission, nothing to share with): the link is copied instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function ShareButton({ recipe }: { recipe: { id: string; name: string } }) {
  const notify = useToast();
  async function onShare() {
    const outcome = await shareRecipe(recipe);
    if (outcome === 'copied') notify('success', t.copied);
    else if (outcome === 'failed') notify('error', t.failed);
  }
  return (
    <Button
      size="lg"
      variant="secondary"
      aria-label={fill(t.label, { name: recipe.name })}
      onClick={() => void onShare()}
      className="whitespace-nowrap"
      icon={<Share2 className="size-6 shrink-0 text-paprika-dark" aria-hidden="true" />}
    >
      {t.button}
    </Button>
  );
}
