import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { formatCount } from '../../core/format/formatCount.js';

export interface PaginationProps {
  page: number;
  pages: number;
  perPage: number;
  sizes: number[];
  total: number;
  totalCapped: boolean;
  rowsOnPage: number;
  onPage(page: number): void;
  onPerPage(perPage: number): void;
}

/** Page-size selector, range shown and previous/next (disabled on the first/last page). */
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
  const last = (page - 1) * perPage + rowsOnPage;
  const totalText = formatCount(total, totalCapped);
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
      <HStack gap="2">
        <Text textStyle="sm" color="fg.muted">
          Página {page} de {totalCapped ? `${pages}+` : pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </HStack>
    </HStack>
  );
}
