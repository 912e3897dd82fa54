import { createContext } from 'react';
import type { ApiClient } from '../../core/api/apiClient.js';

/** The session's API client; provided by AuthProvider (it owns the token and forced logout). */
export const ApiContext = createContext<ApiClient | null>(null);
