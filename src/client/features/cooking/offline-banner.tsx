// The note on the three mode screens while their answers come from this device: how many recipes it
// searches, or why it has none to search.
import { WifiOff } from 'lucide-react';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { useDeviceRecipeCount } from './cooking-api.ts';
import { OfflineAnswerError } from './offline-error.ts';

const texts = es.cooking.offline;

function bannerText(count: ReturnType<typeof useDeviceRecipeCount>): string | null {
  if (count.isError)
    return count.error instanceof OfflineAnswerError ? count.error.message : texts.cannotStore;
  if (count.data === undefined) return null;
  if (count.data === 0) return texts.noneSaved;
  return count.data === 1 ? texts.searchingOneSaved : fill(texts.searchingSaved, { count: count.data });
}

export function OfflineBanner({ show }: { show: boolean }) {
  const count = useDeviceRecipeCount(show);
  const text = show ? bannerText(count) : null;
  return (
    <div role="status" className={text ? 'mb-5' : 'sr-only'}>
      {text ? (
        <p className="flex items-center gap-3 rounded-2xl border-2 border-crust bg-white/90 px-4 py-3 font-semibold text-ink">
          <WifiOff className="size-6 shrink-0 text-ink-soft" aria-hidden="true" />
          {text}
        </p>
      ) : null}
    </div>
  );
}
