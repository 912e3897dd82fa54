import { CloseButton, Dialog, Flex, Heading, HStack, Kbd, Portal, Stack, Text } from '@chakra-ui/react';
import { SHORTCUTS, type ShortcutInfo } from '../../core/keyboard/shortcuts.js';
import { backdropMotion, contentMotion } from '../feedback/dialogMotion.js';

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shortcuts by where they work, in the order SHORTCUTS first names each place. */
function byPlace(): [ShortcutInfo['where'], ShortcutInfo[]][] {
  const places = [...new Set(SHORTCUTS.map((s) => s.where))];
  return places.map((place) => [place, SHORTCUTS.filter((s) => s.where === place)]);
}

/**
 * The '?' dialog: every keyboard shortcut of the console (src/core/keyboard/shortcuts.ts), grouped
 * by where it works, each key drawn as a key cap.
 */
export function ShortcutsDialog({ open, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop {...backdropMotion} />
        <Dialog.Positioner>
          <Dialog.Content {...contentMotion}>
            <Dialog.Header>
              <Dialog.Title>Atalhos de teclado</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {byPlace().map(([place, shortcuts]) => (
                  <Stack key={place} gap="2">
                    <Heading as="h3" size="xs" textTransform="uppercase" letterSpacing="wide">
                      {place}
                    </Heading>
                    <Stack as="dl" gap="2">
                      {shortcuts.map((s) => (
                        <Flex key={s.keys.join('+')} justify="space-between" align="center" gap="4">
                          <Text as="dt" fontSize="sm">
                            {s.description}
                          </Text>
                          <HStack as="dd" gap="1" flexShrink={0}>
                            {s.keys.map((k) => (
                              <Kbd key={k}>{k}</Kbd>
                            ))}
                          </HStack>
                        </Flex>
                      ))}
                    </Stack>
                  </Stack>
                ))}
              </Stack>
              <Text mt="5" fontSize="xs" color="fg.muted">
                As teclas “/” e “?” não agem enquanto você digita num campo nem com uma janela aberta.
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar janela" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
