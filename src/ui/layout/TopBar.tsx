import { Box, Button, Flex } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useThemeSync } from '../../hooks/theme/useThemeSync.js';
import { ThemeToggle } from '../theme/ThemeToggle.js';
import { BrandMark } from './BrandMark.js';
import { UserMenu } from './UserMenu.js';

export interface TopBarProps {
  /** Opens the side menu on narrow screens. */
  onOpenMenu: () => void;
  /** Whether the narrow screens' menu drawer is open (the 'Menu' button's aria-expanded). */
  menuOpen?: boolean;
}

/**
 * The bar above the content: 'Menu' button and brand (narrow screens), the dark-theme switch
 * (kept on the server per user: useThemeSync), user menu.
 */
export function TopBar({ onOpenMenu, menuOpen = false }: TopBarProps) {
  const chooseTheme = useThemeSync();
  return (
    <Flex
      as="header"
      h="14"
      px={{ base: '3', md: '6' }}
      align="center"
      gap={{ base: '1', sm: '3' }}
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Button
        variant="ghost"
        size="sm"
        px="2"
        hideFrom="lg"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <MenuIcon aria-hidden />
        Menu
      </Button>
      <Box hideFrom="lg" hideBelow="md">
        <BrandMark />
      </Box>
      <Box flex="1" />
      <ThemeToggle onChoose={chooseTheme} />
      <UserMenu />
    </Flex>
  );
}
