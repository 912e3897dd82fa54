import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { HttpError } from '../../core/api/HttpError.js';
import { readFileTicket } from '../../core/files/fileTicket.js';
import { readSubjectReport, type SubjectReport } from '../../core/subjectReport/readSubjectReport.js';
import {
  subjectReportDownloadPath,
  subjectReportPath,
  subjectReportTicketPath,
} from '../../core/subjectReport/subjectReportPaths.js';
import { endpoints } from '../../core/api/endpoints.js';
import {
  subjectReportErrors,
  type SubjectReportErrors,
  type SubjectReportRequest,
} from '../../core/subjectReport/subjectReportRequest.js';
import { useApi } from '../api/useApi.js';
import type { EndpointBody, EndpointJson, EndpointPath, Json, Widened } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { startDownload } from '../files/startDownload.js';

/** The reports' path (schemas/api/endpoints.json `paths.subjectReports`). */
const REPORTS = endpoints.paths.subjectReports;
/** One report's route, as the API's document spells it. */
type ReportPath = `${EndpointPath<'subjectReports'>}/{id}`;
/** What readSubjectReport reads of a report in the API's answers (the document's must carry it). */
interface SubjectReportAnswer {
  id: number;
  status: SubjectReport['status'];
  progress: number;
  message: string | null;
  cpf: string;
  size_bytes: number | null;
  created_at: string;
  expires_at: string;
}

const REPORT_CREATE_ERROR = 'Não foi possível pedir o relatório.';
const REPORT_STATUS_ERROR = 'Não foi possível acompanhar o relatório.';
const REPORT_DOWNLOAD_ERROR = 'Não foi possível baixar o relatório.';
/** How often a running report is asked for (ms). */
const POLL_MS = 1000;

const EMPTY: SubjectReportRequest = { cpf: '', reason: '', details: '' };

export interface SubjectReportController {
  /** `cpf` holds digits only (the masked input shows them masked). */
  values: SubjectReportRequest;
  errors: SubjectReportErrors;
  sending: boolean;
  setValue(field: keyof SubjectReportRequest, value: string): void;
  /** Validates and asks for the report; true when the API accepted it. */
  submit(): Promise<boolean>;
  /** The person's record the report is asked from (`?person=3`), instead of a typed CPF. */
  personId: number | null;
  /** The report being followed (its id is in the address: `?id=12`), once loaded. */
  report: SubjectReport | null;
  /** A failure to read the report (not found, no access...). */
  loadError: HttpError | null;
  downloading: boolean;
  /** Asks a 60-second ticket for the zip and starts the browser's download with it. */
  download(): Promise<void>;
  /** Back to an empty form (leaves the followed report). */
  reset(): void;
}

/**
 * 'Relatório do titular' (LGPD Art. 18 II): the form (CPF — or the person's record the screen
 * was opened from, `?person=3` —, reason, details; checked here as the API checks them), POST /admin/v1/subject-reports, then the report followed by its id in the
 * address — polled every second while it runs (SWR), so a reload keeps following it — and its
 * zip downloaded through a ticket bound to it (the browser streams it to disk).
 */
export function useSubjectReport(): SubjectReportController {
  const api = useApi();
  const { showDialog } = useUiFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const id = Number(search.get('id')) || null;
  /** From a person's record (`?person=3`): the API reads the CPF from it. */
  const personId = Number(search.get('person')) || null;
  const [values, setValues] = useState<SubjectReportRequest>(EMPTY);
  const [errors, setErrors] = useState<SubjectReportErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);

  const { data, error } = useSWR(
    id ? subjectReportPath(REPORTS, id) : null,
    (url: string) =>
      api
        .get<Json<ReportPath, 'get'>>(url, { silent: true, fallbackMessage: REPORT_STATUS_ERROR })
        .then((body) => readSubjectReport(body satisfies SubjectReportAnswer)),
    {
      refreshInterval: (latest) => (latest?.status === 'running' ? POLL_MS : 0),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

  const setValue = useCallback(
    (field: keyof SubjectReportRequest, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      setErrors((e) => (attempted ? subjectReportErrors(next) : e[field] ? { ...e, [field]: undefined } : e));
    },
    [values, attempted],
  );

  const submit = useCallback(async () => {
    if (busy.current) return false;
    setAttempted(true);
    const body = personId ? { reason: values.reason, details: values.details, person_id: personId } : values;
    const found = subjectReportErrors(body);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return false;
    busy.current = true;
    setSending(true);
    try {
      const answer = await api.post<EndpointJson<'subjectReports', 'post'>>(
        REPORTS,
        body satisfies Widened<EndpointBody<'subjectReports', 'post'>>,
        { fallbackMessage: REPORT_CREATE_ERROR },
      );
      const created = readSubjectReport(answer satisfies SubjectReportAnswer);
      if (!created) throw new HttpError(0, REPORT_CREATE_ERROR);
      setValues(EMPTY);
      setAttempted(false);
      // The console's declarative router (ConsoleRouter) navigates at once: no promise to wait for.
      void navigate({ pathname: location.pathname, search: `?id=${created.id}` });
      return true;
    } catch (e) {
      if (e instanceof HttpError && e.errors) setErrors(e.errors as SubjectReportErrors);
      showDialog({ type: 'error', message: e instanceof HttpError ? e.message : REPORT_CREATE_ERROR });
      return false;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [values, personId, api, navigate, location.pathname, showDialog]);

  const download = useCallback(async () => {
    if (!id || busy.current) return;
    busy.current = true;
    setDownloading(true);
    try {
      const { ticket } = readFileTicket(
        await api.post<Json<`${ReportPath}/ticket`, 'post'>>(subjectReportTicketPath(REPORTS, id), undefined, {
          fallbackMessage: REPORT_DOWNLOAD_ERROR,
        }),
        Date.now(),
      );
      startDownload(`${api.baseUrl}${subjectReportDownloadPath(REPORTS, id)}?ticket=${encodeURIComponent(ticket)}`);
    } catch (e) {
      showDialog({ type: 'error', message: e instanceof HttpError ? e.message : REPORT_DOWNLOAD_ERROR });
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  }, [id, api, showDialog]);

  const reset = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
    setAttempted(false);
    void navigate({ pathname: location.pathname, search: '' });
  }, [navigate, location.pathname]);

  return {
    personId,
    values,
    errors,
    sending,
    setValue,
    submit,
    report: id ? (data ?? null) : null,
    loadError: id && error instanceof HttpError ? error : null,
    downloading,
    download,
    reset,
  };
}
