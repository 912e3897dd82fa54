import { createContext } from 'react';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';

/** What a list's cells and detail view may use of their list; provided by ListView. */
export interface ListContextValue {
  descriptor: ClientDescriptor;
  /** Fetches the current page again (after a row changed on the server). */
  reload(): Promise<unknown>;
}

export const ListContext = createContext<ListContextValue | null>(null);
