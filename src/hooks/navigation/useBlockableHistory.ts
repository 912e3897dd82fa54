import { useContext } from 'react';
import type { BlockableHistory } from './BlockableHistory.js';
import { BlockableHistoryContext } from './BlockableHistoryContext.js';

/** The console's history, whose `block()` holds navigations (the form's leave guard). */
export function useBlockableHistory(): BlockableHistory {
  const history = useContext(BlockableHistoryContext);
  if (!history) throw new Error('useBlockableHistory precisa de um <ConsoleRouter> acima.');
  return history;
}
