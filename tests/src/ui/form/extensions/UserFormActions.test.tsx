import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatValue } from '../../../../../src/core/format/formatValue.js';
import { COPIED_TEXT, COPY_BY_HAND_TEXT } from '../../../../../src/ui/form/password/ResetLinkModal.js';
import { fakeApi, type FakeReply } from '../../../support/fakeApi.js';
import { findForm } from '../../../views/form/support/formQueries.js';
import { renderEntityForm } from '../../../views/form/support/renderFormView.js';

const USER = {
  id: 3,
  name: 'Ana',
  email: 'ana@example.com',
  phone: '11987654321',
  role: 'operador',
  is_active: 1,
  version: 4,
};
const LINK = 'http://console.test/reset-password?token=tok.abc_123';
const EXPIRES = '2026-11-22T13:30:00.000Z';
const ISSUED = {
  body: {
    data: { link: LINK, expires_at: EXPIRES },
    message: 'Link de redefinição gerado. Ele vale por 30 minutos e uma única vez.',
  },
};

function setup(reply: FakeReply = ISSUED) {
  const api = fakeApi({ 'GET /admin/v1/user/3': { body: { data: USER } }, 'POST /admin/v1/user/3/reset-link': reply });
  const rendered = renderEntityForm('user', '/user/form/3', api.fetchImpl);
  return { ...rendered, calls: api.calls };
}

async function issueLink(user: ReturnType<typeof setup>['user']) {
  await findForm('user');
  await user.click(screen.getByRole('button', { name: /Enviar link de redefinição/ }));
  return screen.findByRole('dialog', { name: 'Link de redefinição de senha' });
}

describe("user form: 'Enviar link de redefinição'", () => {
  it('issues a link and shows the message, the link read-only and its expiry in pt-BR', async () => {
    const { user, calls } = setup();
    const modal = await issueLink(user);
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/admin/v1/user/3/reset-link',
    ]);
    expect(
      within(modal).getByText('Link de redefinição gerado. Ele vale por 30 minutos e uma única vez.'),
    ).toBeTruthy();
    const input = within(modal).getByLabelText('Link') as HTMLInputElement;
    expect(input.value).toBe(LINK);
    expect(input.readOnly).toBe(true);
    expect(within(modal).getByText(`Válido até ${formatValue('datetime', EXPIRES)}.`)).toBeTruthy();

    await user.click(within(modal).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link de redefinição de senha' })).toBeNull());
  });

  it("'Copiar' puts the link on the clipboard", async () => {
    const { user } = setup();
    const modal = await issueLink(user);
    await user.click(within(modal).getByRole('button', { name: /Copiar/ }));
    expect(await within(modal).findByText(COPIED_TEXT)).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('where the clipboard is refused, selects the whole link for Ctrl+C', async () => {
    const { user } = setup();
    const modal = await issueLink(user);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(modal).getByRole('button', { name: /Copiar/ }));
    expect(await within(modal).findByText(COPY_BY_HAND_TEXT)).toBeTruthy();
    const input = within(modal).getByLabelText('Link') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
  });

  it("shows the server's message, else 'Erro ao gerar link de redefinição!', when no link is issued", async () => {
    const { user } = setup({ status: 500, body: {} });
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Enviar link de redefinição/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro ao gerar link de redefinição!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Link de redefinição de senha' })).toBeNull();
  });

  it('is offered only when editing a user', async () => {
    const api = fakeApi({});
    renderEntityForm('user', '/user/form', api.fetchImpl);
    await findForm('user');
    expect(screen.queryByRole('button', { name: /Enviar link de redefinição/ })).toBeNull();
  });
});
