/** Spec 000 §2: sidebar and breadcrumb from the server menu tree; item path = url with a leading slash. */
import { describe, expect, it } from 'vitest';
import { menusFor, STAFF_PERMISSIONS } from '@aerosupply/shared';
import { flattenMenus, isUnder, menuPath, menuTrail, pageTrail } from './menu';

const menus = menusFor('staff', new Set(['home.view', ...STAFF_PERMISSIONS]));

describe('menu helpers', () => {
  it('item path is the url with one leading slash', () => {
    expect(menuPath({ url: 'system/users' })).toBe('/system/users');
    expect(menuPath({ url: '/system/users' })).toBe('/system/users');
    expect(menuPath({ url: '' })).toBe('');
  });

  it('isUnder respects segment boundaries', () => {
    expect(isUnder('/system/users', '/system/users')).toBe(true);
    expect(isUnder('/system/users/3', '/system/users')).toBe(true);
    expect(isUnder('/system/usersX', '/system/users')).toBe(false);
    expect(isUnder('/x', '')).toBe(false);
  });

  it('menuTrail gives the group and the entry for the breadcrumb', () => {
    expect(menuTrail(menus, '/system/users/12').map((m) => m.key)).toEqual(['system', 'users']);
    expect(menuTrail(menus, '/home').map((m) => m.key)).toEqual(['home']);
    expect(menuTrail(menus, '/unknown')).toEqual([]);
  });

  it('pageTrail: a detail page under a list of the menu is that list, else the first fallback list the menu holds', () => {
    const paths = (trail: { url?: string }[]) => trail.map((m) => m.url).filter(Boolean);
    expect(paths(pageTrail(menus, '/suppliers/preaudit/12', ['/suppliers/reviews']))).toEqual(['suppliers/preaudit']);
    const auditorOnly = menusFor('staff', new Set(['home.view', 'supplier.preaudit']));
    expect(paths(pageTrail(auditorOnly, '/suppliers/reviews/12', ['/suppliers/reviews', '/suppliers/audit', '/suppliers/preaudit']))).toEqual(['suppliers/preaudit']);
    expect(pageTrail(auditorOnly, '/suppliers/reviews/12')).toEqual([]);
  });

  it('flattenMenus lists every entry with a url', () => {
    const urls = flattenMenus(menus).map((m) => m.url);
    expect(urls).toContain('system/users');
    expect(urls).not.toContain('');
  });
});
