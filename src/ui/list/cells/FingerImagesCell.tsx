import { HStack, Text } from '@chakra-ui/react';
import { FileLink } from '../../files/FileLink.js';
import type { CellProps } from './CellProps.js';

/** The images of a finger log row (`imagens`, or the column's field). */
export function rowImages(row: CellProps['row'], field = 'imagens'): unknown[] {
  const images = row[field];
  return Array.isArray(images) ? images : [];
}

/** Finger log 'Img' (spec 2.6): one link per capture image, 'Img 1', 'Img 2', ... */
export function FingerImagesCell({ row, column }: CellProps) {
  const images = rowImages(row, column.field);
  if (!images.length) return <Text color="fg.subtle">—</Text>;
  return (
    <HStack gap="3" wrap="nowrap">
      {images.map((image, i) => (
        <FileLink key={i} value={image}>
          Img {i + 1}
        </FileLink>
      ))}
    </HStack>
  );
}
