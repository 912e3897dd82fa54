import type { Crumb } from '../ui/layout/PageTitle.js';
import type { ViewKey } from './viewRegistry.js';

/** One entry of the route table: a path and the view (by key) that renders it. */
export interface ConsoleRoute {
  /** react-router path pattern ('/config/form/:id', '*'); matched case-insensitively. */
  path: string;
  /** Key in the view registry (viewRegistry.ts). */
  view: ViewKey;
  /** Page title (spec 2 and DECISIONS.md); also the document title. */
  title: string;
  breadcrumb?: readonly Crumb[];
  /** The entity descriptor (schemas/<entity>.json) the screen is about, when it is one. */
  entity?: string;
  /**
   * Only administrators use it (the users' screens; the API's requireAdmin refuses the calls):
   * anyone else gets the 'Acesso restrito' view instead, and no menu entry.
   */
  adminOnly?: boolean;
}

/** What every registered view receives. */
export interface ViewProps {
  route: ConsoleRoute;
}
