import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../../../../../src/hooks/auth/AuthProvider.js';
import { UiFeedbackProvider } from '../../../../../src/hooks/feedback/UiFeedbackProvider.js';
import { ConsoleRouter } from '../../../../../src/routes/ConsoleRouter.js';
import type { ConsoleRoute } from '../../../../../src/routes/ConsoleRoute.js';
import { SIGNED_IN_ROUTES } from '../../../../../src/routes/routeTable.js';
import { system } from '../../../../../src/theme/system.js';
import { AlertArea } from '../../../../../src/ui/feedback/AlertArea.js';
import { Dialogs } from '../../../../../src/ui/feedback/Dialogs.js';
import { ModalHost } from '../../../../../src/ui/feedback/ModalHost.js';
import EntityFormView from '../../../../../src/views/form/EntityFormView.js';
import { memoryConsoleHistory } from '../../../support/memoryConsoleHistory.js';

/** The route-table entries of an entity's form (create and edit paths). */
export function formRoutes(entity: string): ConsoleRoute[] {
  const routes = SIGNED_IN_ROUTES.filter((r) => r.entity === entity && /\/form(\/|$)/.test(r.path));
  if (!routes.length) throw new Error(`Sem rota de formulário para ${entity}`);
  return routes;
}

/** Shows where the app went (path + query), for navigation assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** Router state of the first entry (e.g. { listSearch: '?page=2' }). */
  state?: unknown;
  /** Extra routes (path → element). */
  routes?: Record<string, ReactElement>;
}

/**
 * A form screen as the console shows it: theme, feedback hosts (alert, dialogs, modal), session
 * API client over `fetchImpl`, and the entity's form routes from the route table. Any other path
 * renders just a location probe.
 */
export function renderEntityForm(entity: string, path: string, fetchImpl: typeof fetch, options: RenderOptions = {}) {
  const routes = formRoutes(entity);
  return renderWithShell(
    path,
    fetchImpl,
    <>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<EntityFormView route={route} />} />
      ))}
      {Object.entries(options.routes ?? {}).map(([p, el]) => (
        <Route key={p} path={p} element={el} />
      ))}
    </>,
    options.state,
  );
}

export function renderWithShell(path: string, fetchImpl: typeof fetch, routes: ReactElement, state?: unknown) {
  const user = userEvent.setup();
  // StrictMode as in src/main.tsx: effects run twice on mount, so loads must survive that.
  const tree = (
    <ChakraProvider value={system}>
      <UiFeedbackProvider>
        <AuthProvider apiBase="" fetchImpl={fetchImpl}>
          <Routes>
            {routes}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <AlertArea />
          <ModalHost />
          <Dialogs />
        </AuthProvider>
      </UiFeedbackProvider>
    </ChakraProvider>
  );
  // The console's router, as in App.tsx (the leave guard needs its history).
  const history = memoryConsoleHistory([
    { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
  ]);
  // StrictMode as in src/main.tsx: effects run twice on mount, so loads must survive that.
  const result = render(
    <StrictMode>
      <ConsoleRouter history={history}>{tree}</ConsoleRouter>
    </StrictMode>,
  );
  return { user, ...result };
}
