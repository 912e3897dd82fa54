import { Button, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { OTHER_MAX, REVEAL_REASONS, readRevealReason, revealReason } from '../../core/personal/revealReasons.js';
import { Modal } from '../feedback/Modal.js';

export interface RevealDialogProps {
  open: boolean;
  /** What is revealed, for the title ('CPF'). */
  label: string;
  /** The pt-BR message of the last refusal (the server's), if any. */
  error?: string;
  busy?: boolean;
  onClose(): void;
  /** The reason as the API takes it (a listed one, or 'outro: <text>'). */
  onConfirm(reason: string): void;
}

/**
 * Asks why a personal value is revealed (issue 19): the listed reasons as radio buttons, and a
 * text for 'Outro'. The reason is checked as the API checks it (readRevealReason) before sending.
 */
export function RevealDialog({ open, label, error, busy, onClose, onConfirm }: RevealDialogProps) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string>();
  const confirm = () => {
    const reason = revealReason(choice, other);
    const read = readRevealReason(choice ? reason : '');
    if (read.reason === undefined) return setProblem(read.error);
    setProblem(undefined);
    onConfirm(read.reason);
  };
  const message = problem ?? error;
  const close = () => {
    setChoice('');
    setOther('');
    setProblem(undefined);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={`Revelar ${label}`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={confirm}>
            Revelar
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          O acesso ao dado completo fica registrado no Registro de Acessos, com o seu usuário e o motivo.
        </Text>
        <Field.Root invalid={!!message && !choice} required>
          <Field.Label id="reveal-reason-label">Motivo</Field.Label>
          <RadioGroup.Root
            value={choice}
            onValueChange={(d) => (setChoice(d.value ?? ''), setProblem(undefined))}
            aria-labelledby="reveal-reason-label"
          >
            <Stack gap="2">
              {REVEAL_REASONS.map((r) => (
                <RadioGroup.Item key={r.value} value={r.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{r.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
        {choice === 'outro' && (
          <Field.Root required invalid={!!message}>
            <Field.Label>Descreva o motivo</Field.Label>
            <Textarea value={other} maxLength={OTHER_MAX} onChange={(e) => setOther(e.currentTarget.value)} rows={2} />
          </Field.Root>
        )}
        {message && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {message}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
