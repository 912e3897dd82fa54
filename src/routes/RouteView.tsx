import { useEffect } from 'react';
import { isAdmin } from '../hooks/auth/isAdmin.js';
import { useAuth } from '../hooks/auth/useAuth.js';
import type { ConsoleRoute } from './ConsoleRoute.js';
import { getView } from './viewRegistry.js';

/** Product name in the browser tab, after the page title. */
export const DOCUMENT_TITLE_SUFFIX = 'Console Biometria';

/**
 * Renders a route's registered view and names the browser tab after it. An `adminOnly` route
 * shows 'Acesso restrito' to a user known not to be an administrator (an unknown role, when the
 * startup check could not reach the server, leaves it to the API's 403).
 */
export function RouteView({ route }: { route: ConsoleRoute }) {
  const { user } = useAuth();
  const refused = route.adminOnly && user?.role !== undefined && !isAdmin(user);
  const View = getView(refused ? 'forbidden' : route.view);
  useEffect(() => {
    document.title = `${route.title} · ${DOCUMENT_TITLE_SUFFIX}`;
  }, [route.title]);
  return <View route={route} />;
}
