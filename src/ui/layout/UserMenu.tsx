import { Avatar, Button, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { PROFILE_ICON } from './menuItems.js';

/** The top bar's user menu (spec 2.1): the user's name; 'Meu Perfil' and 'Logout'. */
export function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const name = user?.name ?? 'Minha conta';
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'profile') void navigate('/user/profile');
        if (value === 'logout') logout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" gap="2">
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" maxW={{ base: '7rem', md: '14rem' }} truncate>
            {name}
          </Text>
          <Icon as={ChevronDown} boxSize="4" color="fg.muted" aria-hidden />
        </Button>
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
