import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatValue } from '../../../core/format/formatValue.js';
import type { ResetLink } from '../../../hooks/form/useResetLink.js';
import { Modal } from '../../feedback/Modal.js';

export const COPIED_TEXT = 'Link copiado.';
export const COPY_BY_HAND_TEXT = 'Link selecionado: pressione Ctrl+C (⌘+C no Mac) para copiar.';

export interface ResetLinkModalProps {
  /** The issued link; the modal is open while there is one. */
  link: ResetLink | null;
  onClose(): void;
}

/**
 * The reset-password link just issued for a user: the server's message, the link in a read-only
 * field with 'Copiar' (the clipboard; where the browser refuses it, the link is selected for
 * Ctrl+C), and when it expires (pt-BR date and time).
 */
export function ResetLinkModal({ link, onClose }: ResetLinkModalProps) {
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const close = () => {
    setCopyState('idle');
    onClose();
  };
  const copy = async () => {
    if (!link) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Sem acesso à área de transferência.');
      await navigator.clipboard.writeText(link.link);
      setCopyState('copied');
    } catch {
      // No clipboard API (plain http) or refused: select the link, and try the older copy command.
      input.current?.focus();
      input.current?.select();
      setCopyState(execCopy() ? 'copied' : 'manual');
    }
  };
  const expires = link?.expiresAt ? formatValue('datetime', link.expiresAt) : '';
  return (
    <Modal
      open={!!link}
      onClose={close}
      title="Link de redefinição de senha"
      size="lg"
      footer={
        <Button colorPalette="brand" onClick={close}>
          Fechar
        </Button>
      }
    >
      {link && (
        <Stack gap="4">
          <Text>{link.message}</Text>
          <Field.Root>
            <Field.Label>Link</Field.Label>
            <HStack w="full" gap="2">
              <Input
                ref={input}
                readOnly
                value={link.link}
                fontFamily="mono"
                textStyle="sm"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
                {copyState === 'copied' ? <Check /> : <Copy />} Copiar
              </Button>
            </HStack>
            {expires && <Field.HelperText>Válido até {expires}.</Field.HelperText>}
          </Field.Root>
          <Text
            role="status"
            aria-live="polite"
            textStyle="sm"
            color={copyState === 'copied' ? 'green.fg' : 'fg.muted'}
            minH="5"
          >
            {copyState === 'copied' ? COPIED_TEXT : copyState === 'manual' ? COPY_BY_HAND_TEXT : ''}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** `document.execCommand('copy')` on the current selection; false where it is missing or refused. */
function execCopy(): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}
