import { ChakraProvider } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../../../src/theme/system';
import { ActiveWidget } from '../../../../src/ui/form/theme/widgets/ActiveWidget';
import { addModel } from '../../../../src/ui/form/theme/widgets/ModelsWidget';
import { MaskedWidget } from '../../../../src/ui/form/theme/widgets/MaskedWidget';
import { PasswordWidget } from '../../../../src/ui/form/theme/widgets/PasswordWidget';
import { SELECT_EMPTY, SELECT_PLACEHOLDER, SelectWidget } from '../../../../src/ui/form/theme/widgets/SelectWidget';
import { NumberWidget } from '../../../../src/ui/form/theme/widgets/NumberWidget';
import { TextWidget } from '../../../../src/ui/form/theme/widgets/TextWidget';

function renderWidget(Widget: ComponentType<WidgetProps>, props: Partial<WidgetProps> = {}) {
  const onChange = vi.fn();
  const all = {
    id: 'root_x',
    name: 'x',
    label: 'X',
    value: undefined,
    schema: { type: 'string' },
    options: {},
    registry: {} as WidgetProps['registry'],
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    ...props,
  } as WidgetProps;
  const result = render(
    <ChakraProvider value={system}>
      <Widget {...all} />
    </ChakraProvider>,
  );
  return { onChange, user: userEvent.setup(), ...result };
}

describe('SelectWidget', () => {
  const enumOptions = [
    { value: 'android', label: 'Android' },
    { value: 'ios', label: 'iOS' },
  ];

  it("offers 'Selecione...' first and answers the option's value", async () => {
    const { onChange, user } = renderWidget(SelectWidget, { options: { enumOptions } });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([SELECT_PLACEHOLDER, 'Android', 'iOS']);
    await user.selectOptions(select, 'iOS');
    expect(onChange).toHaveBeenLastCalledWith('ios');
  });

  it("shows 'Nenhuma opção disponível' (disabled) without options", () => {
    renderWidget(SelectWidget, { options: { enumOptions: [] } });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([SELECT_EMPTY]);
    expect(select.disabled).toBe(true);
  });
});

describe('PasswordWidget', () => {
  it('hides the password until the eye is pressed', async () => {
    const { user, container } = renderWidget(PasswordWidget, { value: 'segredo1' });
    const input = container.querySelector('input')!;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input.type).toBe('password');
  });
});

describe('TextWidget', () => {
  it('answers the text, and empty as undefined', async () => {
    const { onChange, user } = renderWidget(TextWidget, { id: 'root_y', value: 'a' });
    await user.type(document.getElementById('root_y')!, 'b');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    await user.clear(document.getElementById('root_y')!);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('NumberWidget (number fields through TextWidget too)', () => {
  it("shows 0.45 as '0,45' and answers a JS number for '0,45' typed", async () => {
    const { onChange, user } = renderWidget(TextWidget, { schema: { type: 'number' }, value: 0.45 });
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('0,45');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '7,5');
    expect(onChange).toHaveBeenLastCalledWith(7.5);
    expect(input.value).toBe('7,5');
  });

  it("refuses letters as they are typed and turns the keypad's point into a comma", async () => {
    const { onChange, user } = renderWidget(NumberWidget, { schema: { type: 'number' } });
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, 'a1b.c5x');
    expect(input.value).toBe('1,5');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    expect(onChange.mock.calls.every(([v]) => v === undefined || typeof v === 'number')).toBe(true);
  });

  it('takes no comma in an integer field', async () => {
    const { onChange, user } = renderWidget(NumberWidget, { schema: { type: 'integer' } });
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await user.type(input, '12,5');
    expect(input.value).toBe('125');
    expect(onChange).toHaveBeenLastCalledWith(125);
  });
});

describe('MaskedWidget', () => {
  it('shows a stored CPF masked and answers digits while typing', async () => {
    const { user, onChange } = renderWidget(MaskedWidget, { value: '5299822472', options: { mask: 'cpf' } });
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('529.982.247-2');
    await user.type(input, '5');
    expect(onChange).toHaveBeenLastCalledWith('52998224725');
  });

  it('shows a stored CNPJ and phone masked', () => {
    renderWidget(MaskedWidget, { id: 'root_c', value: '11222333000181', options: { mask: 'cnpj' } });
    renderWidget(MaskedWidget, { id: 'root_p', value: '11987654321', options: { mask: 'phone' } });
    expect((document.getElementById('root_c') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    expect((document.getElementById('root_p') as HTMLInputElement).value).toBe('(11) 98765-4321');
  });
});

describe('ActiveWidget', () => {
  const enumOptions = [
    { value: 'true', label: 'Ativo' },
    { value: 'false', label: 'Inativo' },
  ];

  it("shows 'Inativo' for 'false' and switches to 'true'", async () => {
    const { user, onChange } = renderWidget(ActiveWidget, { value: 'false', options: { enumOptions } });
    expect(screen.getByText('Inativo')).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith('true');
  });

  it("shows 'Ativo' for 'true'", () => {
    renderWidget(ActiveWidget, { value: 'true', options: { enumOptions } });
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});

describe('addModel', () => {
  it('adds a trimmed name; ignores an empty one and one already listed, in any case', () => {
    expect(addModel([], '  Moto G54 ')).toEqual(['Moto G54']);
    expect(addModel(['Moto G54'], '   ')).toEqual(['Moto G54']);
    expect(addModel(['Moto G54'], 'moto g54')).toEqual(['Moto G54']);
    expect(addModel(['Moto G54'], 'Galaxy A15')).toEqual(['Moto G54', 'Galaxy A15']);
  });
});
