import { Alert, Box, Button, Field, Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Download, FilePlus2, ShieldCheck } from 'lucide-react';
import { formatSize } from '../../core/subjectReport/readSubjectReport.js';
import { DETAILS_MAX, SUBJECT_REPORT_REASONS } from '../../core/subjectReport/subjectReportRequest.js';
import { useCan } from '../../hooks/auth/useCan.js';
import { useSubjectReport, type SubjectReportController } from '../../hooks/subjectReport/useSubjectReport.js';
import type { ViewProps } from '../ViewProps.js';
import { MaskedInput } from '../../ui/form/MaskedInput.js';
import { PageTitle } from '../../ui/layout/PageTitle.js';

/** Shown to a user whose role cannot ask for reports (the API refuses them anyway). */
export const NO_PERMISSION_MESSAGE = 'Seu perfil não pode gerar o relatório do titular.';
export const INTRO =
  'Reúne tudo o que o sistema guarda sobre um CPF — cadastro, digitais e imagens, provas de vida e vídeos, logs de captura, requisições e acessos — em um arquivo .zip, para atender ao titular (LGPD, art. 18, II). O pedido fica registrado com o motivo.';

const REASON_LABELS: Record<(typeof SUBJECT_REPORT_REASONS)[number], string> = {
  'atendimento ao titular': 'Atendimento ao titular',
  'requisição da ANPD': 'Requisição da ANPD',
  'ordem judicial': 'Ordem judicial',
  outro: 'Outro',
};

const dateTime = (iso: string) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : '';

/**
 * 'Relatório do titular' (issue 19 item 4): the request form, then the report's progress while it
 * runs and its download when ready. Only for users who may ask for it (`subject-report:create`).
 */
export default function SubjectReportView({ route }: ViewProps) {
  const can = useCan();
  const c = useSubjectReport();
  return (
    <>
      <PageTitle title={route.title} {...(route.breadcrumb && { breadcrumb: route.breadcrumb })} />
      {!can('subject-report:create') ? (
        <Text role="alert">{NO_PERMISSION_MESSAGE}</Text>
      ) : (
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} maxW="2xl">
          {c.loadError ? <LoadError c={c} /> : c.report ? <ReportStatus c={c} /> : <RequestForm c={c} />}
        </Box>
      )}
    </>
  );
}

function RequestForm({ c }: { c: SubjectReportController }) {
  return (
    <form
      noValidate
      aria-label="Pedir relatório do titular"
      onSubmit={(event) => {
        event.preventDefault();
        void c.submit();
      }}
    >
      <Stack gap="5">
        <Stack direction="row" gap="2" align="flex-start" color="fg.muted" fontSize="sm">
          <ShieldCheck size="18" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>{INTRO}</Text>
        </Stack>
        {c.personId ? (
          <Field.Root invalid={!!c.errors.person_id}>
            <Field.Label>Titular</Field.Label>
            <Stack direction="row" gap="3" align="center" wrap="wrap">
              <Text>Cadastro nº {c.personId} (o CPF é lido do cadastro)</Text>
              <Button size="xs" variant="outline" onClick={c.reset}>
                Informar um CPF
              </Button>
            </Stack>
            <Field.ErrorText>{c.errors.person_id}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Field.Root invalid={!!c.errors.cpf} required>
            <Field.Label>
              CPF do titular
              <Field.RequiredIndicator />
            </Field.Label>
            <MaskedInput
              mask="cpf"
              name="cpf"
              autoComplete="off"
              placeholder="000.000.000-00"
              autoFocus
              value={c.values.cpf}
              onRawChange={(raw) => c.setValue('cpf', raw)}
            />
            <Field.ErrorText>{c.errors.cpf}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!c.errors.reason} required>
          <Field.Label>
            Motivo
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="reason"
              value={c.values.reason}
              onChange={(e) => c.setValue('reason', e.target.value)}
            >
              <option value="">Selecione</option>
              {SUBJECT_REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REASON_LABELS[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{c.errors.reason}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!c.errors.details} required>
          <Field.Label>
            Detalhes do pedido
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="details"
            rows={3}
            maxLength={DETAILS_MAX + 50}
            placeholder="Ex.: protocolo 2026-0042, pedido recebido por e-mail"
            value={c.values.details}
            onChange={(e) => c.setValue('details', e.target.value)}
          />
          {c.errors.details ? (
            <Field.ErrorText>{c.errors.details}</Field.ErrorText>
          ) : (
            <Field.HelperText>De 5 a {DETAILS_MAX} caracteres: fica no registro de acessos.</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={c.sending}>
          <FilePlus2 /> Gerar relatório
        </Button>
      </Stack>
    </form>
  );
}

function ReportStatus({ c }: { c: SubjectReportController }) {
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

function LoadError({ c }: { c: SubjectReportController }) {
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{c.loadError!.message}</Alert.Title>
      </Alert.Root>
      <Button variant="outline" onClick={c.reset}>
        Novo relatório
      </Button>
    </Stack>
  );
}
