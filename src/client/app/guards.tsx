// Access rules of SPEC §2: protected routes need a user, /login is for signed-out people only,
// and cooking modes also open in offline mode.
import { Navigate, Outlet } from 'react-router';
import { es } from '#shared/i18n/es.ts';
import { choseOfflineMode, useOnline } from '../lib/offline.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { useSession } from './session.tsx';

export function RequireUser({ allowOffline = false }: { allowOffline?: boolean }) {
  const { user, isLoading } = useSession();
  const online = useOnline();
  if (isLoading) return <LoadingScreen label={es.app.verifyingSession} />;
  if (user) return <Outlet />;
  if (allowOffline && (!online || choseOfflineMode())) return <Outlet />;
  return <Navigate to="/login" replace />;
}

export function SignedOutOnly() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen label={es.app.verifyingSession} />;
  return user ? <Navigate to="/menu" replace /> : <Outlet />;
}

export function UnknownPath() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen label={es.app.verifyingSession} />;
  return <Navigate to={user ? '/menu' : '/login'} replace />;
}
