import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { progressText } from '../../core/export/progressText.js';
import { jobProgressText } from '../../core/export/jobProgressText.js';
import type { ListExportState } from '../../hooks/export/useListExport.js';

export interface ExportProgressBarProps {
  /** An export under way (useListExport's state, not idle). */
  state: Exclude<ListExportState, { status: 'idle' }>;
  onCancel(): void;
}

/**
 * An export under way, in place of its button: a bar, what it is doing ('Preparando exportação…',
 * 'Gerando no servidor: 12.000 de 48.000 linhas' while a job writes a large one, then '12.000 de
 * 48.000 linhas' as the file arrives) and 'Cancelar'. Used by 'Exportar' and 'Exportar com CPF
 * completo'.
 */
export function ExportProgressBar({ state, onCancel }: ExportProgressBarProps) {
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
      <Button size="sm" variant="outline" onClick={onCancel}>
        <X /> Cancelar
      </Button>
    </HStack>
  );
}
