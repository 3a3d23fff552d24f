// The community-safety pieces (issue 17) as screens use them: the ⋯ menu on someone else's content and the
// «Reportar» and «Bloquear» dialogs. Each loads its own chunk when it is needed, so a feed or a recipe pays
// nothing for them before its first paint.
import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { usePageSettled } from '../lib/page-settled.ts';
import { contentMenuTrigger } from './content-menu-trigger.ts';
import type { ContentMenuProps } from './content-menu.tsx';

const LazyContentMenu = lazy(async () => ({ default: (await import('./content-menu.tsx')).ContentMenu }));
const LazyReportDialog = lazy(async () => ({ default: (await import('./report-dialog.tsx')).ReportDialog }));
const LazyBlockDialog = lazy(async () => ({ default: (await import('./block-dialog.tsx')).BlockDialog }));

/**
 * The ⋯ menu. Until the page has settled its button is drawn without the menu library (the menu's chunk
 * would otherwise load with the first cards, ahead of their pictures); a tap before then loads the menu and
 * opens it at once.
 */
export function ContentMenu(props: Omit<ContentMenuProps, 'defaultOpen'>) {
  const settled = usePageSettled();
  const [tapped, setTapped] = useState(false);
  const small = props.small ?? false;
  const button = (
    <button type="button" aria-label={props.label} aria-haspopup="menu" className={contentMenuTrigger.className(small)} onClick={() => setTapped(true)}>
      <MoreHorizontal className={contentMenuTrigger.iconClassName(small)} aria-hidden="true" />
    </button>
  );
  if (!settled && !tapped) return button;
  return (
    <Suspense fallback={button}>
      <LazyContentMenu {...props} defaultOpen={tapped} />
    </Suspense>
  );
}

export function ReportDialog(props: ComponentProps<typeof LazyReportDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyReportDialog {...props} />
    </Suspense>
  );
}

export function BlockDialog(props: ComponentProps<typeof LazyBlockDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyBlockDialog {...props} />
    </Suspense>
  );
}
