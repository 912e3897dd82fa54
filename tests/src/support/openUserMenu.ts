import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A route's first visit loads its lazy chunks: more than findBy's default second. */
const LOADING = { timeout: 5000 };

/**
 * Opens the top bar's user menu of the signed-in `name` and returns once its items are shown.
 * Pointing at the button fetches the menu's code (UserMenu), which then renders Zag's trigger in
 * its place. Clicked at once, the click could reach the stand-in just replaced (a detached node:
 * nothing opens) whenever the code arrived between the point and the click; so: point, wait for
 * the real trigger, click it.
 */
export async function openUserMenu(user: UserEvent, name: RegExp): Promise<void> {
  await user.hover(await screen.findByRole('button', { name }, LOADING));
  await waitFor(() => {
    expect(screen.getByRole('button', { name }).dataset).toMatchObject({ scope: 'menu', part: 'trigger' });
  }, LOADING);
  await user.click(screen.getByRole('button', { name }));
  await screen.findAllByRole('menuitem', {}, LOADING);
}
