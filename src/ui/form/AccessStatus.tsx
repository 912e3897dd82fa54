import { Badge } from '@chakra-ui/react';
import { ACCESS_BLOCKED, ACCESS_GRANTED } from '../../hooks/form/useUserAccess.js';

/** A user's access (spec 4): 'Acesso liberado' (is_active 1) or 'Acesso bloqueado'. */
export function AccessStatus({ active }: { active: boolean }) {
  return (
    <Badge size="lg" variant="subtle" colorPalette={active ? 'green' : 'red'} data-testid="access-status">
      {active ? ACCESS_GRANTED : ACCESS_BLOCKED}
    </Badge>
  );
}
