import { useCallback, useRef, useState } from 'react';
import { tokenStore } from '../../core/auth/tokenStore.js';
import { apiPath } from '../api/apiPath.js';
import { useApi } from '../api/useApi.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { passwordChangeErrors, type PasswordChange } from '../../core/account/passwordChangeErrors.js';
import { saveFailure } from './saveFailure.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

const EMPTY: PasswordChange = { password: '', new_password: '', confirm_new_password: '' };

export interface ChangePasswordController {
  values: PasswordChange;
  errors: Partial<Record<keyof PasswordChange, string>>;
  saving: boolean;
  setValue(field: keyof PasswordChange, value: string): void;
  /** Validates and sends; true when the password was changed. */
  submit(): Promise<boolean>;
  reset(): void;
}

/**
 * The change-password modal's state and call (spec 2.8): PUT the users' password route
 * (schemas/api/endpoints.json: /admin/v1/user/{id}/password) with
 * { password, new_password, confirm_new_password }. The server's field errors (wrong current
 * password...) go under their fields; success shows the server's message in a success dialog.
 * Changing one's own password ends the other sessions: the answer's new access_token is stored.
 */
export function useChangePassword(userId: number | string): ChangePasswordController {
  const api = useApi();
  const { showDialog, showError } = useUiFeedback();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordController['errors']>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const setValue = useCallback(
    (field: keyof PasswordChange, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      // After a try, the messages follow the typing; before, a server message goes once its field changes.
      setErrors((e) => (attempted ? passwordChangeErrors(next) : e[field] ? { ...e, [field]: undefined } : e));
    },
    [values, attempted],
  );

  const reset = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
    setAttempted(false);
  }, []);

  const submit = useCallback(async () => {
    if (savingRef.current) return false;
    setAttempted(true);
    const found = passwordChangeErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return false;
    savingRef.current = true;
    setSaving(true);
    try {
      const body = await api.put<EndpointJson<'password', 'put'> | undefined>(
        apiPath('password', userId),
        values satisfies EndpointBody<'password', 'put'>,
        { fallbackMessage: consoleMessages.saveRecordFailed },
      );
      if (typeof body?.access_token === 'string' && body.access_token) tokenStore.set(body.access_token);
      showDialog({ type: 'success', message: body?.message || apiMessages.passwordChanged });
      reset();
      return true;
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.kind === 'invalid') {
        setErrors(failure.errors);
        setAttempted(false);
      } else {
        showError(error, consoleMessages.saveRecordFailed);
      }
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [values, api, userId, showDialog, showError, reset]);

  return { values, errors, saving, setValue, submit, reset };
}
