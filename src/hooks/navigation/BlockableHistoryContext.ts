import { createContext } from 'react';
import type { BlockableHistory } from './BlockableHistory.js';

/** The history the console's router navigates with (ConsoleRouter provides it). */
export const BlockableHistoryContext = createContext<BlockableHistory | null>(null);
