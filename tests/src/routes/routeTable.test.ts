import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { home, screens } from 'virtual:console-shell';
import { publicScreens } from 'virtual:console-public';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from '../../../src/routes/routeTable.js';

const route = (path: string) => SIGNED_IN_ROUTES.find((r) => r.path === path);

describe('routeTable', () => {
  it("shows console.json's home at '/': the device-config list today", () => {
    expect(home).toBe('/config');
    expect(SIGNED_IN_ROUTES[0]).toEqual({ ...route('/config'), path: '/' });
    expect(route('/')).toMatchObject({ view: 'entityList', entity: 'device-config', permission: 'device-config:read' });
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
    expect(route('/requests')).toMatchObject({ view: 'requestLogList', entity: 'request-log' });
    expect(route('/fingerprint')).toMatchObject({ view: 'fingerprintList', entity: 'fingerprint' });
    for (const d of Object.values(descriptors)) expect(route(d.routes.list)?.view).toBe(d.list.view ?? 'entityList');
    // Only the list engine prefetches the form it opens.
    expect(route('/user')?.next).toBe('entityForm');
    expect(route('/requests')?.next).toBeUndefined();
  });

  it("has console.json's screens with their view, title, breadcrumb and permission, and no menu data", () => {
    expect(screens.length).toBeGreaterThan(0);
    for (const s of screens) expect(route(s.path)).toEqual(s);
    expect(route('/prices')).toEqual({
      path: '/prices',
      view: 'prices',
      title: 'Lista de Preços',
      breadcrumb: [{ label: 'Financeiro' }, { label: 'Preços' }],
      permission: 'prices:read',
    });
    expect(route('/user/profile')).toMatchObject({ view: 'userProfile', title: 'Meu Perfil' });
    expect(route('/subject-report')).toMatchObject({ view: 'subjectReport', permission: 'subject-report:create' });
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
