/** Spec 000 §2: /401 for a page the user may not open; menus come from the server. */
import { describe, expect, it } from 'vitest';
import { menusFor, type UserInfo } from '@aerosupply/shared';
import { canOpen, hasPermission } from './access';

function userInfo(companyType: 'staff' | 'supplier' | 'forwarder', permissions: string[]): UserInfo {
  return {
    user: {
      id: 1,
      realName: 'Test',
      avatar: '',
      companyId: companyType === 'staff' ? 2 : 10,
      companyName: 'Test Co',
      companyType,
      account: 'test',
      roles: [],
      roleNames: [],
      permissions,
      language: null,
      isCompanyAdmin: false,
      passwordAgeDays: 0,
      passwordChangeDue: false,
    },
    menus: menusFor(companyType, new Set(permissions)),
  };
}

describe('canOpen (spec 000 §2 navigation guard)', () => {
  const admin = userInfo('staff', ['home.view', 'sys.user.manage', 'sys.role.manage']);
  const buyer = userInfo('staff', ['home.view', 'supplier.invite']);
  const supplier = userInfo('supplier', ['home.view', 'sup.employee']);

  it('allows a screen in the user menu tree, and pages below it', () => {
    expect(canOpen('/system/users', admin)).toBe(true);
    expect(canOpen('/system/users/42', admin)).toBe(true);
  });

  it('refuses a screen whose permission the user lacks', () => {
    expect(canOpen('/system/users', buyer)).toBe(false);
    expect(canOpen('/system/roles', supplier)).toBe(false);
  });

  it("refuses another side's screens even when the permission key is shared", () => {
    // home.view is held by every side, but /sup/home belongs to the supplier side.
    expect(canOpen('/sup/home', admin)).toBe(false);
    expect(canOpen('/home', supplier)).toBe(false);
    expect(canOpen('/sup/home', supplier)).toBe(true);
  });

  it('refuses paths that are in no catalogue entry unless the route names its access', () => {
    expect(canOpen('/nowhere', admin)).toBe(false);
    expect(canOpen('/nowhere', admin, { anySignedIn: true })).toBe(true);
    expect(canOpen('/nowhere', admin, { permissions: ['sys.role.manage'] })).toBe(true);
    expect(canOpen('/nowhere', buyer, { permissions: ['sys.role.manage'] })).toBe(false);
  });

  it('does not treat a path prefix without a segment boundary as below an entry', () => {
    expect(canOpen('/system/users-export', admin)).toBe(false);
  });

  it('hasPermission checks any of several keys', () => {
    expect(hasPermission(admin, ['x', 'sys.role.manage'])).toBe(true);
    expect(hasPermission(admin, 'supplier.invite')).toBe(false);
    expect(hasPermission(null, 'home.view')).toBe(false);
  });
});
