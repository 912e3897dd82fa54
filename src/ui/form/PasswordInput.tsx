import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/**
 * A password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). Used by the
 * form theme's PasswordWidget and the change-password modal.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          size="xs"
          variant="ghost"
          me="-2"
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input ref={ref} autoComplete="new-password" {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
});
