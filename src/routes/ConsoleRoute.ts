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
   * What the screen needs (`<resource>:<action>`, schemas/roles.json): a user whose role lacks it
   * gets the 'Acesso restrito' view instead (the API would refuse every call anyway).
   */
  permission?: string;
}

/** What every registered view receives. */
export interface ViewProps {
  route: ConsoleRoute;
}
