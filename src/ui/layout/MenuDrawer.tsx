import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { BrandMark } from './BrandMark.js';
import { SideMenu } from './SideMenu.js';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The side menu as a drawer, on narrow screens (spec 2.1). Loaded by the Shell the first time
 * it opens: Chakra's Drawer brings the whole dialog machinery, which wide screens never need.
 */
export function MenuDrawer({ open, onOpenChange }: MenuDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="start" lazyMount unmountOnExit>
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
              <SideMenu onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton
                size="sm"
                top="3.5"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                aria-label="Fechar menu"
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
