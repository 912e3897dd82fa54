import { useCallback, useState } from 'react';
import { readRecord } from '../../core/api/readRecord.js';
import { readMessage } from '../../core/api/readMessage.js';
import { apiPath } from '../api/apiPath.js';
import { useApi } from '../api/useApi.js';
import type { EndpointJson } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

export const ACCESS_GRANTED = apiMessages.accessReleased;
export const ACCESS_BLOCKED = apiMessages.accessBlocked;

/** Asked before 'Bloquear', as 'Excluir' asks: the user loses access on their next request. */
const CONFIRM_BLOCK_USER = 'Bloquear este usuário? Ele perde o acesso ao console na próxima requisição.';

/** is_active 1 (or true) is an active user (spec 4). */
export function isActiveUser(value: unknown): boolean {
  return value === 1 || value === true || value === '1';
}

/**
 * Blocks ('Bloquear', PATCH …/deactivate) or unblocks ('Desbloquear', PATCH …/activate) a user
 * (spec 4, 7; the users' routes of schemas/api/endpoints.json). A blocked user loses access on
 * their next request, so blocking asks first (CONFIRM_BLOCK_USER; 'Cancelar' sends nothing);
 * unblocking does not. `onChanged` gets the answer's user (with the new is_active).
 */
export function useUserAccess(
  userId: number | string,
  active: boolean,
  onChanged: (user: Record<string, unknown> | undefined) => void,
) {
  const api = useApi();
  const { confirm, showAlert, showError } = useUiFeedback();
  const [busy, setBusy] = useState(false);

  const toggle = useCallback(async () => {
    const fallbackMessage = active ? consoleMessages.deactivateUserFailed : consoleMessages.activateUserFailed;
    if (active && !(await confirm(CONFIRM_BLOCK_USER))) return;
    setBusy(true);
    try {
      const body = await api.patch<EndpointJson<'activate' | 'deactivate', 'patch'>>(
        apiPath(active ? 'deactivate' : 'activate', userId),
        undefined,
        { fallbackMessage },
      );
      // The route's own answer: `{ data: user, message }`.
      onChanged(readRecord(body, 'data' satisfies keyof typeof body));
      showAlert('success', readMessage(body) ?? (active ? ACCESS_BLOCKED : ACCESS_GRANTED));
    } catch (error) {
      showError(error, fallbackMessage);
    } finally {
      setBusy(false);
    }
  }, [active, api, userId, onChanged, confirm, showAlert, showError]);

  return { busy, toggle };
}
