import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HttpError } from '../../core/api/HttpError.js';
import { normalizeEnvelope } from '../../core/api/normalizeEnvelope.js';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormMode, JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import { normalizeRecord } from '../../core/forms/normalizeRecord.js';
import { useApi } from '../api/useApi.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { sameFormData, toFormData } from './formData.js';
import { useFormValidator } from './useFormValidator.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import { validateFormRecord } from './validateFormRecord.js';

/** Texts of spec 5 and 8. */
export const INVALID_FORM_MESSAGE = 'Verifique os campos do formulário e tente novamente!';
export const SAVED_MESSAGE = 'Registro salvo com sucesso!';
export const SAVE_ERROR_MESSAGE = 'Erro ao salvar registro!';
export const LOAD_ERROR_MESSAGE = 'Erro ao buscar registro!';

export type FormRecord = Record<string, unknown>;

export interface FormController {
  descriptor: ClientDescriptor;
  /** 'create' until a create succeeds (or with no id in the route); then 'update'. */
  mode: FormMode;
  /** The record's id: the route's, or the one a create returned. */
  id: string | undefined;
  /** The record as the server last sent it (with `version`, list-only fields such as is_active). */
  record: FormRecord | undefined;
  formData: FormRecord;
  /** The schema the form renders (bound to `validator`); undefined while the validator loads. */
  schema: JsonSchemaObject | undefined;
  validator: ValidatorType | undefined;
  /** field → the one pt-BR message to show (the form's check, then the server's). */
  errors: Readonly<Record<string, string>>;
  /** The record or the validator is loading. */
  loading: boolean;
  /** The record (or the form's code) could not be loaded. */
  loadFailed: boolean;
  saving: boolean;
  /** The data differs from what was loaded or saved. */
  dirty: boolean;
  /** RJSF's onChange. */
  setFormData(formData: FormRecord): void;
  /**
   * Validates and saves: invalid → each field's message and the danger alert, nothing sent;
   * valid → POST (create) or PUT with `version` (update); true when saved.
   */
  submit(): Promise<boolean>;
  /** Re-reads the record (version, is_active) after a change made elsewhere; the form's data stays. */
  refresh(): Promise<void>;
  /** Before leaving: true when nothing would be lost or the user confirmed. */
  confirmLeave(): Promise<boolean>;
}

/**
 * A descriptor's form, apart from how it looks (react-admin's useEditController): no id means
 * create; with an id the record is read first (GET {endpoint}/{id}, under `d.api.record`). After
 * a successful create the form keeps the returned id, later saves are updates, and the address
 * becomes {form}/{id}. Validation is the API's own (same schema, same messages); the server's
 * field errors (400, 409) come back under their fields.
 */
export function useFormController(d: ClientDescriptor, routeId: string | undefined): FormController {
  const api = useApi();
  const { showAlert, showDialog, showError } = useUiFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const endpoint = d.api.endpoint;

  const [id, setId] = useState(routeId);
  const [mode, setMode] = useState<FormMode>(routeId ? 'update' : 'create');
  const [record, setRecord] = useState<FormRecord | undefined>(undefined);
  const [formData, setFormDataState] = useState<FormRecord>(() => (routeId ? {} : toFormData(d, 'create')));
  const [baseline, setBaseline] = useState<FormRecord>(formData);
  const [loadingRecord, setLoadingRecord] = useState(!!routeId);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const formDataRef = useRef(formData);
  formDataRef.current = formData;
  const savingRef = useRef(false);
  /** The id whose record the form shows (loaded or just created). */
  const shownId = useRef<string | undefined>(undefined);
  /** A success alert to show once the address has changed (the alert area hides on navigation). */
  const pendingAlert = useRef<string | null>(null);

  const { loaded, failed: validatorFailed } = useFormValidator(d, mode);

  /** Shows a record the server sent: it is now the form's data and the "saved" state. */
  const show = useCallback(
    (rec: FormRecord, recId: string) => {
      const data = toFormData(d, 'update', rec);
      shownId.current = recId;
      setRecord(rec);
      setId(recId);
      setMode('update');
      setFormDataState(data);
      setBaseline(data);
      setAttempted(false);
      setServerErrors({});
    },
    [d],
  );

  // The route's record: read it when the route names one the form does not show yet.
  useEffect(() => {
    if (routeId === undefined) {
      if (shownId.current === undefined) return undefined;
      const data = toFormData(d, 'create');
      shownId.current = undefined;
      setRecord(undefined);
      setId(undefined);
      setMode('create');
      setFormDataState(data);
      setBaseline(data);
      setAttempted(false);
      setServerErrors({});
      return undefined;
    }
    if (routeId === shownId.current) return undefined;
    const controller = new AbortController();
    setLoadingRecord(true);
    setLoadFailed(false);
    setMode('update');
    setId(routeId);
    api
      .get(`${endpoint}/${encodeURIComponent(routeId)}`, {
        signal: controller.signal,
        fallbackMessage: LOAD_ERROR_MESSAGE,
      })
      .then((body) => {
        const rec = normalizeEnvelope(body, { recordKey: d.api.record }).record;
        if (!rec) throw new HttpError({ status: 200, message: LOAD_ERROR_MESSAGE });
        if (!controller.signal.aborted) show(rec, routeId);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadFailed(true);
        showError(error, LOAD_ERROR_MESSAGE);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoadingRecord(false);
      });
    return () => controller.abort();
  }, [routeId, d, endpoint, api, show, showError]);

  useEffect(() => {
    const text = pendingAlert.current;
    if (!text) return;
    pendingAlert.current = null;
    // After this commit's effects, the alert area's "hide on navigation" included.
    setTimeout(() => showAlert('success', text), 0);
  }, [location.pathname, showAlert]);

  const setFormData = useCallback((next: FormRecord) => {
    const prev = formDataRef.current;
    formDataRef.current = next;
    setFormDataState(next);
    // A server error goes once its field changes.
    setServerErrors((errors) => {
      const kept = Object.entries(errors).filter(
        ([field]) => JSON.stringify(prev[field]) === JSON.stringify(next[field]),
      );
      return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
    });
  }, []);

  const clientErrors = useMemo(
    () => (attempted && loaded ? validateFormRecord(d, mode, loaded.validator, loaded.schema, formData) : {}),
    [attempted, loaded, d, mode, formData],
  );
  const errors = useMemo(() => ({ ...serverErrors, ...clientErrors }), [serverErrors, clientErrors]);
  const dirty = useMemo(() => !sameFormData(d, mode, formData, baseline), [d, mode, formData, baseline]);
  const confirmLeave = useLeaveGuard(dirty && !saving);

  const submit = useCallback(async (): Promise<boolean> => {
    if (savingRef.current || !loaded) return false;
    const data = formDataRef.current;
    setAttempted(true);
    setServerErrors({});
    const found = validateFormRecord(d, mode, loaded.validator, loaded.schema, data);
    if (Object.keys(found).length) {
      showAlert('danger', INVALID_FORM_MESSAGE);
      return false;
    }
    savingRef.current = true;
    setSaving(true);
    const body = normalizeRecord(d, data, mode);
    const creating = mode === 'create' || id === undefined;
    try {
      const answer = creating
        ? await api.post(endpoint, body, { fallbackMessage: SAVE_ERROR_MESSAGE })
        : await api.put(
            `${endpoint}/${encodeURIComponent(id)}`,
            { ...body, ...(record?.version !== undefined && { version: record.version }) },
            { fallbackMessage: SAVE_ERROR_MESSAGE },
          );
      const { record: saved, message } = normalizeEnvelope(answer, { recordKey: d.api.record });
      const savedId = saved?.id ?? (creating ? undefined : id);
      const text = message ?? SAVED_MESSAGE;
      if (saved && savedId !== undefined && savedId !== null) {
        show(saved, String(savedId));
      } else {
        setBaseline(data);
        setAttempted(false);
      }
      if (creating && savedId !== undefined && savedId !== null && d.routes.form) {
        pendingAlert.current = text;
        navigate(`${d.routes.form}/${encodeURIComponent(String(savedId))}${location.search}`, {
          replace: true,
          state: location.state,
        });
      } else {
        showAlert('success', text);
      }
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.errors) {
        setServerErrors(error.errors);
        showAlert('danger', INVALID_FORM_MESSAGE);
      } else if (error instanceof HttpError && error.status === 409) {
        if (error.errors) setServerErrors(error.errors);
        showDialog({ type: 'error', message: error.message });
      } else {
        showError(error, SAVE_ERROR_MESSAGE);
      }
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [
    loaded,
    d,
    mode,
    id,
    record,
    api,
    endpoint,
    show,
    navigate,
    location.search,
    location.state,
    showAlert,
    showDialog,
    showError,
  ]);

  const refresh = useCallback(async () => {
    if (id === undefined) return;
    try {
      const body = await api.get(`${endpoint}/${encodeURIComponent(id)}`, { fallbackMessage: LOAD_ERROR_MESSAGE });
      const rec = normalizeEnvelope(body, { recordKey: d.api.record }).record;
      if (rec) setRecord(rec);
    } catch (error) {
      showError(error, LOAD_ERROR_MESSAGE);
    }
  }, [id, api, endpoint, d.api.record, showError]);

  return {
    descriptor: d,
    mode,
    id,
    record,
    formData,
    schema: loaded?.schema,
    validator: loaded?.validator,
    errors,
    loading: loadingRecord || (!loaded && !validatorFailed),
    loadFailed: loadFailed || validatorFailed,
    saving,
    dirty,
    setFormData,
    submit,
    refresh,
    confirmLeave,
  };
}
