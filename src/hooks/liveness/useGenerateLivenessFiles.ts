import { useCallback, useState } from 'react';
import type { Row } from '../list/useListController.js';
import { endpoints } from '../../core/api/endpoints.js';
import { useApi } from '../api/useApi.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { useListContext } from '../list/useListContext.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

const GENERATE_FILES_SUCCESS_MESSAGE = apiMessages.filesGenerated;

/**
 * Liveness log file generation (spec 4, DECISIONS.md 3): POST the list's endpoint + the suffix of
 * `entityPaths.livenessFiles` (schemas/api/endpoints.json: /admin/v1/liveness/gerar-arquivos) with
 * the row; success shows the server's message and reloads the list, failure the error dialog. The
 * call does not hold the loading overlay (it takes seconds; the rest of the screen stays usable).
 */
export function useGenerateLivenessFiles(row: Row) {
  const api = useApi();
  const { descriptor, reload } = useListContext();
  const { showAlert, showError } = useUiFeedback();
  const [generating, setGenerating] = useState(false);
  const generate = useCallback(async () => {
    setGenerating(true);
    try {
      const body = await api.post<EndpointJson<'livenessFiles', 'post'> | undefined>(
        `${descriptor.api.endpoint}${endpoints.entityPaths.livenessFiles.path}`,
        // The whole row: the route reads its id.
        row satisfies EndpointBody<'livenessFiles', 'post'>,
        {
          silent: true,
          fallbackMessage: consoleMessages.generateFilesFailed,
        },
      );
      showAlert(
        'success',
        typeof body?.message === 'string' && body.message ? body.message : GENERATE_FILES_SUCCESS_MESSAGE,
      );
      await reload();
    } catch (e) {
      showError(e, consoleMessages.generateFilesFailed);
    } finally {
      setGenerating(false);
    }
  }, [api, descriptor, row, reload, showAlert, showError]);
  return { generating, generate };
}
