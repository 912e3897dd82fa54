import { useEffect, useMemo } from 'react';
import { useAuth } from '../hooks/auth/useAuth.js';
import { can } from '../core/auth/can.js';
import type { ConsoleRoute } from './ConsoleRoute.js';
import { getView, loadView } from './viewRegistry.js';

/** Product name in the browser tab, after the page title. */
const DOCUMENT_TITLE_SUFFIX = 'Console Biometria';

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
  const next = route.next;
  const loadNext = useMemo(() => (next ? () => loadView(next) : undefined), [next]);
  useEffect(() => {
    document.title = `${route.title} · ${DOCUMENT_TITLE_SUFFIX}`;
  }, [route.title]);
  // getView returns the one lazy component of its key, created once and cached by the registry:
  // the same component on every render, which the compiler's rule cannot see.
  // eslint-disable-next-line react-hooks/static-components
  return <View route={route} {...(loadNext && { loadNext })} />;
}
