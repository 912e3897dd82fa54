import { HStack, Switch, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * An on/off switch for a two-valued field shown as 'Ativo' / 'Inativo' (device configuration's
 * showButtonInfo, stored as the strings 'true' / 'false'). The field's options say which value is
 * which: the first is "on" ('true', labelled 'Ativo'), the second "off".
 */
export function ActiveWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const [on, off] = options.enumOptions ?? [];
  const onValue = on?.value ?? 'true';
  const offValue = off?.value ?? 'false';
  const checked = value === onValue;
  return (
    <HStack gap="3" minH="10">
      <Switch.Root
        id={`${id}-switch`}
        name={htmlName ?? id}
        colorPalette="brand"
        checked={checked}
        disabled={disabled}
        readOnly={readonly}
        onCheckedChange={(details) => onChange(details.checked ? onValue : offValue)}
      >
        <Switch.HiddenInput onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <Text fontSize="sm" color={checked ? 'fg' : 'fg.muted'} aria-hidden>
        {checked ? (on?.label ?? 'Ativo') : (off?.label ?? 'Inativo')}
      </Text>
    </HStack>
  );
}
