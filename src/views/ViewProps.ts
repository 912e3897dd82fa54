import type { Crumb } from '../ui/layout/PageTitle.js';

/** What a screen knows of the route that shows it (the route table's entry, src/routes/). */
export interface ScreenRoute {
  /** react-router path pattern ('/config/form/:id', '*'); matched case-insensitively. */
  path: string;
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
  route: ScreenRoute;
  /**
   * Loads the module of the screen an operator opens next from this one (a list's form), when
   * the route names one: the view calls it once it is shown, so the next screen does not wait
   * for its code.
   */
  loadNext?: () => Promise<unknown>;
}
