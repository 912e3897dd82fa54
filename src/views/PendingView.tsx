import { Text } from '@chakra-ui/react';
import type { ViewProps } from '../routes/ConsoleRoute.js';
import { PageTitle } from '../ui/layout/PageTitle.js';

/** Sentence of a screen whose real view is not registered yet. */
export const PENDING_TEXT = 'Esta tela será disponibilizada em breve.';

/**
 * Placeholder of a screen built by a later issue: its title and breadcrumb, and one neutral
 * sentence. Nothing that pretends to work.
 */
export function PendingView({ route }: ViewProps) {
  return (
    <>
      <PageTitle title={route.title} {...(route.breadcrumb && { breadcrumb: route.breadcrumb })} />
      <Text color="fg.muted">{PENDING_TEXT}</Text>
    </>
  );
}

export default PendingView;
