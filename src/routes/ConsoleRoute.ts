import type { ViewKey } from '../core/views/viewKeys.js';
import type { ScreenRoute } from '../views/ViewProps.js';

/** One entry of the route table: a path and the view (by key) that renders it. */
export interface ConsoleRoute extends ScreenRoute {
  /** Key in the view registry (viewRegistry.ts, src/core/views/viewKeys.ts). */
  view: ViewKey;
  /** The view an operator opens next from this one (a list's form): fetched once this one is shown. */
  next?: ViewKey;
}
