import { HStack, Text } from '@chakra-ui/react';
import { fingerTiffPaths } from '../../../core/files/fingerTiffPaths.js';
import { FileLink } from '../../files/FileLink.js';
import type { CellProps } from './CellProps.js';
import { rowImages } from './FingerImagesCell.js';

/**
 * Finger log 'Tiff' (spec 2.6): the processed TIFF and its mask, derived from the first image
 * (`…/log/finger_1.jpeg` → `…/img/finger_1.tiff`, `…/img/finger_1-mask.tiff`).
 */
export function FingerTiffsCell({ row, column }: CellProps) {
  const paths = fingerTiffPaths(rowImages(row, column.field)[0]);
  if (!paths) return <Text color="fg.subtle">—</Text>;
  return (
    <HStack gap="3" wrap="nowrap">
      <FileLink value={paths.tiff}>Tiff</FileLink>
      <FileLink value={paths.mask}>Máscara</FileLink>
    </HStack>
  );
}
