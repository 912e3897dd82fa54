import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useCsvExport } from '../../hooks/list/useCsvExport.js';

export interface ExportButtonProps {
  /** The list's endpoint (descriptor `api.endpoint`). */
  endpoint: string;
  /** The filters in force: the export holds every page of them. */
  filters: Record<string, string>;
}

/** 'Exportar': downloads the list's filtered rows (all pages) as CSV (DECISIONS.md 2). */
export function ExportButton({ endpoint, filters }: ExportButtonProps) {
  const { preparing, exportCsv } = useCsvExport(endpoint, filters);
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={preparing}
      onClick={() => void exportCsv()}
      aria-label="Exportar registros filtrados em CSV"
    >
      <Download /> Exportar
    </Button>
  );
}
