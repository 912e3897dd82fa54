import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from '../hooks/auth/useAuth.js';
import { PublicLayout } from '../ui/layout/PublicLayout.js';
import { LoadingScreen } from '../views/LoadingScreen.js';
import { readyLazy } from '../hooks/lazy/readyLazy.js';
import { RouteView } from './RouteView.js';
import { signedInRoutesModule } from './signedInRoutesModule.js';
import { forcedPasswordChangeRoute, SIGNED_OUT_ROUTES } from './signedOutRoutes.js';

const SignedInRoutes = readyLazy(signedInRoutesModule);

/**
 * The route table for the session's state (spec 2.2): a loading screen while a stored token is
 * checked, the public screens when signed out, the shell's screens when signed in, and, while the
 * signed-in user must change their password, only that, at every address.
 */
export function AppRoutes() {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedIn' && user?.mustChangePassword) {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<RouteView route={forcedPasswordChangeRoute} />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      {status === 'signedIn' ? (
        // Keyed by user: a fresh data cache per session.
        <SignedInRoutes key={`user-${user?.id ?? ''}`} />
      ) : (
        <Routes>
          <Route element={<PublicLayout />}>
            {SIGNED_OUT_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
            ))}
          </Route>
        </Routes>
      )}
    </Suspense>
  );
}
