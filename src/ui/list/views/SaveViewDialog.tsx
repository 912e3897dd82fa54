import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { HttpError } from '../../../core/api/HttpError.js';
import { LIST_VIEW_LIMITS as L } from '../../../core/listViews/listViewLimits.js';
import { LIST_VIEW_MESSAGES as M } from '../../../core/listViews/listViewMessages.js';
import { Modal } from '../../feedback/Modal.js';

/** What the dialog gives back: the name (trimmed), the toggles. */
export interface SaveViewValues {
  name: string;
  shared: boolean;
  /** New view: also my default. Existing view: also store the list's current filters, order and columns. */
  extra: boolean;
}

export interface SaveViewDialogProps {
  open: boolean;
  /** 'create': 'Salvar visão'; 'edit': rename, share or rewrite one of mine. */
  mode: 'create' | 'edit';
  /** The values it opens with (the view's, when editing). */
  initial: { name: string; shared: boolean };
  onClose(): void;
  /** Saves; a refusal (HttpError) is shown in the dialog, under the name when it is about the name. */
  onSave(values: SaveViewValues): Promise<void>;
}

/**
 * The form of a saved view: its name (1 to 80 characters, counted as typed), whether it is shared
 * with everyone who may read the list, and — for a new one — whether the list opens with it for
 * me; for one of mine, whether the list's current filters, order and columns replace what it had.
 * The server's refusals (a name already used, the limit of views) stay in the dialog, nothing lost.
 * It starts from `initial` when mounted: the caller gives it a new `key` each time it opens it.
 */
export function SaveViewDialog({ open, mode, initial, onClose, onSave }: SaveViewDialogProps) {
  const [name, setName] = useState(initial.name);
  const [shared, setShared] = useState(initial.shared);
  const [extra, setExtra] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; message: string }>();

  const trimmed = name.trim();
  const save = async () => {
    if (!trimmed) return setProblem({ field: 'name', message: M.nameRequired });
    if (trimmed.length > L.nameLength) return setProblem({ field: 'name', message: M.nameTooLong });
    setBusy(true);
    try {
      await onSave({ name: trimmed, shared, extra });
    } catch (e) {
      const fields = e instanceof HttpError ? Object.keys(e.errors ?? {}) : [];
      setProblem({
        ...(fields.includes('name') && { field: 'name' }),
        message: e instanceof HttpError || e instanceof Error ? e.message : M.saveFailed,
      });
    } finally {
      setBusy(false);
    }
  };
  const nameProblem = problem?.field === 'name' ? problem.message : undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={mode === 'create' ? 'Salvar visão' : 'Alterar visão'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={() => void save()}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        gap="4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {mode === 'create' && (
          <Text color="fg.muted" fontSize="sm">
            Guarda os filtros, a ordem, as colunas e o tamanho de página atuais da lista. Suas visões valem em qualquer
            navegador em que você entrar.
          </Text>
        )}
        <Field.Root required invalid={!!nameProblem}>
          <Field.Label>Nome da visão</Field.Label>
          <Input
            value={name}
            maxLength={L.nameLength + 20}
            autoFocus
            onChange={(e) => (setName(e.currentTarget.value), setProblem(undefined))}
          />
          <Field.HelperText>
            {trimmed.length} de {L.nameLength} caracteres
          </Field.HelperText>
          {nameProblem && <Field.ErrorText>{nameProblem}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={shared} onCheckedChange={(d) => setShared(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Compartilhar com todos que acessam esta lista</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={extra} onCheckedChange={(d) => setExtra(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {mode === 'create'
              ? 'Abrir a lista com esta visão (minha visão padrão)'
              : 'Gravar também os filtros, a ordem e as colunas atuais'}
          </Checkbox.Label>
        </Checkbox.Root>
        {problem && !nameProblem && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {problem.message}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
