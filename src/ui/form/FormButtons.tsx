import { Button, HStack } from '@chakra-ui/react';
import { Save } from 'lucide-react';

export interface FormButtonsProps {
  saving: boolean;
  /** 'Cancelar' (leaves the form); absent: no such button. */
  onCancel?: () => void;
}

/** The form's own buttons: 'Cancelar' and 'Salvar' (a spinner while saving). Inside the <form>. */
export function FormButtons({ saving, onCancel }: FormButtonsProps) {
  return (
    <HStack justify="flex-end" gap="3" mt="8" pt="4" borderTopWidth="1px">
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
      )}
      <Button type="submit" colorPalette="brand" loading={saving} minW="28">
        <Save /> Salvar
      </Button>
    </HStack>
  );
}
