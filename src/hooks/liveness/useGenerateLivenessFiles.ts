import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Row } from '../list/useListController.js';
import { endpoints } from '../../core/api/endpoints.js';
import { HttpError } from '../../core/api/HttpError.js';
import { jobPath } from '../../core/jobs/jobPath.js';
import { useApi } from '../api/useApi.js';
import type { EndpointBody, EndpointJson, Json } from '../../core/api/apiTypes.js';
import type { endpointPaths } from '../../core/api/openapi.gen.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { useListContext } from '../list/useListContext.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

const GENERATE_FILES_SUCCESS_MESSAGE = apiMessages.filesGenerated;
/** One job's route, as the API's document spells it (the jobs' base path is not an operation itself). */
type JobRoute = `${endpointPaths['jobs']}/{id}`;
/** How often a running generation is asked for (ms). */
const POLL_MS = 500;

/** Where the job of a row's generation is remembered while it runs: leaving the screen and coming back finds it. */
const jobKey = (entity: string, id: unknown) => `gerar-arquivos:${entity}:${String(id)}`;
function remembered(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function remember(key: string, id: string | null): void {
  try {
    if (id) sessionStorage.setItem(key, id);
    else sessionStorage.removeItem(key);
  } catch {
    // A browser that keeps nothing (private mode): the generation is followed while the screen stays.
  }
}

export interface LivenessFilesGeneration {
  /** Asking, or a job of this row running. */
  generating: boolean;
  /** 0–100: the share of the video's frames decoded so far. */
  progress: number;
  generate(): Promise<void>;
}

/**
 * Liveness log file generation (spec 4, DECISIONS.md 3; issue 25, item 2): POST the list's
 * endpoint + the suffix of `entityPaths.livenessFiles` (/admin/v1/liveness/gerar-arquivos) with the
 * row and `Prefer: respond-async`: the server queues a job and answers at once; the job
 * (`paths.jobs`/{id}) is polled twice a second for its progress (the share of frames decoded), and
 * remembered for the tab (sessionStorage), so leaving the screen and coming back goes on showing
 * it. When it ends: its message and a reload of the list, or its error in the dialog. The call
 * never holds the loading overlay (the rest of the screen stays usable).
 */
export function useGenerateLivenessFiles(row: Row): LivenessFilesGeneration {
  const api = useApi();
  const { descriptor, reload } = useListContext();
  const { showAlert, showError } = useUiFeedback();
  const key = jobKey(descriptor.key, row.id);
  const [jobId, setJobId] = useState<string | null>(() => remembered(key));
  const [asking, setAsking] = useState(false);
  const ended = useRef(new Set<string>());

  const follow = useCallback(
    (id: string | null) => {
      remember(key, id);
      setJobId(id);
    },
    [key],
  );
  const succeeded = useCallback(
    async (message: unknown) => {
      showAlert('success', typeof message === 'string' && message ? message : GENERATE_FILES_SUCCESS_MESSAGE);
      await reload();
    },
    [reload, showAlert],
  );

  const { data: job } = useSWR(
    jobId ? jobPath(endpoints.paths.jobs, jobId) : null,
    (url: string) =>
      api
        .get<Json<JobRoute, 'get'>>(url, { silent: true, fallbackMessage: consoleMessages.generateFilesFailed })
        .then((body) => body.data),
    {
      refreshInterval: (latest) => (latest?.state === 'completed' || latest?.state === 'failed' ? 0 : POLL_MS),
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      // Its end, once: the list reloads with the files, or the reason shows in the dialog.
      onSuccess: (latest) => {
        if ((latest.state !== 'completed' && latest.state !== 'failed') || ended.current.has(latest.id)) return;
        ended.current.add(latest.id);
        follow(null);
        if (latest.state === 'completed') void succeeded((latest.result as { message?: unknown } | undefined)?.message);
        else
          showError(
            new HttpError(latest.errorStatus ?? 500, latest.error ?? consoleMessages.generateFilesFailed),
            consoleMessages.generateFilesFailed,
          );
      },
      onError: (error: unknown) => {
        // Gone (expired, another session's) or unreadable: stop following it and say so.
        follow(null);
        showError(error, consoleMessages.generateFilesFailed);
      },
    },
  );

  const generate = useCallback(async () => {
    setAsking(true);
    try {
      const body = await api.post<EndpointJson<'livenessFiles', 'post'> | undefined>(
        `${descriptor.api.endpoint}${endpoints.entityPaths.livenessFiles.path}`,
        // The whole row: the route reads its id.
        row satisfies EndpointBody<'livenessFiles', 'post'>,
        { silent: true, fallbackMessage: consoleMessages.generateFilesFailed, prefer: 'respond-async' },
      );
      // Queued: followed from now on. A server that did the work at once answered with the row.
      if (body && 'job' in body) follow(body.job.id);
      else await succeeded(body?.message);
    } catch (e) {
      showError(e, consoleMessages.generateFilesFailed);
    } finally {
      setAsking(false);
    }
  }, [api, descriptor, row, follow, succeeded, showError]);

  const running = jobId !== null;
  return { generating: asking || running, progress: running ? (job?.progress ?? 0) : 0, generate };
}
