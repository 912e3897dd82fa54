import { Box, Button, Checkbox, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import type { ColumnDescriptor } from '../../../core/descriptors/Descriptor.js';
import { chosenColumns, columnChoices, moveColumn, toggleColumn } from '../../../core/listViews/columnChoice.js';

export interface ColumnChooserProps {
  /** The descriptor's columns (those the user's role may see). */
  columns: readonly ColumnDescriptor[];
  /** The list's column choice (`state.columns`); undefined: every column, in the descriptor's order. */
  chosen: readonly string[] | undefined;
  /** The new choice; undefined: the descriptor's own (after 'Restaurar padrão'). */
  onChange(columns: string[] | undefined): void;
}

/**
 * 'Colunas': a checkbox per column to show or hide it (the last one shown stays), 'Subir' and
 * 'Descer' to reorder, and 'Restaurar padrão'. Each change applies at once: the list redraws and
 * the address keeps the choice (`cols`), which a saved view then stores.
 */
export function ColumnChooser({ columns, chosen, onChange }: ColumnChooserProps) {
  const choices = columnChoices(columns, chosen);
  const apply = (next: typeof choices) => onChange(chosenColumns(next, columns));
  const visibleCount = choices.filter((c) => c.visible).length;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" aria-label="Escolher colunas">
          <Columns3 /> Colunas
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="20rem" maxW="calc(100vw - 2rem)">
            <Popover.Body>
              <Stack gap="1" as="ul" listStyleType="none" aria-label="Colunas da lista">
                {choices.map((c, i) => (
                  <HStack as="li" key={c.field} gap="1" justify="space-between">
                    <Checkbox.Root
                      size="sm"
                      checked={c.visible}
                      disabled={c.visible && visibleCount === 1}
                      onCheckedChange={() => apply(toggleColumn(choices, i))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{c.label}</Checkbox.Label>
                    </Checkbox.Root>
                    <Box>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={`Subir ${c.label}`}
                        disabled={i === 0}
                        onClick={() => apply(moveColumn(choices, i, -1))}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={`Descer ${c.label}`}
                        disabled={i === choices.length - 1}
                        onClick={() => apply(moveColumn(choices, i, 1))}
                      >
                        <ArrowDown />
                      </IconButton>
                    </Box>
                  </HStack>
                ))}
              </Stack>
              <HStack justify="space-between" mt="3">
                <Text fontSize="xs" color="fg.muted">
                  {visibleCount} de {choices.length} visíveis
                </Text>
                <Button size="xs" variant="outline" disabled={!chosen?.length} onClick={() => onChange(undefined)}>
                  Restaurar padrão
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
