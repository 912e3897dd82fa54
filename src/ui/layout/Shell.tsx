import { Box, Center, Flex, Spinner } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { deferredModule } from '../../hooks/lazy/deferredModule.js';
import { KeyboardLayer } from '../keyboard/KeyboardLayer.js';
import { BrandMark } from './BrandMark.js';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.js';
import { SideMenu } from './SideMenu.js';
import { TopBar } from './TopBar.js';

/** The narrow-screen menu drawer, fetched when first opened. */
const lazyMenuDrawer = deferredModule(() => import('./MenuDrawer.js'));

/** Width of the side menu. */
const SIDE_MENU_WIDTH = '240px';

/**
 * The signed-in layout (spec 2.1): dark side menu on the left (a drawer on narrow screens), top
 * bar, and the current screen in the content area (`<main>`, the skip link's target). Screens load lazily inside it, so the
 * menu stays while a screen's code arrives.
 */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { module: drawer } = lazyMenuDrawer.useModule(menuOpen);
  return (
    <Flex minH="100dvh">
      <KeyboardLayer />
      <SkipLink />
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

      {drawer && <drawer.MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />}

      <Flex direction="column" flex="1" minW="0">
        <TopBar onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" minW="0" p={{ base: '3', md: '8' }}>
          <Box
            bg="bg"
            borderRadius="lg"
            borderWidth="1px"
            borderColor="border"
            boxShadow="xs"
            p={{ base: '3', md: '6' }}
            minH="full"
          >
            <Suspense
              fallback={
                <Center py="16">
                  <Spinner color="brand.fg" />
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
