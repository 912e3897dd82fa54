import { HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { formatValue } from '../../core/format/formatValue.js';
import { useCan } from '../../hooks/auth/useCan.js';
import { RevealDialog } from './RevealDialog.js';
import { useReveal } from './useReveal.js';

export interface PersonalInputProps {
  /** The input's id (the field's label points at it). */
  inputId: string;
  resource: string;
  endpoint: string;
  /** The record's id; without it (a new record) there is nothing to reveal. */
  recordId: string | undefined;
  field: string;
  /** The masked value the API served. */
  value: string;
  label?: string;
}

/**
 * A personal field of a saved record in its form (the CPF of a person, read-only on edit): the
 * masked value, never editable, and the eye button for users who may reveal it; the full value
 * shows for a limited time with a countdown (PersonalValue's rules).
 */
export function PersonalInput({
  inputId,
  resource,
  endpoint,
  recordId,
  field,
  value,
  label = 'CPF',
}: PersonalInputProps) {
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const r = useReveal(endpoint, recordId ?? '', field);
  const allowed = recordId !== undefined && can(`${resource}:reveal`);
  return (
    <>
      <HStack gap="2">
        <Input
          flex="1"
          id={inputId}
          readOnly
          value={r.value !== null ? formatValue('cpf', r.value) : value}
          aria-describedby={r.value !== null ? `${inputId}-countdown` : undefined}
        />
        {allowed && (
          <IconButton
            variant="outline"
            aria-label={r.value !== null ? `Ocultar ${label}` : `Revelar ${label}`}
            onClick={() => (r.value !== null ? r.hide() : setAsking(true))}
          >
            {r.value !== null ? <EyeOff /> : <Eye />}
          </IconButton>
        )}
      </HStack>
      {allowed && r.value !== null && (
        <Text id={`${inputId}-countdown`} aria-live="polite" fontSize="xs" color="fg.muted" mt="1">
          Visível por mais {r.secondsLeft} s; depois volta a ficar mascarado.
        </Text>
      )}
      {allowed && (
        <RevealDialog
          open={asking}
          label={label}
          error={r.error}
          busy={r.busy}
          onClose={() => setAsking(false)}
          onConfirm={(reason) => void r.reveal(reason).then((ok) => ok && setAsking(false))}
        />
      )}
    </>
  );
}
