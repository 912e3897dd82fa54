import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, Download, FileSpreadsheet, FileText } from 'lucide-react';
import type { ExportFormat } from '../../core/list/exportCsvUrl.js';
import { useListExport, type ListExportInput } from '../../hooks/export/useListExport.js';
import { useScreenOrder } from '../../hooks/export/useScreenOrder.js';
import { ExportProgressBar } from './ExportProgressBar.js';

export type ExportButtonProps = ListExportInput;

const FORMATS: { value: ExportFormat; label: string; icon: typeof FileText }[] = [
  { value: 'csv', label: 'CSV (Excel, separador ;)', icon: FileText },
  { value: 'xlsx', label: 'XLSX (planilha)', icon: FileSpreadsheet },
];

/**
 * 'Exportar': a small menu (CSV or XLSX) that downloads the list's filtered rows, every page, in
 * the screen's order and visible columns (DECISIONS.md 2 and 4). While the file arrives the button
 * gives way to its progress ('12.000 de 48.000 linhas') and 'Cancelar'; the file is saved when
 * complete, under the server's name (the list's title and the date). A large export is generated
 * by a job on the server first ('Gerando no servidor: 12.000 de 48.000 linhas'); the operator may
 * leave the screen and find it again on return (useListExport).
 */
export function ExportButton({ endpoint, filters, sort, columns }: ExportButtonProps) {
  const screen = useScreenOrder();
  const { state, start, cancel } = useListExport({
    endpoint,
    filters,
    sort: sort ?? screen.sort,
    columns: columns ?? screen.columns,
  });
  if (state.status !== 'idle') return <ExportProgressBar state={state} onCancel={cancel} />;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => void start(value as ExportFormat)}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="brand" aria-label="Exportar registros filtrados">
          <Download /> Exportar <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {FORMATS.map(({ value, label, icon: Icon }) => (
              <Menu.Item key={value} value={value}>
                <Icon aria-hidden size={16} />
                {label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
