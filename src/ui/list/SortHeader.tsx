import { Button } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export interface SortHeaderProps {
  label: string;
  /** The column's order in force, or undefined when the list is not sorted by it. */
  order: 'asc' | 'desc' | undefined;
  onSort(): void;
}

/**
 * A sortable column's heading: a button (Enter or Space, like a click) with an arrow that shows
 * the order: up ascending, down descending, both ways when not sorted by it. The heading cell
 * carries `aria-sort`; the arrow is decoration.
 */
export function SortHeader({ label, order, onSort }: SortHeaderProps) {
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      h="auto"
      minW="0"
      fontWeight="inherit"
      color="inherit"
      gap="1"
      onClick={onSort}
    >
      {label}
      <Icon aria-hidden opacity={order ? 1 : 0.45} />
    </Button>
  );
}
