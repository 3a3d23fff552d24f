// /profile (SPEC §2): header with picture, name and counters; tabs 'profile' and 'favorites' from the
// query parameter `tab`, a 'Logros' tab that opens /achievements; push toggle and sign-out.
import { useQueryClient } from '@tanstack/react-query';
import { Heart, LogOut, Trophy, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { profile as texts } from '#shared/i18n/profile.ts';
import { userTopic } from '#shared/contract/live.ts';
import { useSession, useSignOut } from '../../app/session.tsx';
import { useLive } from '../../lib/live.ts';
import { Button } from '../../ui/button.tsx';
import { Loading, LoadFailed } from '../../ui/load-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Tabs, type TabItem } from '../../ui/tabs.tsx';
import { useFailureToast } from '../../ui/toaster.tsx';
import { BlockedAccounts } from './blocked-accounts.tsx';
import { FavoritePosts } from './favorite-posts.tsx';
import { MedalsPreview } from './medals-preview.tsx';
import { favoritePostsQuery, profileQuery, useProfile } from './profile-api.ts';
import { ProfileHeader } from './profile-header.tsx';
import { PushToggle } from './push-toggle.tsx';

type Tab = 'profile' | 'favorites' | 'achievements';
const tabs: TabItem<Tab>[] = [
  { id: 'profile', label: texts.tabs.profile, icon: <UserRound className="size-5" aria-hidden="true" /> },
  { id: 'favorites', label: texts.tabs.favorites, icon: <Heart className="size-5" aria-hidden="true" /> },
  { id: 'achievements', label: texts.tabs.achievements, icon: <Trophy className="size-5" aria-hidden="true" /> },
];
const tabFrom = (value: string | null): Tab => (value === 'favorites' || value === 'achievements' ? value : 'profile');

/** `progress`: the cook's level, streak, challenge and league, shown on the profile tab. */
export function ProfilePage({ progress }: { progress?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const query = useProfile();

  useFailureToast(query, texts.loadError);

  // Counters, medals and saved posts change when the cook acts elsewhere (another tab, another device).
  useLive(user ? [userTopic(user.id)] : [], () => {
    void queryClient.invalidateQueries(profileQuery);
    void queryClient.invalidateQueries(favoritePostsQuery);
  });

  if (tab === 'achievements') return <Navigate to="/achievements" replace />;


  const signOutButton = (
    <Button variant="secondary" onClick={() => void signOut()} disabled={signingOut} icon={<LogOut className="size-5" aria-hidden="true" />}>
      {signingOut ? texts.signingOut : texts.signOut}
    </Button>
  );

  return (
    <Page title={texts.title} back={{ to: '/menu', label: texts.backToMenu }} actions={signOutButton}>
      {query.isPending ? (
        <Loading label={texts.loading} />
      ) : query.isError ? (
        <LoadFailed message={texts.loadError} retryLabel={texts.retry} onRetry={() => void query.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <ProfileHeader profile={query.data} />
          <Tabs
            label={texts.tabs.label}
            items={tabs}
            selected={tab}
            // «Logros» opens its own screen rather than a panel here.
            onSelect={(next) => (next === 'achievements' ? navigate('/achievements') : setParams({ tab: next }, { replace: true }))}
            panelClassName="flex flex-col gap-5"
          >
            {tab === 'favorites' ? (
              <FavoritePosts />
            ) : (
              <>
                {progress}
                <MedalsPreview unlocked={query.data.achievements} />
                <PushToggle />
                <BlockedAccounts />
              </>
            )}
          </Tabs>
        </div>
      )}
    </Page>
  );
}
