import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { FilterDescriptor } from '../../core/descriptors/Descriptor.js';
import { MaskedInput } from '../form/MaskedInput.js';

export interface FilterBarProps {
  filters: FilterDescriptor[];
  /** Filters in force (from the URL). */
  values: Record<string, string>;
  onSubmit(values: Record<string, string>): void;
  onClear(): void;
}

/**
 * What a masked filter (CPF, CNPJ, phone) matches: the server compares digits only (`"op":
 * "digits"`, the filter of every masked list parameter), anywhere in the stored number.
 */
const DIGITS_HINT = 'Busca em qualquer parte dos dígitos';

/**
 * The list's filter bar: one input per descriptor filter, 'Pesquisar' (or Enter) applies them and
 * goes back to page 1; 'Limpar' appears when any filter is in force. A masked filter says under
 * it what it matches (DIGITS_HINT).
 */
export function FilterBar({ filters, values, onSubmit, onClear }: FilterBarProps) {
  const [draft, setDraft] = useState(values);
  // Filters put in force elsewhere (a link, 'Limpar', back) replace the draft, from that render on.
  const [draftOf, setDraftOf] = useState(values);
  if (draftOf !== values) {
    setDraftOf(values);
    setDraft(values);
  }
  if (!filters.length) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Masked filters already hold their raw value (MaskedInput).
    onSubmit(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])));
  };
  const active = Object.values(values).some((v) => v !== '');
  return (
    <Box
      as="form"
      onSubmit={submit}
      role="search"
      aria-label="Filtros"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      p="4"
      mb="4"
    >
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
        {filters.map((f) => (
          <Field.Root key={f.param}>
            <Field.Label>{f.label}</Field.Label>
            <FilterInput
              filter={f}
              value={draft[f.param] ?? ''}
              onChange={(v) => setDraft((d) => ({ ...d, [f.param]: v }))}
            />
            {f.mask && <Field.HelperText>{DIGITS_HINT}</Field.HelperText>}
          </Field.Root>
        ))}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand">
            Pesquisar
          </Button>
          {active && (
            <Button variant="outline" onClick={onClear}>
              Limpar
            </Button>
          )}
        </HStack>
      </SimpleGrid>
    </Box>
  );
}

function FilterInput({
  filter,
  value,
  onChange,
}: {
  filter: FilterDescriptor;
  value: string;
  onChange(v: string): void;
}) {
  if (filter.type === 'select') {
    return (
      <NativeSelect.Root>
        <NativeSelect.Field name={filter.param} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {(filter.options ?? []).map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (filter.mask)
    return (
      <MaskedInput
        mask={filter.mask}
        name={filter.param}
        value={value}
        onRawChange={onChange}
        placeholder={filter.placeholder}
      />
    );
  return (
    <Input
      name={filter.param}
      type={filter.type === 'date' ? 'date' : 'text'}
      inputMode={filter.type === 'number' ? 'decimal' : undefined}
      value={value}
      placeholder={filter.placeholder}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
