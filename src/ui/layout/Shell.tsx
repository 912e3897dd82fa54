import { Box, CloseButton, Drawer, Flex, Portal, Spinner, Center } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandMark } from './BrandMark.js';
import { SideMenu } from './SideMenu.js';
import { TopBar } from './TopBar.js';

/** Width of the side menu. */
export const SIDE_MENU_WIDTH = '240px';

/**
 * The signed-in layout (spec 2.1): dark side menu on the left (a drawer on narrow screens), top
 * bar, and the current screen in the white content area. Screens load lazily inside it, so the
 * menu stays while a screen's code arrives.
 */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        hideBelow="lg"
        w={SIDE_MENU_WIDTH}
        flexShrink={0}
        bg="brand.950"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Flex h="14" px="6" align="center" borderBottomWidth="1px" borderColor="whiteAlpha.100">
          <BrandMark inverted />
        </Flex>
        <SideMenu />
      </Box>

      <Drawer.Root open={menuOpen} onOpenChange={(d) => setMenuOpen(d.open)} placement="start" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="brand.950" maxW="280px">
              <Drawer.Header px="6" py="4" pe="14" borderBottomWidth="1px" borderColor="whiteAlpha.100">
                <Drawer.Title asChild>
                  <Box>
                    <BrandMark inverted />
                  </Box>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <SideMenu onNavigate={() => setMenuOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" top="3.5" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minW="0">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <Box as="main" flex="1" p={{ base: '4', md: '8' }}>
          <Box bg="bg" borderRadius="lg" borderWidth="1px" borderColor="border" boxShadow="xs" p={{ base: '4', md: '6' }} minH="full">
            <Suspense
              fallback={
                <Center py="16">
                  <Spinner color="brand.600" />
                </Center>
              }
            >
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Flex>
    </Flex>
  );
}

export default Shell;
