import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useAuth } from '../hooks/auth/useAuth.js';
import { PublicLayout } from '../ui/layout/PublicLayout.js';
import { LoadingScreen } from '../views/LoadingScreen.js';
import { RouteView } from './RouteView.js';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './routeTable.js';

const Shell = lazy(() => import('../ui/layout/Shell.js'));

/**
 * The route table for the session's state (spec 2.2): a loading screen while a stored token is
 * checked, the public screens when signed out, the shell's screens when signed in.
 */
export function AppRoutes() {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  const signedIn = status === 'signedIn';
  const routes = signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
  return (
    // A fresh data cache per session: nothing fetched for one user is shown to the next.
    <SWRConfig key={signedIn ? `user-${user?.id ?? ''}` : 'anon'} value={{ provider: () => new Map() }}>
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={signedIn ? <Shell /> : <PublicLayout />}>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
          ))}
        </Route>
      </Routes>
    </Suspense>
    </SWRConfig>
  );
}
