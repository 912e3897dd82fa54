import { Combobox, createListCollection, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { ReferenceDescriptor } from '../../../../core/descriptors/Descriptor.js';
import type { ReferenceOption } from '../../../../core/related/referenceOption.js';
import { useReferenceOption } from '../../../../hooks/related/useReferenceOption.js';
import { useReferenceSearch } from '../../../../hooks/related/useReferenceSearch.js';

/** What the picker says while it has no choices to show. */
const REFERENCE_TEXTS = {
  hint: 'Digite para buscar',
  searching: 'Buscando…',
  none: 'Nenhum registro encontrado',
  failed: 'Não foi possível buscar. Tente novamente.',
  clear: 'Limpar',
  toggle: 'Mostrar sugestões',
} as const;

/**
 * A field holding the id of another entity's record (`"reference"` in the descriptor: a person's
 * partner): a combobox that searches that entity's list as the operator types (debounced, by each
 * of `reference.search`: name or CNPJ), shows each choice as 'Nome — CNPJ', and saves the chosen
 * record's id. Keyboard: type, arrows, Enter, Escape; 'Limpar' empties it (saved as null);
 * leaving the field without a choice shows the chosen record again. Its label is read back by id.
 */
export function ReferencePickerWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, placeholder, options, rawErrors } = props;
  const ref = options.reference as ReferenceDescriptor;
  const chosen = typeof value === 'number' ? value : undefined;
  const { option } = useReferenceOption(ref, chosen);
  // What the operator is typing; null: the input shows the chosen record's label.
  const [typed, setTyped] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // The choice just made, shown at once (its label is read back by id only on the next visit).
  const [picked, setPicked] = useState<ReferenceOption>();
  const search = useReferenceSearch(ref, query);
  const label = chosen === undefined ? '' : picked?.id === chosen ? picked.label : (option?.label ?? '');

  // The chosen record stays a choice, so the combobox never loses it when the results change.
  const current = chosen === undefined ? undefined : picked?.id === chosen ? picked : option;
  const collection = useMemo(
    () =>
      createListCollection<ReferenceOption>({
        items:
          current && !search.options.some((o) => o.id === current.id) ? [current, ...search.options] : search.options,
        itemToString: (o) => o.label,
        itemToValue: (o) => String(o.id),
      }),
    [search.options, current],
  );
  const status = !query.trim()
    ? REFERENCE_TEXTS.hint
    : search.loading
      ? REFERENCE_TEXTS.searching
      : search.failed
        ? REFERENCE_TEXTS.failed
        : REFERENCE_TEXTS.none;

  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: id }}
      translations={{ triggerLabel: REFERENCE_TEXTS.toggle, clearTriggerLabel: REFERENCE_TEXTS.clear }}
      value={chosen === undefined ? [] : [String(chosen)]}
      inputValue={typed ?? label}
      inputBehavior="autohighlight"
      openOnClick
      disabled={disabled}
      readOnly={readonly}
      invalid={!!rawErrors?.length}
      onInputValueChange={(e) => {
        // Typing searches; a choice, 'Limpar' or leaving the field shows the chosen record again.
        if (e.reason === 'input-change') {
          setTyped(e.inputValue);
          setQuery(e.inputValue);
        } else {
          setTyped(null);
          if (e.reason === 'clear-trigger') setQuery('');
        }
      }}
      onValueChange={(e) => {
        const item = e.items[0] as ReferenceOption | undefined;
        setPicked(item);
        onChange(item === undefined ? null : item.id);
      }}
      onInteractOutside={() => onBlur(id, value)}
    >
      <Combobox.Control>
        <Combobox.Input name={id} placeholder={placeholder || REFERENCE_TEXTS.hint} />
        <Combobox.IndicatorGroup>
          {search.loading && <Spinner size="xs" aria-hidden />}
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {search.options.length === 0 && (
              <HStack px="2" py="1.5">
                <Text textStyle="sm" color={search.failed ? 'fg.error' : 'fg.muted'} role="status">
                  {status}
                </Text>
              </HStack>
            )}
            {collection.items.map((o) => (
              <Combobox.Item key={o.id} item={o}>
                <Combobox.ItemText>{o.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
