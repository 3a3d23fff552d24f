// The community-safety pieces (issue 17) as screens use them: the ⋯ menu on someone else's content and the
// «Reportar» and «Bloquear» dialogs. Each loads its own chunk when it is needed, so a feed or a recipe pays
// nothing for them before its first paint.
import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { moderation } from '#shared/i18n/moderation.ts';
import { contentMenuTrigger } from './content-menu-trigger.ts';
import type { ContentMenuProps } from './content-menu.tsx';

const LazyContentMenu = lazy(async () => ({ default: (await import('./content-menu.tsx')).ContentMenu }));
const LazyReportDialog = lazy(async () => ({ default: (await import('./report-dialog.tsx')).ReportDialog }));
const LazyBlockDialog = lazy(async () => ({ default: (await import('./block-dialog.tsx')).BlockDialog }));

/**
 * The ⋯ menu. Its button is drawn without the menu library until the cook taps it: a tap loads the menu and
 * opens it at once. Upgrading every card's menu when the page settled built a dropdown per card in one go
 * (a 140 ms task on a throttled phone for ten posts) for menus that are rarely opened.
 */
export function ContentMenu(props: Omit<ContentMenuProps, 'defaultOpen'>) {
  const [tapped, setTapped] = useState(false);
  const small = props.small ?? false;
  const button = (
    <button type="button" aria-label={props.label} aria-haspopup="menu" className={contentMenuTrigger.className(small)} onClick={() => setTapped(true)}>
      <MoreHorizontal className={contentMenuTrigger.iconClassName(small)} aria-hidden="true" />
    </button>
  );
  if (!tapped) return button;
  return (
    <Suspense fallback={button}>
      <LazyContentMenu {...props} defaultOpen />
    </Suspense>
  );
}

/** The ⋯ menu on a comment, for a signed-in cook who did not write it. */
export function CommentMenu({ authorId, viewerId, onReport }: { authorId: string; viewerId: string | null; onReport: () => void }) {
  if (!viewerId || authorId === viewerId) return null;
  return <ContentMenu label={moderation.screens.commentActions} onReport={onReport} small />;
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
