import { Box, Flex, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isMenuItemActive } from './isMenuItemActive.js';
import { MENU_GROUPS } from './menuItems.js';

export interface SideMenuProps {
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The side menu of spec 2.1: four groups of links, the current one highlighted. */
export function SideMenu({ onNavigate }: SideMenuProps) {
  return <MenuLinks pathname={useLocation().pathname} onNavigate={onNavigate} />;
}

/**
 * The links, drawn again only when the path changes: a list's paging and filters live in the
 * query string, and each change of it would otherwise redraw the whole menu.
 */
const MenuLinks = memo(function MenuLinks({ pathname, onNavigate }: SideMenuProps & { pathname: string }) {
  return (
    <Box as="nav" aria-label="Menu principal" px="3" py="4">
      <Stack gap="5">
        {MENU_GROUPS.map((group) => (
          <Box key={group.label} role="group" aria-labelledby={`menu-group-${group.label}`}>
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
                const active = isMenuItemActive(item, pathname);
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
                      fontWeight={active ? 'semibold' : 'medium'}
                      color={active ? 'white' : 'whiteAlpha.800'}
                      bg={active ? 'brand.600' : 'transparent'}
                      textDecoration="none"
                      _hover={{ bg: active ? 'brand.600' : 'whiteAlpha.100', color: 'white', textDecoration: 'none' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '1px' }}
                    >
                      <RouterLink to={item.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
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
        ))}
      </Stack>
    </Box>
  );
});
