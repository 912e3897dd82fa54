import { Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { PROFILE_ICON } from './menuItems.js';
import { UserMenuButton } from './UserMenuButton.js';

export interface UserMenuDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's name, on the trigger. */
  name: string;
}

/**
 * The user menu itself (spec 2.1): the user's email, 'Meu Perfil' and 'Logout', under its
 * trigger. Chakra's Menu (Zag menu machine, Floating UI positioning) is loaded by UserMenu when
 * the operator first reaches for it.
 */
export function UserMenuDropdown({ open, onOpenChange, name }: UserMenuDropdownProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'profile') void navigate('/user/profile');
        // Ends every session of this user on the server, then here (AuthProvider.logout).
        if (value === 'logout') void logout();
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
            <Menu.Item value="profile">
              <Icon as={PROFILE_ICON} boxSize="4" aria-hidden />
              Meu Perfil
            </Menu.Item>
            <Menu.Item value="logout">
              <Icon as={LogOut} boxSize="4" aria-hidden />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
