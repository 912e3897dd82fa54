import { Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { userMenu } from 'virtual:console-shell';
import { can } from '../../core/auth/can.js';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { UserMenuButton } from './UserMenuButton.js';

export interface UserMenuDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's name, on the trigger. */
  name: string;
}

/** The menu item value of 'Logout'; every other item's value is the address it opens. */
const LOGOUT = 'logout';

/**
 * The user menu itself (spec 2.1): the user's email, the entries of schemas/console.json's screens
 * that have a `userMenu` ('Meu Perfil') and 'Logout', under its trigger. Chakra's Menu (Zag menu
 * machine, Floating UI positioning) is loaded by UserMenu when the operator first reaches for it.
 */
export function UserMenuDropdown({ open, onOpenChange, name }: UserMenuDropdownProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const permissions = user?.permissions;
  const entries = userMenu.filter((e) => !permissions || e.permission === undefined || can(permissions, e.permission));
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        // Ends every session of this user on the server, then here (AuthProvider.logout).
        if (value === LOGOUT) void logout();
        else void navigate(value);
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {user?.email && (
              <>
                <Text px="2" py="1.5" fontSize="xs" color="fg.muted" truncate>
                  {user.email}
                </Text>
                <Menu.Separator />
              </>
            )}
            {entries.map((entry) => (
              <Menu.Item key={entry.to} value={entry.to}>
                <Icon as={entry.icon} boxSize="4" aria-hidden />
                {entry.label}
              </Menu.Item>
            ))}
            <Menu.Item value={LOGOUT}>
              <Icon as={LogOut} boxSize="4" aria-hidden />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
