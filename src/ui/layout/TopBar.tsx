import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { BrandMark } from './BrandMark.js';
import { UserMenu } from './UserMenu.js';

export interface TopBarProps {
  /** Opens the side menu on narrow screens. */
  onOpenMenu: () => void;
}

/** The bar above the content: menu button (narrow screens), brand (narrow screens), user menu. */
export function TopBar({ onOpenMenu }: TopBarProps) {
  return (
    <Flex
      as="header"
      h="14"
      px={{ base: '3', md: '6' }}
      align="center"
      gap="3"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton aria-label="Abrir menu" variant="ghost" size="sm" hideFrom="lg" onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
      <Box hideFrom="lg" hideBelow="sm">
        <BrandMark />
      </Box>
      <Box flex="1" />
      <UserMenu />
    </Flex>
  );
}
