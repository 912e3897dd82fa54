import { Box, Button, HStack, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { formatCount } from '../../core/format/formatCount.js';

export interface PaginationProps {
  page: number;
  pages: number;
  perPage: number;
  sizes: number[];
  total: number;
  totalCapped: boolean;
  rowsOnPage: number;
  /**
   * Goes to a page (`Infinity`: the last). The controller's goToPage: at most the last page, and
   * past a capped count it asks the exact count first.
   */
  onPage(page: number): unknown;
  onPerPage(perPage: number): void;
}

/**
 * Page-size selector, range shown, previous/next (disabled on the first/last page), a page
 * number field (Enter goes there) and 'Última' (the last page). With a capped count ('Página 1
 * de 1000+') the field and 'Última' still work: the controller asks the exact count first.
 */
export function Pagination({
  page,
  pages,
  perPage,
  sizes,
  total,
  totalCapped,
  rowsOnPage,
  onPage,
  onPerPage,
}: PaginationProps) {
  const first = rowsOnPage ? (page - 1) * perPage + 1 : 0;
  const last = rowsOnPage ? (page - 1) * perPage + rowsOnPage : 0;
  const totalText = formatCount(total, totalCapped);
  const jumpId = useId();
  const [draft, setDraft] = useState(String(page));
  // Another page in force (a click, the URL) replaces what was typed, from that render on.
  const [draftOf, setDraftOf] = useState(page);
  if (draftOf !== page) {
    setDraftOf(page);
    setDraft(String(page));
  }
  const jump = (e: FormEvent) => {
    e.preventDefault();
    const target = Number(draft.replace(/\D/g, ''));
    if (target >= 1 && target !== page) void onPage(target);
    else setDraft(String(page));
  };
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3" mt="4">
      <HStack gap="2">
        <Text textStyle="sm" color="fg.muted">
          Itens por página
        </Text>
        <NativeSelect.Root size="sm" w="24">
          <NativeSelect.Field
            aria-label="Itens por página"
            value={String(perPage)}
            onChange={(e) => onPerPage(Number(e.currentTarget.value))}
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text textStyle="sm" color="fg.muted" data-testid="list-range">
          {first}–{last} de {totalText}
        </Text>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          Página {page} de {totalCapped ? `${pages}+` : pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => void onPage(page - 1)}>
          Anterior
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => void onPage(page + 1)}>
          Próxima
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages && !totalCapped}
          onClick={() => void onPage(Infinity)}
        >
          Última
        </Button>
        <Box as="form" onSubmit={jump} display="flex" alignItems="center" gap="2">
          <chakra.label htmlFor={jumpId} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            Ir para a página
          </chakra.label>
          <Input
            id={jumpId}
            size="sm"
            w="20"
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={() => setDraft(String(page))}
          />
        </Box>
      </HStack>
    </HStack>
  );
}
