// /menu: the game's main menu (SPEC §2) with its four tiles, status pill, music and sign-out.
import { BookOpen, CookingPot, LogIn, LogOut, Music2, ShoppingCart, UserRound, UsersRound, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { app, login } from '#shared/i18n/app.ts';
import { menu } from '#shared/i18n/menu.ts';
import { shoppingList } from '#shared/i18n/shopping-list.ts';
import { useSession, useSignOut } from '../../app/session.tsx';
import { setMusicOn, useMusicOn } from '../../lib/music.ts';
import { chooseOfflineMode, useOnline } from '../../lib/offline.ts';
import { Button } from '../../ui/button.tsx';
import { Logo } from '../../ui/logo.tsx';
import { MenuLink } from '../../ui/menu-link.tsx';
import { Tile } from '../../ui/tile.tsx';

/**
 * `progress`: the cook's level, streak and challenge, shown under the header when signed in and online;
 * `links`: more entries under the shopping list, likewise (issue 17's «Moderación»).
 */
export function MenuPage({ progress, links }: { progress?: ReactNode; links?: ReactNode }) {
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const online = useOnline();
  const location = useLocation();
  const navigate = useNavigate();
  const music = useMusicOn();

  // Offline comes from a navigation-state flag, from the network, or from having no user.
  const stateOffline = (location.state as { offline?: boolean } | null)?.offline === true;
  const offline = stateOffline || !online || !user;

  const locked = { disabled: offline, disabledTitle: menu.offlineUnavailable, disabledHint: menu.requiresConnection };

  return (
    <div className="bg-kitchen min-h-dvh">
      <main className="mx-auto flex max-w-4xl flex-col px-4 pb-28 pt-6 sm:pb-10">
        <header className="flex flex-wrap items-center gap-3">
          <Logo className="size-14 drop-shadow" />
          <div className="mr-auto">
            <h1 className="font-display text-3xl font-bold leading-none text-paprika-dark">{app.name}</h1>
            <p className="text-ink-soft">{menu.greeting}</p>
          </div>
          <p
            className={`inline-flex max-w-full items-center gap-2 rounded-full px-4 py-2 text-sm font-bold shadow-sm ${offline ? 'bg-ink text-white' : 'bg-herb-soft text-herb'}`}
            data-testid="status-pill"
          >
            <span className={`size-2.5 rounded-full ${offline ? 'bg-saffron' : 'bg-herb'}`} aria-hidden="true" />
            <span>{offline ? menu.offline : menu.online}</span>
            {user ? <span className="truncate font-semibold">· {user.name || user.email}</span> : null}
          </p>
        </header>

        {offline ? null : progress}

        <nav aria-label="Menú principal" className="mt-8 grid gap-4 sm:grid-cols-2">
          <Tile to="/cook-mode-hub" title={menu.cook} hint={menu.cookHint} icon={<CookingPot className="size-8" />} tone="bg-gradient-to-br from-orange-600 to-red-700" />
          <Tile to="/recipes" title={menu.recipes} hint={menu.recipesHint} icon={<BookOpen className="size-8" />} tone="bg-gradient-to-br from-amber-600 to-orange-700" delayMs={60} {...locked} />
          <Tile to="/feed" title={menu.community} hint={menu.communityHint} icon={<UsersRound className="size-8" />} tone="bg-gradient-to-br from-rose-600 to-fuchsia-800" delayMs={120} {...locked} />
          <Tile to="/profile" title={menu.profile} hint={menu.profileHint} icon={<UserRound className="size-8" />} tone="bg-gradient-to-br from-emerald-700 to-teal-800" delayMs={180} {...locked} />
        </nav>

        {/* Not a fifth tile: SPEC's menu has four. The list works offline, so it is never locked. */}
        <MenuLink
          to="/shopping-list"
          icon={<ShoppingCart className="size-7 shrink-0 text-paprika" aria-hidden="true" />}
          title={shoppingList.menuLink}
          hint={shoppingList.menuHint}
        />

        {offline ? null : links}

        <footer className="mt-8 flex flex-wrap items-center gap-3">
          {/* The music is the page's, not this screen's: it plays on across screens until turned off. */}
          <Button variant="secondary" onClick={() => setMusicOn(!music)} aria-pressed={music} icon={music ? <Music2 className="size-5 text-paprika" aria-hidden="true" /> : <VolumeX className="size-5" aria-hidden="true" />}>
            {menu.music}
            <span aria-hidden="true" className={`rounded-full px-2 py-0.5 text-xs font-bold ${music ? 'bg-herb-soft text-herb' : 'bg-crust text-ink-soft'}`}>
              {music ? menu.musicPlaying : menu.musicSilent}
            </span>
          </Button>
          {user ? (
            <Button variant="ghost" onClick={() => void signOut()} disabled={signingOut} icon={<LogOut className="size-5" />}>
              {signingOut ? app.loading : menu.signOut}
            </Button>
          ) : (
            <Button
              variant="ghost"
              onClick={() => {
                chooseOfflineMode(false);
                navigate('/login');
              }}
              icon={<LogIn className="size-5" />}
            >
              {login.signIn}
            </Button>
          )}
          <span className="ml-auto text-sm font-semibold text-ink-soft">{app.version}</span>
        </footer>
      </main>
    </div>
  );
}
