// The community-safety pieces (issue 17) as screens use them: the ⋯ menu on someone else's content and the
// «Reportar» and «Bloquear» dialogs. Each loads its own chunk the first time it shows, so a feed or a recipe
// pays nothing for them at first paint; while the menu's chunk loads, a blank of its size keeps the row still.
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyContentMenu = lazy(async () => ({ default: (await import('./content-menu.tsx')).ContentMenu }));
const LazyReportDialog = lazy(async () => ({ default: (await import('./report-dialog.tsx')).ReportDialog }));
const LazyBlockDialog = lazy(async () => ({ default: (await import('./block-dialog.tsx')).BlockDialog }));

export function ContentMenu(props: ComponentProps<typeof LazyContentMenu>) {
  return (
    <Suspense fallback={<span className="size-11 shrink-0" aria-hidden="true" />}>
      <LazyContentMenu {...props} />
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
