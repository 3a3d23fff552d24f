// Access rules of SPEC §2: protected routes need a user, /login is for signed-out people only,
// and cooking modes also open in offline mode.
import { Navigate, Outlet } from 'react-router';
import { app } from '#shared/i18n/app.ts';
import { choseOfflineMode, useOnline } from '../lib/offline.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { useOfflineUpkeep } from './offline-upkeep.ts';
import { useSession } from './session.tsx';

/** The loading screen index.html paints first; also the router's while the first page's code loads. */
export const VerifyingSession = () => <LoadingScreen label={app.verifyingSession} />;

export function RequireUser({ allowOffline = false }: { allowOffline?: boolean }) {
  const { user, isLoading, isError, isFetching } = useSession();
  useOfflineUpkeep();
  const online = useOnline();
  if (isLoading) return <VerifyingSession />;
  if (user) return <Outlet />;
  // isError: the server could not be asked (no network at load). The cook may well be signed in, so a
  // cooking screen stays open, and any other waits for the answer rather than sending them to /login.
  if (allowOffline && (!online || choseOfflineMode() || isError)) return <Outlet />;
  if (isError && isFetching) return <VerifyingSession />;
  return <Navigate to="/login" replace />;
}

export function SignedOutOnly() {
  const { user, isLoading } = useSession();
  useOfflineUpkeep();
  if (isLoading) return <VerifyingSession />;
  return user ? <Navigate to="/menu" replace /> : <Outlet />;
}

export function UnknownPath() {
  const { user, isLoading } = useSession();
  if (isLoading) return <VerifyingSession />;
  return <Navigate to={user ? '/menu' : '/login'} replace />;
}
