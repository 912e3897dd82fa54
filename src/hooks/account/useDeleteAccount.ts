import { useCallback, useRef, useState } from 'react';
import { HttpError } from '../../core/api/HttpError.js';
import {
  deleteAccountErrors,
  type DeleteAccountErrors,
  type DeleteAccountRequest,
} from '../../core/account/deleteAccountErrors.js';
import { useApi } from '../api/useApi.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { endpoints } from '../../core/api/endpoints.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';

const EMPTY: DeleteAccountRequest = { cpf: '', password: '' };

export interface DeleteAccountController {
  /** `cpf` holds digits only (the masked input shows them masked). */
  values: DeleteAccountRequest;
  errors: DeleteAccountErrors;
  sending: boolean;
  setValue(field: keyof DeleteAccountRequest, value: string): void;
  /** Validates, asks for confirmation, sends; true when the registration was deleted. */
  submit(): Promise<boolean>;
}

/**
 * The public 'Excluir cadastro' form (spec 2.3, 5, 7, 8): CPF and password checked here first,
 * then the confirm dialog, then POST `paths.deleteAccount` (schemas/api/endpoints.json:
 * /api/v2/person/delete-account) `{ cpf: digits, password }`
 * (no bearer token: the person is not a console user). Success: a success dialog with the
 * server's message and an empty form; failure: an error dialog with the server's message, else
 * `consoleMessages.deleteAccountFailed`, and the server's field messages under their fields.
 */
export function useDeleteAccount(): DeleteAccountController {
  const api = useApi();
  const { confirm, showDialog } = useUiFeedback();
  const [values, setValues] = useState<DeleteAccountRequest>(EMPTY);
  const [errors, setErrors] = useState<DeleteAccountErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const setValue = useCallback(
    (field: keyof DeleteAccountRequest, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      // After a try, the messages follow the typing; before, a server message goes once its field changes.
      setErrors((e) => (attempted ? deleteAccountErrors(next) : e[field] ? { ...e, [field]: undefined } : e));
    },
    [values, attempted],
  );

  const submit = useCallback(async () => {
    if (sendingRef.current) return false;
    setAttempted(true);
    const found = deleteAccountErrors(values);
    setErrors(found);
    if (found.cpf || found.password) return false;
    sendingRef.current = true;
    try {
      if (!(await confirm(consoleMessages.confirmDelete))) return false;
      setSending(true);
      const body = await api.post<EndpointJson<'deleteAccount', 'post'> | undefined>(
        endpoints.paths.deleteAccount,
        values satisfies EndpointBody<'deleteAccount', 'post'>,
        { auth: false, fallbackMessage: consoleMessages.deleteAccountFailed },
      );
      showDialog({
        type: 'success',
        message: typeof body?.message === 'string' && body.message ? body.message : apiMessages.accountDeleted,
      });
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.errors) {
        setErrors({
          ...(error.errors.cpf && { cpf: error.errors.cpf }),
          ...(error.errors.password && { password: error.errors.password }),
        });
        setAttempted(false);
      }
      showDialog({
        type: 'error',
        message: error instanceof HttpError ? error.message : consoleMessages.deleteAccountFailed,
      });
      return false;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [values, api, confirm, showDialog]);

  return { values, errors, sending, setValue, submit };
}
