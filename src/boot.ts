import descriptors from 'virtual:descriptors';
import shell from '../schemas/console.json' with { type: 'json' };
import { bearer, buildUrl } from './core/api/apiClient.js';
import { endpoints } from './core/api/endpoints.js';
import { permissionStore } from './core/auth/permissionStore.js';
import { tokenStore } from './core/auth/tokenStore.js';
import { bootPlan } from './core/boot/bootPlan.js';
import { earlyRequests } from './core/boot/earlyRequests.js';
import { earlyProfile, type EarlyProfile } from './core/boot/earlyProfile.js';
import { pageApiBase } from './core/boot/pageApiBase.js';
import type { ViewKey } from './core/views/viewKeys.js';
import { preloadRouteChunks } from './core/boot/preloadRouteChunks.js';

/**
 * The console entry's first import (src/main.tsx), small and without React: its body runs before
 * React, Chakra and the shell are evaluated. On a signed-in cold load it starts, at once and in
 * parallel, what the route will need — the signed-in screens' code and the route's view (their
 * chunks, listed in index.html by the build) and, once the API base is known, the profile and the
 * list's first page — so they arrive while React is still starting, instead of one after the other
 * as each component mounts. The API client takes the started reads (src/core/boot/earlyRequests.ts).
 * Signed out it does nothing but ask for the API base.
 */
const apiBase = pageApiBase(); // preloaded with the page (index.html)
const token = tokenStore.get();
const plan = token
  ? bootPlan({
      pathname: window.location.pathname,
      search: window.location.search,
      descriptors,
      shell: shell as { home: string; screens: Record<string, { path: string; view: ViewKey }> },
      profilePath: endpoints.paths.profile,
      permissions: permissionStore.get(token),
    })
  : null;
/**
 * The profile's early read, watched for src/main.tsx (null signed out): a 200 answer already in
 * when the first render starts lets the console start signed in, without its loading screen.
 */
export const bootProfile: Promise<EarlyProfile> | null =
  token && plan
    ? (() => {
        // Fetched only: src/main.tsx runs them (loadView) before React's first render.
        preloadRouteChunks(document, plan.views);
        return apiBase.then((base) => {
          for (const path of plan.gets) earlyRequests.start(buildUrl(base, path), bearer(token));
          return earlyProfile(earlyRequests, buildUrl(base, endpoints.paths.profile), bearer(token));
        });
      })()
    : null;

/**
 * The views a signed-in cold load of this address renders first (with the signed-in shell), or
 * null signed out: src/main.tsx loads their modules before the first render.
 */
export const bootViews: readonly ViewKey[] | null = plan?.views ?? null;
