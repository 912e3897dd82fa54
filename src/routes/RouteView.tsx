import { useEffect } from 'react';
import type { ConsoleRoute } from './ConsoleRoute.js';
import { getView } from './viewRegistry.js';

/** Product name in the browser tab, after the page title. */
export const DOCUMENT_TITLE_SUFFIX = 'Console Biometria';

/** Renders a route's registered view and names the browser tab after it. */
export function RouteView({ route }: { route: ConsoleRoute }) {
  const View = getView(route.view);
  useEffect(() => {
    document.title = `${route.title} · ${DOCUMENT_TITLE_SUFFIX}`;
  }, [route.title]);
  return <View route={route} />;
}
