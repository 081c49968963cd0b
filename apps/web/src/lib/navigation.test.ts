import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './navigation';

describe('sign-in redirects', () => {
  it('keeps only same-site paths', () => {
    expect(safeRedirect('/system/users?page=2')).toBe('/system/users?page=2');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('builds the sign-in path with the way back', () => {
    expect(loginPath('/system/users')).toBe('/login?redirect=%2Fsystem%2Fusers');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login')).toBe('/login');
  });
});
