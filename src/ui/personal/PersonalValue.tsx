import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { formatValue } from '../../core/format/formatValue.js';
import { isMaskedCpf } from '../../core/personal/maskCpf.js';
import { useCan } from '../../hooks/auth/useCan.js';
import { RevealDialog } from './RevealDialog.js';
import { useReveal } from './useReveal.js';

export interface PersonalValueProps {
  /** The descriptor's key: the permission asked is `<resource>:reveal`. */
  resource: string;
  endpoint: string;
  id: number | string;
  field: string;
  /** The value as the API served it (masked). */
  value: unknown;
  /** What it is, for labels ('CPF'). */
  label?: string;
  /** Seconds the full value stays shown. */
  seconds?: number;
}

/**
 * A personal value as served (masked `***.456.789-**`) with an eye button, for users who may
 * reveal it: asks the reason (RevealDialog), shows the full formatted CPF for a limited time with
 * a visible countdown, then masks it again.
 */
export function PersonalValue({ resource, endpoint, id, field, value, label = 'CPF', seconds }: PersonalValueProps) {
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const r = useReveal(endpoint, id, field, seconds);
  const masked = isMaskedCpf(value);
  const shown = r.value !== null ? formatValue('cpf', r.value) : formatValue('cpf', value);
  if (!masked || !can(`${resource}:reveal`)) return <Text as="span">{shown}</Text>;
  return (
    <HStack gap="1" display="inline-flex">
      <Text as="span" fontVariantNumeric="tabular-nums" data-revealed={r.value !== null ? '' : undefined}>
        {shown}
      </Text>
      {r.value !== null ? (
        <>
          <Text as="span" fontSize="xs" color="fg.muted" aria-live="polite">
            oculta em {r.secondsLeft} s
          </Text>
          <IconButton size="2xs" variant="ghost" aria-label={`Ocultar ${label}`} onClick={r.hide}>
            <EyeOff />
          </IconButton>
        </>
      ) : (
        <IconButton size="2xs" variant="ghost" aria-label={`Revelar ${label}`} onClick={() => setAsking(true)}>
          <Eye />
        </IconButton>
      )}
      <RevealDialog
        open={asking}
        label={label}
        error={r.error}
        busy={r.busy}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => void r.reveal(reason).then((ok) => ok && setAsking(false))}
      />
    </HStack>
  );
}
