import type { ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HttpError } from '../../core/api/HttpError.js';
import { normalizeEnvelope } from '../../core/api/normalizeEnvelope.js';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import { fieldMessage } from '../../core/forms/fieldMessage.js';
import { normalizeRecord } from '../../core/forms/normalizeRecord.js';
import { useApi } from '../api/useApi.js';
import { PROFILE_PATH } from '../auth/AuthProvider.js';
import { readSessionUser } from '../auth/readSessionUser.js';
import { useAuth } from '../auth/useAuth.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { sameFormData, toFormData } from './formData.js';
import { INVALID_FORM_MESSAGE, SAVE_ERROR_MESSAGE, SAVED_MESSAGE, type FormRecord } from './useFormController.js';
import { useFormValidator } from './useFormValidator.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import { validateFormRecord } from './validateFormRecord.js';

/** What the profile shows and sends (spec 2.8, 7: POST body name, phone, email). */
export const PROFILE_FIELDS = ['name', 'phone', 'email'] as const;
export const PROFILE_LOAD_ERROR_MESSAGE = 'Erro ao buscar dados';

export interface ProfileController {
  /** The signed-in user as the server sent it (id, name, email, phone, role, is_active). */
  profile: FormRecord | undefined;
  formData: FormRecord;
  schema: JsonSchemaObject | undefined;
  validator: ValidatorType | undefined;
  errors: Readonly<Record<string, string>>;
  loading: boolean;
  loadFailed: boolean;
  saving: boolean;
  dirty: boolean;
  setFormData(formData: FormRecord): void;
  submit(): Promise<boolean>;
}

/**
 * 'Meu Perfil' (spec 2.8): GET /admin/v1/user/profile, then POST { name, phone, email } with the
 * user descriptor's fields and messages (its update form: no passwords, email read-only). The
 * top bar's name follows a saved change.
 */
export function useProfileController(user: ClientDescriptor): ProfileController {
  const api = useApi();
  const auth = useAuth();
  const { showAlert, showError } = useUiFeedback();
  const { loaded, failed: validatorFailed } = useFormValidator(user, 'update');
  const [profile, setProfile] = useState<FormRecord | undefined>(undefined);
  const [formData, setFormDataState] = useState<FormRecord>({});
  const [baseline, setBaseline] = useState<FormRecord>({});
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formDataRef = useRef(formData);
  formDataRef.current = formData;
  const savingRef = useRef(false);

  const show = useCallback(
    (rec: FormRecord) => {
      const data = toFormData(user, 'update', rec);
      setProfile(rec);
      setFormDataState(data);
      setBaseline(data);
      setAttempted(false);
      setServerErrors({});
    },
    [user],
  );

  useEffect(() => {
    const controller = new AbortController();
    api
      .get(PROFILE_PATH, { signal: controller.signal, fallbackMessage: PROFILE_LOAD_ERROR_MESSAGE })
      .then((body) => {
        const rec = normalizeEnvelope(body, { recordKey: 'data' }).record;
        if (!rec) throw new HttpError({ status: 200, message: PROFILE_LOAD_ERROR_MESSAGE });
        if (!controller.signal.aborted) show(rec);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadFailed(true);
        showError(error, PROFILE_LOAD_ERROR_MESSAGE);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [api, show, showError]);

  const validate = useCallback(
    (data: FormRecord): Record<string, string> => {
      if (!loaded) return {};
      const value = normalizeRecord(user, data, 'update');
      const found: Record<string, string> = {};
      for (const field of PROFILE_FIELDS)
        if (value[field] === undefined) found[field] = fieldMessage(user, field, 'required');
      const schemaErrors = validateFormRecord(user, 'update', loaded.validator, loaded.schema, data);
      for (const field of PROFILE_FIELDS) if (schemaErrors[field]) found[field] ??= schemaErrors[field];
      return found;
    },
    [loaded, user],
  );

  const setFormData = useCallback((next: FormRecord) => {
    const prev = formDataRef.current;
    formDataRef.current = next;
    setFormDataState(next);
    setServerErrors((errors) => {
      const kept = Object.entries(errors).filter(
        ([field]) => JSON.stringify(prev[field]) === JSON.stringify(next[field]),
      );
      return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
    });
  }, []);

  const clientErrors = useMemo(() => (attempted ? validate(formData) : {}), [attempted, validate, formData]);
  const errors = useMemo(() => ({ ...serverErrors, ...clientErrors }), [serverErrors, clientErrors]);
  const dirty = useMemo(() => !sameFormData(user, 'update', formData, baseline), [user, formData, baseline]);
  useLeaveGuard(dirty && !saving);

  const submit = useCallback(async () => {
    if (savingRef.current || !loaded) return false;
    const data = formDataRef.current;
    setAttempted(true);
    setServerErrors({});
    if (Object.keys(validate(data)).length) {
      showAlert('danger', INVALID_FORM_MESSAGE);
      return false;
    }
    const value = normalizeRecord(user, data, 'update');
    const body = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, value[f]]));
    savingRef.current = true;
    setSaving(true);
    try {
      const answer = await api.post(PROFILE_PATH, body, { fallbackMessage: SAVE_ERROR_MESSAGE });
      const { record, message } = normalizeEnvelope(answer, { recordKey: 'data' });
      if (record) {
        show(record);
        const sessionUser = readSessionUser(record);
        if (sessionUser) auth.setUser(sessionUser);
      } else {
        setBaseline(data);
        setAttempted(false);
      }
      showAlert('success', message ?? SAVED_MESSAGE);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.errors) {
        setServerErrors(error.errors);
        showAlert('danger', INVALID_FORM_MESSAGE);
      } else {
        showError(error, SAVE_ERROR_MESSAGE);
      }
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [loaded, validate, user, api, show, auth, showAlert, showError]);

  return {
    profile,
    formData,
    schema: loaded?.schema,
    validator: loaded?.validator,
    errors,
    loading: loading || (!loaded && !validatorFailed),
    loadFailed: loadFailed || validatorFailed,
    saving,
    dirty,
    setFormData,
    submit,
  };
}
