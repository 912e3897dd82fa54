import type { ComponentType } from 'react';
import type { CellProps } from './CellProps.js';
import { FingerImagesCell } from './FingerImagesCell.js';
import { FingerTiffsCell } from './FingerTiffsCell.js';
import { LivenessFilesCell } from './LivenessFilesCell.js';
import { RequestEndpointCell } from './RequestEndpointCell.js';
import { PersonalCell } from './PersonalCell.js';
import { LivenessVideoCell } from './LivenessVideoCell.js';
import { LinkCell } from './LinkCell.js';

export type { CellProps };

/**
 * Special cells a descriptor names by key (`"cell": "request-endpoint"`). A key with no
 * component here falls back to the column's format, so a descriptor never breaks the list.
 * Cells that act on their list (reload after a change) use `useListContext()`.
 */
export const cellRegistry: Record<string, ComponentType<CellProps>> = {
  'request-endpoint': RequestEndpointCell,
  'liveness-files': LivenessFilesCell,
  'finger-images': FingerImagesCell,
  'finger-tiffs': FingerTiffsCell,
  'liveness-video': LivenessVideoCell,
  link: LinkCell,
  /** Every column of a `"personal"` field, whatever its `cell` (DataTable): masked value and eye button. */
  personal: PersonalCell,
};
