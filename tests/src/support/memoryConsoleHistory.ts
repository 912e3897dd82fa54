import { UNSAFE_createMemoryHistory as createMemoryHistory, type InitialEntry } from 'react-router-dom';
import { blockableHistory, type BlockableHistory } from '../../../src/routes/blockableHistory.js';

/** The console's history (as App.tsx builds it) over memory entries instead of the browser's. */
export function memoryConsoleHistory(initialEntries: InitialEntry[], initialIndex?: number): BlockableHistory {
  return blockableHistory(
    createMemoryHistory({ initialEntries, ...(initialIndex !== undefined && { initialIndex }), v5Compat: true }),
  );
}
