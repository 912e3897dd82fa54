import { Box, Button, Field, HStack, Input, Tag, Text, Wrap } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Modal } from '../../../feedback/Modal.js';

/** Adds a model name to a list: trimmed; an empty name or one already listed (any case) is ignored. */
export function addModel(models: readonly string[], name: string): string[] {
  const clean = name.trim();
  if (!clean || models.some((m) => m.toLowerCase() === clean.toLowerCase())) return [...models];
  return [...models, clean];
}

/**
 * The device-models list of a device configuration (spec 2.4): the names as tags with a remove
 * button; 'Adicionar' opens a dialog with one input, and its name joins the list.
 */
export function ModelsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, schema } = props;
  const models: string[] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const editable = !disabled && !readonly;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const itemMax = (schema.items as { maxLength?: number } | undefined)?.maxLength;

  const close = () => {
    setOpen(false);
    setDraft('');
  };
  const confirm = () => {
    const next = addModel(models, draft);
    if (next.length !== models.length) onChange(next);
    close();
  };

  return (
    <Box id={id} role="group" aria-label={props.label} borderWidth="1px" borderRadius="md" p="3" bg="bg">
      {models.length ? (
        <Wrap gap="2" as="ul" listStyleType="none" aria-label="Dispositivos adicionados">
          {models.map((name, index) => (
            <li key={name}>
              <Tag.Root size="lg" variant="surface" colorPalette="brand">
                <Tag.Label>{name}</Tag.Label>
                {editable && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={`Remover ${name}`}
                      onClick={() => onChange(models.filter((_, i) => i !== index))}
                    />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Nenhum dispositivo adicionado.
        </Text>
      )}
      {editable && (
        <HStack mt="3">
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Plus /> Adicionar
          </Button>
        </HStack>
      )}
      <Modal
        open={open}
        onClose={close}
        title="Adicionar dispositivo"
        size="sm"
        rootProps={{ initialFocusEl: () => inputRef.current }}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button colorPalette="brand" onClick={confirm}>
              Adicionar
            </Button>
          </>
        }
      >
        <Field.Root id={`${id}-new`}>
          <Field.Label>Modelo do dispositivo</Field.Label>
          <Input
            ref={inputRef}
            value={draft}
            maxLength={itemMax}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                confirm();
              }
            }}
          />
        </Field.Root>
      </Modal>
    </Box>
  );
}
