import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ConsoleRoute } from '../../../src/routes/ConsoleRoute.js';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../../../src/routes/routeTable.js';
import { renderInProviders } from './renderInProviders.js';

/** Where the app went (path + query), for navigation assertions: `currentLocation()`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The path and query the app is at (needs renderView). */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** The route-table entry of `path` (signed in, or signed out), as the console registers it. */
export function routeOf(path: string, signedIn = true): ConsoleRoute {
  const route = (signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES).find((r) => r.path === path);
  if (!route) throw new Error(`Rota não encontrada: ${path}`);
  return route;
}

/**
 * One screen inside the console's providers (theme, feedback hosts, session over `fetchImpl`),
 * at `path` (query string included), with a fresh data cache as each session has (AppRoutes) and
 * a location probe. Signed in when a token is stored before (the session checks it with
 * GET /admin/v1/user/profile).
 */
export function renderView(view: ReactElement, { path, fetchImpl }: { path: string; fetchImpl: typeof fetch }) {
  return renderInProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      {view}
      <LocationProbe />
    </SWRConfig>,
    { fetchImpl, path },
  );
}
