import descriptors from 'virtual:descriptors';
import { describe, expect, it } from 'vitest';
import { bootPlan } from '../../../../src/core/boot/bootPlan.js';
import { listDataPath } from '../../../../src/core/list/listDataPath.js';
import { parseListSearch } from '../../../../src/core/list/listQuery.js';

const shell = {
  home: '/config',
  screens: {
    prices: { path: '/prices', view: 'prices' as const },
    profile: { path: '/user/profile', view: 'userProfile' as const },
  },
};
const profilePath = '/admin/v1/user/profile';
const plan = (pathname: string, search = '') =>
  bootPlan({
    pathname,
    search,
    descriptors,
    shell,
    profilePath,
    now: new Date(2026, 10, 26),
    timeZone: 'America/Sao_Paulo',
  });

describe('bootPlan', () => {
  it('a list: its view, the profile, then exactly the first page the list engine asks for', () => {
    const param = descriptors.param!;
    expect(plan('/param')).toEqual({
      views: ['entityList'],
      gets: [profilePath, '/admin/v1/param?page=1&per_page=10'],
    });
    const search = 'page=3&per_page=50&sort=id&order=desc';
    expect(plan('/Param/', search).gets[1]).toBe(
      listDataPath(param, parseListSearch(param, search, new Date(2026, 10, 26)), 'America/Sao_Paulo'),
    );
  });

  it("a hand-written list view and a list whose date filters start at today (with the operator's zone)", () => {
    expect(plan('/requests').views).toEqual(['requestLogList']);
    const live = plan('/liveness-log');
    expect(live.gets[1]).toMatch(/dataHora=2026-11-26/);
    expect(live.gets[1]).toMatch(/tz=America%2FSao_Paulo/);
  });

  it("'/' is the home's list; a form, a screen and an unknown address read only the profile", () => {
    expect(plan('/')).toEqual(plan('/config'));
    expect(plan('/param/form/1')).toEqual({ views: ['entityForm'], gets: [profilePath] });
    expect(plan('/prices')).toEqual({ views: ['prices'], gets: [profilePath] });
    expect(plan('/rota-que-nao-existe')).toEqual({ views: [], gets: [profilePath] });
  });
});
