import { useCallback, useState } from 'react';
import { apiPath } from '../api/apiPath.js';
import { useApi } from '../api/useApi.js';
import type { EndpointJson } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/** A reset-password link issued for a user. */
export interface ResetLink {
  link: string;
  /** ISO date-time after which the link no longer works. */
  expiresAt: string | null;
  /** The server's message ('… vale por 30 minutos e uma única vez.'). */
  message: string;
}

/**
 * 'Enviar link de redefinição' (DECISIONS.md 3): POST the users' reset-link route
 * (schemas/api/endpoints.json: /admin/v1/user/{id}/reset-link) →
 * `{ data: { link, expires_at }, message }`. `link` is null until one is issued; a failure shows
 * the error dialog (server's message, else `consoleMessages.resetLinkFailed`).
 */
export function useResetLink(userId: number | string) {
  const api = useApi();
  const { showError } = useUiFeedback();
  const [link, setLink] = useState<ResetLink | null>(null);
  const [busy, setBusy] = useState(false);

  const issue = useCallback(async () => {
    setBusy(true);
    try {
      const body = await api.post<EndpointJson<'resetLink', 'post'> | undefined>(
        apiPath('resetLink', userId),
        undefined,
        { fallbackMessage: consoleMessages.resetLinkFailed },
      );
      const issued = body?.data?.link;
      if (typeof issued !== 'string' || !issued) throw new Error(consoleMessages.resetLinkMissing);
      setLink({
        link: issued,
        expiresAt: typeof body?.data?.expires_at === 'string' ? body.data.expires_at : null,
        message: typeof body?.message === 'string' && body.message ? body.message : apiMessages.resetLinkCreated,
      });
    } catch (error) {
      showError(error, consoleMessages.resetLinkFailed);
    } finally {
      setBusy(false);
    }
  }, [api, userId, showError]);

  const clear = useCallback(() => setLink(null), []);
  return { link, busy, issue, clear };
}
