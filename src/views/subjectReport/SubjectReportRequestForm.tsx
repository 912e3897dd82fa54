import { Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { FilePlus2, ShieldCheck } from 'lucide-react';
import { DETAILS_MAX, SUBJECT_REPORT_REASONS } from '../../core/subjectReport/subjectReportRequest.js';
import type { SubjectReportController } from '../../hooks/subjectReport/useSubjectReport.js';
import { CpfField } from '../../ui/form/CpfField.js';

/** What the report holds and why it is asked for, above the request form. */
const INTRO =
  'Reúne tudo o que o sistema guarda sobre um CPF — cadastro, digitais e imagens, provas de vida e vídeos, logs de captura, requisições e acessos — em um arquivo .zip, para atender ao titular (LGPD, art. 18, II). O pedido fica registrado com o motivo.';

const REASON_LABELS: Record<(typeof SUBJECT_REPORT_REASONS)[number], string> = {
  'atendimento ao titular': 'Atendimento ao titular',
  'requisição da ANPD': 'Requisição da ANPD',
  'ordem judicial': 'Ordem judicial',
  outro: 'Outro',
};

/** The request form of 'Relatório do titular': CPF, reason and details. */
export function SubjectReportRequestForm({ c }: { c: SubjectReportController }) {
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
          <CpfField
            label="CPF do titular"
            value={c.values.cpf}
            error={c.errors.cpf}
            onChange={(raw) => c.setValue('cpf', raw)}
          />
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
