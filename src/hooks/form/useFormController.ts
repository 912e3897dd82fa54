import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RequestOptions } from '../../core/api/apiClient.js';
import { readRecord } from '../../core/api/readRecord.js';
import { readMessage } from '../../core/api/readMessage.js';
import { useApi } from '../api/useApi.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import type { FormConfig } from './FormConfig.js';
import type { FormController } from './FormController.js';
import { formErrors, saveBody } from './formErrors.js';
import type { FormRecord } from './FormRecord.js';
import { formReducer, initialFormState } from './formReducer.js';
import { sameFormData, toFormData } from './formData.js';
import { saveFailure } from './saveFailure.js';
import { useFormValidator } from './useFormValidator.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/**
 * One form, apart from how it looks (react-admin's useEditController): every descriptor's form and
 * 'Meu Perfil' alike, told apart by their `config` (FormConfig). Without a `recordId` the form
 * creates; with one the record is read first. After a successful create the form keeps the
 * returned id, later saves are updates, and the address becomes `addressOf(id)`. The check is the
 * API's own (same schema, same messages); the server's field errors (400, 409) come back under
 * their fields; leaving with unsaved changes asks first (useLeaveGuard).
 */
export function useFormController(config: FormConfig): FormController {
  const { descriptor: d, recordId } = config;
  const api = useApi();
  const { showAlert, showDialog, showError } = useUiFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, dispatch] = useReducer(formReducer, undefined, () =>
    initialFormState(recordId, toFormData(d, 'create')),
  );
  const { mode, id, record, formData, baseline, saving, attempted } = state;
  const { loaded, failed: validatorFailed } = useFormValidator(d, mode);

  /** The latest data, for a submit in the same tick as a change (written where the data changes). */
  const formDataRef = useRef(formData);
  const savingRef = useRef(false);
  /** The id whose record the form shows (read or just created). */
  const shownId = useRef<string | undefined>(undefined);
  /** A success alert to show once the address has changed (the alert area hides on navigation). */
  const pendingAlert = useRef<string | null>(null);

  /** Shows a record the server sent: it is now the form's data and the "saved" state. */
  const show = useCallback(
    (rec: FormRecord, recId: string) => {
      const data = toFormData(d, 'update', rec);
      shownId.current = recId;
      formDataRef.current = data;
      dispatch({ type: 'show', id: recId, record: rec, data });
    },
    [d],
  );

  /** The record `readId` names, under the config's record key (an answer without it is an error). */
  const fetchRecord = async (readId: string, signal?: AbortSignal): Promise<FormRecord> => {
    const body = await api.get(config.read(readId), {
      fallbackMessage: config.loadErrorMessage,
      ...(signal && { signal }),
    });
    return readRecord<FormRecord>(body, config.recordKey);
  };

  const load = async (readId: string, signal: AbortSignal) => {
    dispatch({ type: 'load', id: readId });
    try {
      const rec = await fetchRecord(readId, signal);
      if (!signal.aborted) show(rec, readId);
    } catch (error) {
      if (signal.aborted) return;
      dispatch({ type: 'loadFailed' });
      showError(error, config.loadErrorMessage);
    }
  };

  // The record `recordId` names, unless the form shows it already; none: a new record.
  const follow = useEffectEvent((signal: AbortSignal) => {
    if (recordId === undefined) {
      if (shownId.current === undefined) return;
      shownId.current = undefined;
      const data = toFormData(d, 'create');
      formDataRef.current = data;
      dispatch({ type: 'clear', data });
    } else if (recordId !== shownId.current) {
      void load(recordId, signal);
    }
  });
  useEffect(() => {
    const controller = new AbortController();
    follow(controller.signal);
    return () => controller.abort();
  }, [recordId, d]);

  useEffect(() => {
    const text = pendingAlert.current;
    if (!text) return;
    pendingAlert.current = null;
    // After this commit's effects, the alert area's "hide on navigation" included.
    setTimeout(() => showAlert('success', text), 0);
  }, [location.pathname, showAlert]);

  const setFormData = useCallback((next: FormRecord) => {
    formDataRef.current = next;
    dispatch({ type: 'change', data: next });
  }, []);

  const check = useCallback(
    (data: FormRecord) => (loaded ? formErrors(d, mode, loaded, data, config.fields) : {}),
    [loaded, d, mode, config.fields],
  );
  const clientErrors = useMemo(() => (attempted ? check(formData) : {}), [attempted, check, formData]);
  const errors = useMemo(() => ({ ...state.serverErrors, ...clientErrors }), [state.serverErrors, clientErrors]);
  const dirty = useMemo(() => !sameFormData(d, mode, formData, baseline), [d, mode, formData, baseline]);
  const confirmLeave = useLeaveGuard(dirty && !saving);

  const submit = async (): Promise<boolean> => {
    if (savingRef.current || !loaded) return false;
    const data = formDataRef.current;
    dispatch({ type: 'submit' });
    if (Object.keys(check(data)).length) {
      showAlert('danger', apiMessages.formInvalid);
      return false;
    }
    savingRef.current = true;
    dispatch({ type: 'saving', saving: true });
    const creating = mode === 'create' || id === undefined;
    const body = saveBody(d, mode, data, config.fields);
    const versioned = !creating && config.versioned && record?.version !== undefined;
    try {
      const { method, path } = config.save(creating ? undefined : id);
      // Descriptor-driven: a path known only at run time, its answer read by the record key.
      const send: (path: string, body: unknown, options: RequestOptions) => Promise<unknown> = api[method];
      const answer = await send(path, versioned ? { ...body, version: record.version } : body, {
        fallbackMessage: consoleMessages.saveRecordFailed,
      });
      const saved = readRecord<FormRecord>(answer, config.recordKey);
      const savedId = creating ? saved.id : id;
      const text = readMessage(answer) ?? apiMessages.saved;
      if (savedId !== undefined && savedId !== null) show(saved, String(savedId));
      else dispatch({ type: 'saved', data });
      config.onSaved?.(saved);
      const address = creating && savedId !== undefined && savedId !== null && config.addressOf?.(String(savedId));
      if (address) {
        pendingAlert.current = text;
        void navigate(`${address}${location.search}`, { replace: true, state: location.state });
      } else {
        showAlert('success', text);
      }
      return true;
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.kind === 'invalid') {
        dispatch({ type: 'rejected', errors: failure.errors });
        showAlert('danger', apiMessages.formInvalid);
      } else if (failure.kind === 'conflict') {
        dispatch({ type: 'rejected', errors: failure.errors });
        showDialog({ type: 'error', message: failure.message });
      } else {
        showError(failure.error, consoleMessages.saveRecordFailed);
      }
      return false;
    } finally {
      savingRef.current = false;
      dispatch({ type: 'saving', saving: false });
    }
  };

  const refresh = async () => {
    if (id === undefined) return;
    try {
      dispatch({ type: 'refreshed', record: await fetchRecord(id) });
    } catch (error) {
      showError(error, config.loadErrorMessage);
    }
  };

  return {
    descriptor: d,
    mode,
    id,
    record,
    formData,
    schema: loaded?.schema,
    validator: loaded?.validator,
    errors,
    loading: state.loading || (!loaded && !validatorFailed),
    loadFailed: state.loadFailed || validatorFailed,
    saving,
    dirty,
    setFormData,
    submit,
    refresh,
    confirmLeave,
  };
}
