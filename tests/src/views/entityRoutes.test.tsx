import { screen, within } from '@testing-library/react';
import descriptors from 'virtual:descriptors';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTES } from '../../../src/routes/routeTable.js';
import { fakeApi } from '../support/fakeApi.js';
import { renderConsole } from '../support/renderConsole.js';

// The route table (src/routes/routeTable.ts) as the fixture descriptors and the fixture
// console.json (tests/fixtures/schemas) build it, and the screens it leads to.
const PROFILE = { data: { id: 1, name: 'Administradora', email: 'admin@example.com', role: 'admin', is_active: 1 } };
const LOADING = { timeout: 5000 };
const routeAt = (path: string) => SIGNED_IN_ROUTES.find((r) => r.path === path);

function signedIn(path: string, profile: Record<string, unknown> = PROFILE.data) {
  localStorage.setItem('authToken', 'stored.token');
  return renderConsole(path, fakeApi({ 'GET /admin/v1/user/profile': { body: { data: profile } } }).fetchImpl);
}

beforeEach(() => localStorage.clear());

describe('route table of the fixture descriptors', () => {
  it.each(Object.values(descriptors).map((d) => [d.key, d] as const))(
    '%s: its list (the generic engine or its list.view) and, with a form, the create and edit routes',
    (_key, d) => {
      const list = routeAt(d.routes.list)!;
      expect(list).toMatchObject({ view: d.list.view ?? 'entityList', title: d.title, entity: d.key });
      expect(list.permission).toBe(`${d.key}:read`);
      expect(list.breadcrumb).toEqual(d.breadcrumb);
      const create = d.routes.form ? routeAt(d.routes.form) : undefined;
      const edit = d.routes.form ? routeAt(`${d.routes.form}/:id`) : undefined;
      if (!d.form) {
        expect(create).toBeFalsy();
        return;
      }
      expect(create).toMatchObject({ view: 'entityForm', title: d.form.title, permission: `${d.key}:write` });
      expect(edit).toMatchObject({ view: 'entityForm', title: d.form.title, permission: `${d.key}:read` });
      expect(create!.breadcrumb).toEqual(d.form.breadcrumb);
      // A generic list fetches its form's code ahead; a hand-written one does not.
      expect(list.next).toBe(d.list.view ? undefined : 'entityForm');
    },
  );

  it("'/' is console.json's home, and its screens come after the descriptors' routes", () => {
    expect(routeAt('/')).toMatchObject({ view: 'entityList', entity: 'vendor', title: 'Fornecedores' });
    expect(routeAt('/prices')).toMatchObject({ view: 'prices', permission: 'prices:read' });
    expect(routeAt('/user/profile')).toMatchObject({ view: 'userProfile', title: 'Meu Perfil' });
    expect(SIGNED_IN_ROUTES.at(-1)).toMatchObject({ path: '*', view: 'notFound' });
  });
});

describe('screens of the fixture routes', () => {
  it.each([
    ['/', 'Fornecedores'],
    ['/Vendor/Form', 'Cadastro de Fornecedor'],
    ['/member/form/7', 'Associado'],
    ['/scan', 'Digitais Registradas'],
    ['/api-call', 'Chamadas à API'],
  ])('%s shows %s (case-insensitive paths)', async (path, title) => {
    signedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeTruthy();
  });

  it('the side menu lists the entries the descriptors declare, by group and order; menu false has none', async () => {
    signedIn('/vendor');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' }, LOADING);
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => `${a.textContent} → ${a.getAttribute('href')}`);
    expect(links).toContain('Fornecedores → /vendor');
    expect(links).toContain('Nova mensagem → /message-template/form');
    expect(links.some((l) => l.includes('/ticket'))).toBe(false);
    const order = ['Perfis de dispositivo', 'Nova mensagem', 'Capturas', 'Digitais', 'Chamadas', 'Fornecedores'];
    const at = (label: string) => links.findIndex((l) => l.startsWith(`${label} →`));
    expect(order.map(at)).toEqual([...order.map(at)].sort((a, b) => a - b));
  });

  it("a role without the route's permission gets 'Acesso restrito', and no menu entry", async () => {
    signedIn('/message-template/form', { ...PROFILE.data, role: 'leitor', permissions: ['message-template:read'] });
    expect(await screen.findByText(/Acesso restrito/, undefined, LOADING)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).queryByRole('link', { name: 'Fornecedores' })).toBeNull();
  });

  it("an unknown path shows 'Not Found' inside the shell", async () => {
    signedIn('/client');
    expect(await screen.findByRole('heading', { name: 'Not Found' }, LOADING)).toBeTruthy();
  });
});
