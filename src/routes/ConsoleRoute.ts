import type { ScreenRoute } from '../views/ViewProps.js';
import type { ViewKey } from './viewRegistry.js';

/** One entry of the route table: a path and the view (by key) that renders it. */
export interface ConsoleRoute extends ScreenRoute {
  /** Key in the view registry (viewRegistry.ts). */
  view: ViewKey;
  /** The view an operator opens next from this one (a list's form): fetched once this one is shown. */
  next?: ViewKey;
}
