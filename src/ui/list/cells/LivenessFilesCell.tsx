import { HStack, IconButton, Portal, Text, Tooltip } from '@chakra-ui/react';
import { FileCog } from 'lucide-react';
import type { Row } from '../../../hooks/list/useListController.js';
import { useGenerateLivenessFiles } from '../../../hooks/liveness/useGenerateLivenessFiles.js';
import { FileLink } from '../../files/FileLink.js';
import type { CellProps } from './CellProps.js';

/** A liveness log's files and their link texts, in the order shown. */
const FILES = [
  ['arquivoVideo', 'vídeo'],
  ['arquivoCsv', 'csv'],
  ['arquivoFft', 'fft'],
  ['arquivoFiltred', 'filtred'],
] as const;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Liveness log 'Arquivos' (spec 2.6): a link per file present; with a video but no csv, a button
 * that asks the server to generate the csv, fft and filtred files, with the job's progress beside
 * it while it runs (also after leaving the screen and coming back).
 */
export function LivenessFilesCell({ row }: CellProps) {
  const files = FILES.filter(([field]) => present(row[field]));
  const canGenerate = present(row.arquivoVideo) && !present(row.arquivoCsv);
  if (!files.length) return <Text color="fg.subtle">—</Text>;
  return (
    <HStack gap="3" wrap="nowrap">
      {files.map(([field, label]) => (
        <FileLink key={field} value={row[field]}>
          {label}
        </FileLink>
      ))}
      {canGenerate && <GenerateFilesButton row={row} />}
    </HStack>
  );
}

function GenerateFilesButton({ row }: { row: Row }) {
  const { generating, progress, generate } = useGenerateLivenessFiles(row);
  return (
    <HStack gap="1.5" wrap="nowrap">
      <Tooltip.Root openDelay={300} lazyMount unmountOnExit>
        <Tooltip.Trigger asChild>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="brand"
            aria-label="Gerar arquivos"
            loading={generating}
            disabled={generating}
            onClick={() => void generate()}
          >
            <FileCog />
          </IconButton>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>Gerar arquivos</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      {generating && (
        <Text role="status" textStyle="xs" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {progress > 0 ? `Gerando… ${progress}%` : 'Gerando…'}
        </Text>
      )}
    </HStack>
  );
}
