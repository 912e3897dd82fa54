import { Button } from '@chakra-ui/react';
import { FileLock2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { exportTicketResource } from '../../core/files/fileTicket.js';
import { exportCsvUrl } from '../../core/list/exportCsvUrl.js';
import { personalFields } from '../../core/personal/personalFields.js';
import { useCan } from '../../hooks/auth/useCan.js';
import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { startDownload } from '../../hooks/files/startDownload.js';
import { useFileTicket } from '../../hooks/files/useFileTicket.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { RevealDialog } from './RevealDialog.js';

export interface ExportWithCpfButtonProps {
  descriptor: ClientDescriptor;
  /** The filters in force: the export holds every page of them. */
  filters: Record<string, string>;
}

/**
 * 'Exportar com CPF completo': for lists with a personal field and users who may export and
 * reveal it; asks the reason (RevealDialog) and downloads the CSV with `reveal_reason`, which the
 * API records in the access log. The plain 'Exportar' keeps CPFs masked.
 */
export function ExportWithCpfButton({ descriptor: d, filters }: ExportWithCpfButtonProps) {
  const can = useCan();
  const { apiBase, ensureTicket } = useFileTicket();
  const { showError } = useUiFeedback();
  const [asking, setAsking] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const endpoint = d.api.endpoint;
  const exportFull = useCallback(
    async (reason: string) => {
      setPreparing(true);
      try {
        const ticket = await ensureTicket(exportTicketResource(endpoint), consoleMessages.exportFailed);
        const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        const url = exportCsvUrl({ apiBase, endpoint, filters, ticket, ...(timeZone && { timeZone }) });
        startDownload(`${url}&reveal_reason=${encodeURIComponent(reason)}`);
        setAsking(false);
      } catch (e) {
        showError(e, consoleMessages.exportFailed);
      } finally {
        setPreparing(false);
      }
    },
    [apiBase, endpoint, filters, ensureTicket, showError],
  );
  if (!personalFields(d).length || !can(`${d.key}:export`) || !can(`${d.key}:reveal`)) return null;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        loading={preparing}
        onClick={() => setAsking(true)}
        title="Exportar os registros filtrados com o CPF completo"
      >
        <FileLock2 /> Exportar com CPF completo
      </Button>
      <RevealDialog
        open={asking}
        label="CPF completo na exportação"
        busy={preparing}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => void exportFull(reason)}
      />
    </>
  );
}
