import { Box, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, Download, FileSpreadsheet, FileText, X } from 'lucide-react';
import type { ExportFormat } from '../../core/list/exportCsvUrl.js';
import { progressText } from '../../core/export/progressText.js';
import { jobProgressText } from '../../core/export/jobProgressText.js';
import { useListExport, type ListExportInput } from '../../hooks/export/useListExport.js';
import { useScreenOrder } from '../../hooks/export/useScreenOrder.js';

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
  if (state.status !== 'idle') {
    const progress = state.status === 'running' || state.status === 'queued' ? state.progress : undefined;
    const text =
      state.status === 'queued'
        ? jobProgressText(state.progress)
        : progress
          ? progressText(progress)
          : 'Preparando exportação…';
    const value =
      progress?.total !== undefined && progress.total > 0 && progress.rows > 0
        ? Math.round((progress.rows / progress.total) * 100)
        : null;
    return (
      <HStack gap="2" data-testid="export-progress">
        {/* A plain bar (the theme carries no Progress recipe: src/theme/system.ts). */}
        <Box
          role="progressbar"
          aria-label={`Exportando ${state.format.toUpperCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          {...(value !== null && { 'aria-valuenow': value })}
          aria-valuetext={text}
          w="32"
          h="1.5"
          rounded="full"
          bg="bg.emphasized"
          overflow="hidden"
          colorPalette="brand"
        >
          <Box h="full" w={value === null ? '15%' : `${value}%`} bg="colorPalette.solid" transition="width 0.2s" />
        </Box>
        <Text
          fontSize="sm"
          color="fg.muted"
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
          {...(state.status === 'queued' && {
            title: 'Exportação grande: o arquivo é gerado no servidor. Você pode sair desta tela e voltar depois.',
          })}
        >
          {text}
        </Text>
        <Button size="sm" variant="outline" onClick={cancel}>
          <X /> Cancelar
        </Button>
      </HStack>
    );
  }
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
