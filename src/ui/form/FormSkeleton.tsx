import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

/** Placeholder of a form while its record or its validator loads. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="5" aria-busy="true" aria-label="Carregando formulário">
      {Array.from({ length: fields }, (_, i) => (
        <Stack key={i} gap="2">
          <Skeleton height="4" width="40%" />
          <Skeleton height="10" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
