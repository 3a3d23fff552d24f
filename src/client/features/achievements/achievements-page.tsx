// /achievements (SPEC §2): the viewer's medals, two tabs, a detail popup; a live unlock refreshes the list and
// makes the new medal glow (the app shell's CelebrationHost celebrates it, here as on every screen).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Medal, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { AchievementItem } from '#shared/contract/achievements.ts';
import { liveResync, userTopic } from '#shared/contract/live.ts';
import { achievementGroups } from '#shared/domain/achievements.ts';
import { profile } from '#shared/i18n/profile.ts';
import { useSession } from '../../app/session.tsx';
import { ApiError, apiQuery } from '../../lib/api.ts';
import { useLive } from '../../lib/live.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, LoadFailed } from '../../ui/load-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
import { useFailureToast } from '../../ui/toaster.tsx';
import { AchievementCard } from './achievement-card.tsx';
import { AchievementDialog } from './achievement-dialog.tsx';

const t = profile.achievements;
const achievementsQuery = apiQuery('GET /api/achievements');
type Tab = 'mine' | 'all';
const tabs: TabItem<Tab>[] = [
  { id: 'mine', label: t.mine, icon: <Medal className="size-5" aria-hidden="true" /> },
  { id: 'all', label: t.all, icon: <Trophy className="size-5" aria-hidden="true" /> },
];

const errorMessage = (error: unknown) => (error instanceof ApiError && error.status === 404 ? t.userNotFound : t.loadError);
const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function AchievementsPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('mine');
  const [openId, setOpenId] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const query = useQuery({
    ...achievementsQuery,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

  useFailureToast(query, errorMessage(query.error));

  useLive(user ? [userTopic(user.id)] : [], (message) => {
    if (message.type === liveResync) void queryClient.invalidateQueries(achievementsQuery);
    if (message.type !== 'achievements.unlocked') return;
    const ids = Array.isArray(message.ids) ? message.ids.filter((id): id is string => typeof id === 'string') : [];
    void queryClient.invalidateQueries(achievementsQuery);
    setFresh(new Set(ids));
  });

  const items = query.data?.items ?? [];
  const unlockedCount = items.filter((i) => i.unlocked).length;
  const shown = tab === 'mine' ? items.filter((i) => i.unlocked) : items;
  const open = items.find((i) => i.id === openId) ?? null;

  return (
    <Page title={t.title} subtitle={t.subtitle} back={{ to: '/profile', label: t.back }} wide>
      {query.isPending ? (
        <Loading label={t.loading} />
      ) : query.isError ? (
        <LoadFailed message={errorMessage(query.error)} retryLabel={profile.retry} onRetry={() => void query.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/85 px-4 py-2 font-display font-bold text-paprika-dark shadow-sm" data-testid="achievements-summary">
            <Trophy className="size-5" aria-hidden="true" />
            {t.summary(unlockedCount, items.length)}
          </p>
          <Tabs label={t.tabsLabel} items={tabs} selected={tab} onSelect={setTab}>
            {shown.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-blob bg-white/80 p-6 text-center">
                <span className="text-5xl animate-float" aria-hidden="true">
                  🏅
                </span>
                <p className="text-lg text-ink-soft">{t.noneYet}</p>
                <Button variant="secondary" onClick={() => setTab('all')} icon={<Trophy className="size-5" aria-hidden="true" />}>
                  {t.seeAll}
                </Button>
              </div>
            ) : (
              <AchievementGroups items={shown} fresh={fresh} onOpen={setOpenId} />
            )}
          </Tabs>
        </div>
      )}
      <AchievementDialog item={open} onClose={() => setOpenId(null)} />
    </Page>
  );
}

function AchievementGroups({ items, fresh, onOpen }: { items: AchievementItem[]; fresh: ReadonlySet<string>; onOpen: (id: string) => void }) {
  return (
    <div className="flex flex-col gap-6">
      {achievementGroups.map((group) => {
        const inGroup = items.filter((i) => i.group === group);
        if (!inGroup.length) return null;
        return (
          <section key={group} aria-labelledby={`achievement-group-${group}`}>
            <h2 id={`achievement-group-${group}`} className="mb-3 font-display text-xl font-bold text-ink">
              {t.groups[group]}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {inGroup.map((item) => (
                <AchievementCard key={item.id} item={item} fresh={fresh.has(item.id)} onOpen={() => onOpen(item.id)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
