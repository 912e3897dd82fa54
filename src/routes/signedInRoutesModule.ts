import { deferredModule } from '../hooks/lazy/deferredModule.js';

/**
 * The signed-in screens' module (the shell, the route table, SWR), a chunk of its own: AppRoutes
 * renders it; the entry loads it before the first render of a signed-in cold load (src/main.tsx).
 */
export const signedInRoutesModule = deferredModule(() => import('./SignedInRoutes.js'));
