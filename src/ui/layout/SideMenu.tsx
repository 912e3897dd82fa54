import { Box, Flex, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { menuGroups } from 'virtual:console-shell';
import type { ShellMenuGroup } from '../../core/console/ConsoleShell.js';
import { isMenuItemActive } from '../../core/console/isMenuItemActive.js';
import { permittedMenu } from '../../core/console/permittedMenu.js';
import { useAuth } from '../../hooks/auth/useAuth.js';

type MenuGroup = ShellMenuGroup<LucideIcon>;

export interface SideMenuProps {
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/**
 * The side menu of spec 2.1: the groups of schemas/console.json with the entries of the
 * descriptors (`menu`) and of console.json's screens, the current one highlighted; only the
 * entries the user's role may read (schemas/roles.json: an operator sees neither 'Usuários' nor
 * 'Acessos').
 */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const permissions = useAuth().user?.permissions;
  // Kept while the permissions stay: the groups are memoised by identity.
  const groups = useMemo(() => permittedMenu(menuGroups, permissions), [permissions]);
  return <MenuLinks pathname={useLocation().pathname} groups={groups} onNavigate={onNavigate} />;
}

/**
 * The links, drawn again only when the path changes: a list's paging and filters live in the
 * query string, and each change of it would otherwise redraw the whole menu.
 */
const MenuLinks = memo(function MenuLinks({
  pathname,
  groups,
  onNavigate,
}: SideMenuProps & { pathname: string; groups: readonly MenuGroup[] }) {
  return (
    <Box as="nav" aria-label="Menu principal" px="3" py="4">
      <Stack gap="5">
        {groups.map((group) => (
          <MenuGroupLinks
            key={group.label}
            group={group}
            active={group.items
              .filter((item) => isMenuItemActive(item, pathname))
              .map((item) => item.to)
              .join(' ')}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
    </Box>
  );
});

/**
 * One group of links, drawn again only when which of its links is highlighted changes: opening a
 * list's form, or going from one screen of a group to another screen of another group, leaves
 * the other groups as they are (each link is a handful of styled elements).
 *
 * @param active the `to` of the group's highlighted links, separated by spaces ('' for none)
 */
const MenuGroupLinks = memo(function MenuGroupLinks({
  group,
  active,
  onNavigate,
}: SideMenuProps & { group: MenuGroup; active: string }) {
  const highlighted = active.split(' ');
  return (
    <Box role="group" aria-labelledby={`menu-group-${group.label}`}>
      <Text
        id={`menu-group-${group.label}`}
        px="3"
        mb="1.5"
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wider"
        textTransform="uppercase"
        color="whiteAlpha.600"
      >
        {group.label}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {group.items.map((item) => {
          const isActive = highlighted.includes(item.to);
          return (
            <li key={item.to}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2"
                borderRadius="md"
                fontSize="sm"
                fontWeight={isActive ? 'semibold' : 'medium'}
                color={isActive ? 'white' : 'whiteAlpha.800'}
                bg={isActive ? 'brand.600' : 'transparent'}
                textDecoration="none"
                _hover={{ bg: isActive ? 'brand.600' : 'whiteAlpha.100', color: 'white', textDecoration: 'none' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '1px' }}
              >
                <RouterLink to={item.to} aria-current={isActive ? 'page' : undefined} onClick={onNavigate}>
                  <Flex as="span" w="5" justify="center" aria-hidden>
                    <Icon as={item.icon} boxSize="4" />
                  </Flex>
                  {item.label}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
});
