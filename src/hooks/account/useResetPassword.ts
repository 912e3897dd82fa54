import { useCallback, useRef, useState } from 'react';
import { HttpError } from '../../core/api/HttpError.js';
import { resetPasswordError } from '../../core/account/resetPasswordErrors.js';
import { useApi } from '../api/useApi.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { endpoints } from '../../core/api/endpoints.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';

export interface ResetPasswordController {
  newPassword: string;
  error: string | undefined;
  sending: boolean;
  /** True once the password was changed (the link is used up). */
  done: boolean;
  setNewPassword(value: string): void;
  submit(): Promise<boolean>;
}

/**
 * The public 'Redefinir senha' form (spec 2.3, 7; DECISIONS.md 2): the new password required and
 * 6 to 15 characters, then POST `paths.resetPassword` (schemas/api/endpoints.json:
 * /auth/v1/reset-password) `{ token, new_password }` (no bearer
 * token). Success: a success dialog with the server's message, else
 * `apiMessages.passwordChanged`; failure: an error dialog with the server's message, else
 * `consoleMessages.resetPasswordFailed`.
 */
export function useResetPassword(token: string): ResetPasswordController {
  const api = useApi();
  const { showDialog } = useUiFeedback();
  const [newPassword, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const sendingRef = useRef(false);

  const setNewPassword = useCallback(
    (value: string) => {
      setValue(value);
      setError(attempted ? resetPasswordError(value) : undefined);
    },
    [attempted],
  );

  const submit = useCallback(async () => {
    if (sendingRef.current || done) return false;
    setAttempted(true);
    const found = resetPasswordError(newPassword);
    setError(found);
    if (found) return false;
    sendingRef.current = true;
    setSending(true);
    try {
      const request: EndpointBody<'resetPassword', 'post'> = { token, new_password: newPassword };
      const body = await api.post<EndpointJson<'resetPassword', 'post'> | undefined>(
        endpoints.paths.resetPassword,
        request,
        { auth: false, fallbackMessage: consoleMessages.resetPasswordFailed },
      );
      showDialog({
        type: 'success',
        message: typeof body?.message === 'string' && body.message ? body.message : apiMessages.passwordChanged,
      });
      setValue('');
      setDone(true);
      return true;
    } catch (e) {
      if (e instanceof HttpError && e.errors?.new_password) {
        setError(e.errors.new_password);
        setAttempted(false);
      }
      showDialog({ type: 'error', message: e instanceof HttpError ? e.message : consoleMessages.resetPasswordFailed });
      return false;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [newPassword, token, done, api, showDialog]);

  return { newPassword, error, sending, done, setNewPassword, submit };
}
