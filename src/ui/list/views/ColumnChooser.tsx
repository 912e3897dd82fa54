import { Box, Button, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { useState } from 'react';
import type { ColumnDescriptor } from '../../../core/descriptors/Descriptor.js';
import { chosenColumns, columnChoices, moveColumn, toggleColumn } from '../../../core/listViews/columnChoice.js';
import { Modal } from '../../feedback/Modal.js';

export interface ColumnChooserProps {
  /** The descriptor's columns (those the user's role may see). */
  columns: readonly ColumnDescriptor[];
  /** The list's column choice (`state.columns`); undefined: every column, in the descriptor's order. */
  chosen: readonly string[] | undefined;
  /** The new choice; undefined: the descriptor's own (after 'Restaurar padrão'). */
  onChange(columns: string[] | undefined): void;
}

/**
 * 'Colunas': a dialog with a checkbox per column to show or hide it (the last one shown stays),
 * 'Subir' and 'Descer' to reorder, and 'Restaurar padrão'. Each change applies at once: the list
 * behind redraws and the address keeps the choice (`cols`), which a saved view then stores.
 */
export function ColumnChooser({ columns, chosen, onChange }: ColumnChooserProps) {
  // The choice just sent, until the list's address (hence `chosen`) catches up: a second click
  // before that builds on it, not on the choice the address still shows.
  const [sent, setSent] = useState<{ over: readonly string[] | undefined; columns: string[] | undefined } | null>(null);
  if (sent && sent.over !== chosen) setSent(null);
  const current = sent && sent.over === chosen ? sent.columns : chosen;
  const choices = columnChoices(columns, current);
  const apply = (next: typeof choices) => {
    const picked = chosenColumns(next, columns);
    setSent({ over: chosen, columns: picked });
    onChange(picked);
  };
  const visibleCount = choices.filter((c) => c.visible).length;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-label="Escolher colunas" onClick={() => setOpen(true)}>
        <Columns3 /> Colunas
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Colunas da lista"
        footer={
          <>
            <Button variant="outline" disabled={!current?.length} onClick={() => onChange(undefined)}>
              Restaurar padrão
            </Button>
            <Button colorPalette="brand" onClick={() => setOpen(false)}>
              Fechar
            </Button>
          </>
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="3">
          Marque as colunas a mostrar e use as setas para mudar a ordem ({visibleCount} de {choices.length} visíveis).
        </Text>
        <Stack gap="1" as="ul" listStyleType="none" aria-label="Colunas da lista">
          {choices.map((c, i) => (
            <HStack as="li" key={c.field} gap="1" justify="space-between" borderBottomWidth="1px" py="1">
              <Checkbox.Root
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
                  size="sm"
                  variant="ghost"
                  aria-label={`Subir ${c.label}`}
                  disabled={i === 0}
                  onClick={() => apply(moveColumn(choices, i, -1))}
                >
                  <ArrowUp />
                </IconButton>
                <IconButton
                  size="sm"
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
      </Modal>
    </>
  );
}
