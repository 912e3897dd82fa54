import descriptors from 'virtual:descriptors';
import shell from '../schemas/console.json' with { type: 'json' };
import { buildUrl } from './core/api/apiClient.js';
import { endpoints } from './core/api/endpoints.js';
import { tokenStore } from './core/auth/tokenStore.js';
import { bootPlan } from './core/boot/bootPlan.js';
import { earlyRequests } from './core/boot/earlyRequests.js';
import { pageApiBase } from './core/boot/pageApiBase.js';
import type { ViewKey } from './core/views/viewKeys.js';
import { preloadRouteChunks } from './core/boot/preloadRouteChunks.js';

/**
 * The page's script (index.html), small and without React: it starts the console (src/main.tsx,
 * whose chunk the build preloads from index.html) and, on a signed-in cold load, at once and in
 * parallel, what the route will need — the signed-in screens' code, the route's view, the profile
 * and the list's first page — so they arrive while React is still starting, instead of one after
 * the other as each component mounts. The API client takes the started reads
 * (src/core/boot/earlyRequests.ts). Signed out: only the API base and the console.
 */
const token = tokenStore.get();
const plan = token
  ? bootPlan({
      pathname: window.location.pathname,
      search: window.location.search,
      descriptors,
      shell: shell as { home: string; screens: Record<string, { path: string; view: ViewKey }> },
      profilePath: endpoints.paths.profile,
    })
  : undefined;
// Fetched only: each module runs when React first renders it.
if (plan) preloadRouteChunks(document, plan.views);
// The reads leave first (the API base is preloaded with the page), then React is evaluated.
void pageApiBase().then((base) => {
  for (const path of plan?.gets ?? []) earlyRequests.start(buildUrl(base.replace(/\/+$/, ''), path), `Bearer ${token}`);
  return import('./main.js');
});
