/** The contract of the console's history that can hold navigations (src/routes/blockableHistory.ts). */
import type { HistoryRouterProps, Location, NavigationType } from 'react-router-dom';

/** react-router's history contract (what `unstable_HistoryRouter` reads and navigates with). */
export type History = HistoryRouterProps['history'];

/** What a blocker is asked about: where the console is, where it was about to go, and how. */
export interface NavigationAttempt {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}

/** A navigation held by the blocker: `proceed()` lets it happen, `reset()` forgets it. */
export interface HeldNavigation {
  nextLocation: Location;
  proceed(): void;
  reset(): void;
}

export interface BlockableHistory extends History {
  /**
   * Installs the one blocker (one form at a time): navigations for which `shouldBlock` answers
   * true do not happen, and `onHeld` receives each one held.
   *
   * @returns the removal of this blocker (does nothing once another has replaced it)
   */
  block(shouldBlock: (attempt: NavigationAttempt) => boolean, onHeld: (held: HeldNavigation) => void): () => void;
}
