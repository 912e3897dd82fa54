import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Shell } from '../ui/layout/Shell.js';
import { RouteView } from './RouteView.js';
import { SIGNED_IN_ROUTES } from './routeTable.js';

/**
 * The signed-in screens, in the shell, with a fresh data cache (AppRoutes mounts one per user:
 * nothing fetched for one user is shown to the next). A lazy chunk with the shell, the route
 * table built from the descriptors and SWR: the login page needs none of them.
 */
export default function SignedInRoutes() {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Routes>
        <Route element={<Shell />}>
          {SIGNED_IN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
          ))}
        </Route>
      </Routes>
    </SWRConfig>
  );
}
