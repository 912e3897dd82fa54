import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { home, screens } from 'virtual:console-shell';
import { publicScreens } from 'virtual:console-public';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../../../src/routes/routeTable.js';

// On the fixture descriptors and console.json of tests/fixtures/schemas (the `engines` project).
const route = (path: string) => SIGNED_IN_ROUTES.find((r) => r.path === path);

describe('routeTable', () => {
  it("shows console.json's home at '/': the vendor list of the fixtures", () => {
    expect(home).toBe('/vendor');
    expect(SIGNED_IN_ROUTES[0]).toEqual({ ...route('/vendor'), path: '/' });
    expect(route('/')).toMatchObject({ view: 'entityList', entity: 'vendor', permission: 'vendor:read' });
  });

  it("has every descriptor's list and form routes, with their permissions", () => {
    for (const d of Object.values(descriptors)) {
      expect(route(d.routes.list)).toMatchObject({ title: d.title, entity: d.key, permission: `${d.key}:read` });
      if (d.routes.form && d.form) {
        expect(route(d.routes.form)).toMatchObject({ view: 'entityForm', permission: `${d.key}:write` });
        expect(route(`${d.routes.form}/:id`)).toMatchObject({ view: 'entityForm', permission: `${d.key}:read` });
      }
    }
  });

  it("gives a list the hand-written view its descriptor's list.view names, else the list engine", () => {
    expect(route('/scan')).toMatchObject({ view: 'fingerprintList', entity: 'fingerprint' });
    expect(route('/api-call')).toMatchObject({ view: 'entityList', entity: 'api-call' });
    for (const d of Object.values(descriptors)) expect(route(d.routes.list)?.view).toBe(d.list.view ?? 'entityList');
    // Only the list engine prefetches the form it opens (and only a list that has a form).
    expect(route('/user')?.next).toBe('entityForm');
    expect(route('/scan')?.next).toBeUndefined();
    expect(route('/api-call')?.next).toBeUndefined();
  });

  it("has console.json's screens with their view, title, breadcrumb and permission, and no menu data", () => {
    expect(screens.length).toBeGreaterThan(0);
    for (const s of screens) expect(route(s.path)).toEqual(s);
    // The fixture's prices screen has both a side-menu and a user-menu entry: neither reaches the route.
    expect(route('/prices')).toEqual({
      path: '/prices',
      view: 'prices',
      title: 'Lista de Preços',
      breadcrumb: [{ label: 'Financeiro' }, { label: 'Preços', to: '/prices' }],
      permission: 'prices:read',
    });
    expect(route('/user/profile')).toEqual({
      path: '/user/profile',
      view: 'userProfile',
      title: 'Meu Perfil',
      breadcrumb: [{ label: 'Início', to: '/' }, { label: 'Meu Perfil' }],
    });
  });

  it('has the public screens signed in and signed out, between the login and the catch-all', () => {
    expect(publicScreens.map((s) => s.path)).toEqual(['/delete-account', '/reset-password']);
    for (const s of publicScreens) expect(route(s.path)).toEqual(s);
    expect(SIGNED_OUT_ROUTES).toEqual([
      { path: '/', view: 'login', title: 'Login' },
      ...publicScreens,
      { path: '*', view: 'login', title: 'Login' },
    ]);
    expect(SIGNED_IN_ROUTES.at(-1)).toEqual({ path: '*', view: 'notFound', title: 'Not Found' });
  });

  it('has no address twice', () => {
    const paths = SIGNED_IN_ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
