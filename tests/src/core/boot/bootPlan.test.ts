import descriptors from 'virtual:descriptors';
import shell from '../../../fixtures/schemas/console.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { bootPlan } from '../../../../src/core/boot/bootPlan.js';
import { listDataPath } from '../../../../src/core/list/listDataPath.js';
import { parseListSearch } from '../../../../src/core/list/listQuery.js';
import type { ViewKey } from '../../../../src/core/views/viewKeys.js';

// The engines project: the fixture descriptors and console.json (tests/fixtures/schemas).
const profilePath = '/admin/v1/user/profile';
const now = new Date(2026, 10, 26);
const plan = (pathname: string, search = '', permissions: readonly string[] | null = ['*']) =>
  bootPlan({
    pathname,
    search,
    permissions,
    descriptors,
    shell: shell as { home: string; screens: Record<string, { path: string; view: ViewKey }> },
    profilePath,
    now,
    timeZone: 'America/Sao_Paulo',
  });

describe('bootPlan', () => {
  it('a list: its view, the profile, then exactly the first page the list engine asks for', () => {
    const member = descriptors.member!;
    expect(plan('/member')).toEqual({
      views: ['entityList'],
      gets: [profilePath, `${member.api.endpoint}?page=1&per_page=10`],
    });
    const search = 'page=3&per_page=50&sort=fullName&order=desc';
    expect(plan('/Member/', search).gets[1]).toBe(
      listDataPath(member, parseListSearch(member, search, now), 'America/Sao_Paulo'),
    );
  });

  it("a hand-written list view, and a list whose date filters start at today (in the operator's zone)", () => {
    expect(plan('/scan').views).toEqual(['fingerprintList']);
    const logs = plan('/capture-log').gets[1]!;
    expect(logs).toMatch(/dataHora=2026-11-26/);
    expect(logs).toMatch(/tz=America%2FSao_Paulo/);
  });

  it('a list the user may not read is not asked for (its screen is the forbidden one), nor any list while the permissions are unknown', () => {
    expect(plan('/member', '', ['vendor:read'])).toEqual({ views: ['forbidden'], gets: [profilePath] });
    expect(plan('/member', '', null)).toEqual({ views: [], gets: [profilePath] });
    expect(plan('/member', '', ['member:*']).gets).toHaveLength(2);
  });

  it("'/' is the home's list; a form, a screen and an unknown address read only the profile", () => {
    expect(plan('/')).toEqual(plan('/vendor'));
    expect(plan('/member/form/1')).toEqual({ views: ['entityForm'], gets: [profilePath] });
    expect(plan('/prices')).toEqual({ views: ['prices'], gets: [profilePath] });
    expect(plan('/rota-que-nao-existe')).toEqual({ views: [], gets: [profilePath] });
  });
});
