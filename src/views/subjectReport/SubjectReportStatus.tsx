import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { formatSize } from '../../core/subjectReport/readSubjectReport.js';
import type { SubjectReportController } from '../../hooks/subjectReport/useSubjectReport.js';

const dateTime = (iso: string) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : '';

/** The report asked for: its progress while it runs, its download when ready. */
export function SubjectReportStatus({ c }: { c: SubjectReportController }) {
  const r = c.report!;
  const label =
    r.status === 'running' ? 'Gerando o relatório…' : r.status === 'ready' ? 'Relatório pronto' : 'O relatório falhou';
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h2" size="md" fontWeight="semibold">
          {label}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          CPF {r.cpf} · pedido em {dateTime(r.createdAt)}
        </Text>
      </Stack>
      {r.status !== 'failed' && <ProgressBar value={r.progress} done={r.status === 'ready'} />}
      {r.status === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{r.message}</Alert.Title>
        </Alert.Root>
      )}
      {r.status === 'ready' && (
        <Stack gap="1" fontSize="sm">
          {r.message && <Text>{r.message}</Text>}
          <Text color="fg.muted">
            {r.sizeBytes !== null && `${formatSize(r.sizeBytes)} · `}disponível até {dateTime(r.expiresAt)}. Cada
            download fica registrado.
          </Text>
        </Stack>
      )}
      <Stack direction="row" gap="3" wrap="wrap">
        {r.status === 'ready' && (
          <Button colorPalette="brand" onClick={() => void c.download()} loading={c.downloading}>
            <Download /> Baixar relatório (.zip)
          </Button>
        )}
        <Button variant="outline" onClick={c.reset} disabled={r.status === 'running'}>
          Novo relatório
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The report's progress bar, drawn with boxes (the console's Chakra system carries no progress
 * recipe: src/theme/system.ts), with the progressbar role and its values for assistive technology.
 */
function ProgressBar({ value, done }: { value: number; done: boolean }) {
  return (
    <Stack gap="1">
      <Stack direction="row" justify="space-between" fontSize="sm">
        <Text id="subject-report-progress" fontWeight="medium">
          Progresso
        </Text>
        <Text fontVariantNumeric="tabular-nums">{value}%</Text>
      </Stack>
      <Box
        role="progressbar"
        aria-labelledby="subject-report-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        h="2.5"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${value}%`}
          bg={done ? 'green.500' : 'brand.solid'}
          rounded="full"
          transition="width 0.4s ease"
        />
      </Box>
    </Stack>
  );
}
