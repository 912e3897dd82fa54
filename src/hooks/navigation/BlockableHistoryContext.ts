import { createContext } from 'react';
import type { BlockableHistory } from '../../routes/blockableHistory.js';

/** The history the console's router navigates with (ConsoleRouter provides it). */
export const BlockableHistoryContext = createContext<BlockableHistory | null>(null);
