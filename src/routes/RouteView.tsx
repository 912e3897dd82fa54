import { useEffect } from 'react';
import { useAuth } from '../hooks/auth/useAuth.js';
import { can } from '../core/auth/can.js';
import type { ConsoleRoute } from './ConsoleRoute.js';
import { getView } from './viewRegistry.js';

/** Product name in the browser tab, after the page title. */
export const DOCUMENT_TITLE_SUFFIX = 'Console Biometria';

/**
 * Renders a route's registered view and names the browser tab after it. A route whose
 * `permission` the user's role lacks shows 'Acesso restrito' instead, so nothing is fetched
 * (unknown permissions, when the startup check could not reach the server, leave it to the
 * API's 403).
 */
export function RouteView({ route }: { route: ConsoleRoute }) {
  const { user } = useAuth();
  const refused = !!route.permission && user?.permissions !== undefined && !can(user.permissions, route.permission);
  const View = getView(refused ? 'forbidden' : route.view);
  useEffect(() => {
    document.title = `${route.title} · ${DOCUMENT_TITLE_SUFFIX}`;
  }, [route.title]);
  return <View route={route} />;
}
