import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ColumnDescriptor } from '../../../../../src/core/descriptors/Descriptor.js';
import { system } from '../../../../../src/theme/system.js';
import { ColumnChooser } from '../../../../../src/ui/list/views/ColumnChooser.js';

const columns = [
  { field: 'name', label: 'Nome' },
  { field: 'cpf', label: 'CPF' },
  { field: 'client_name', label: 'Parceiro' },
  { field: 'created_at', label: 'Criado em' },
] as ColumnDescriptor[];

describe('ColumnChooser', () => {
  it('a second change made before the list caught up builds on the first, not on the choice still shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // The list's address never catches up here: `chosen` stays the descriptor's columns.
    render(
      <ChakraProvider value={system}>
        <ColumnChooser columns={columns} chosen={undefined} onChange={onChange} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Escolher colunas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colunas da lista' });
    await user.click(within(dialog).getByText('CPF', { exact: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir Criado em' }));
    expect(onChange.mock.calls).toEqual([
      [['name', 'client_name', 'created_at']],
      [['name', 'created_at', 'client_name']],
    ]);
  });
});
