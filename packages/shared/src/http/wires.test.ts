import { describe, expect, it } from 'vitest';
import { authRoutes } from '../auth/routes';
import { fileRoutes } from '../files/routes';
import { homeRoutes } from '../home/routes';
import { profileRoutes } from '../profile/routes';
import type { RouteContract } from './contract';
import { signInWires } from './wires';

const contracts: Record<keyof typeof signInWires, RouteContract> = {
  token: authRoutes.token,
  logout: authRoutes.logout,
  captcha: authRoutes.captcha,
  loginType: authRoutes.loginType,
  loginLog: authRoutes.loginLog,
  userInfo: authRoutes.userInfo,
  mfaEnrol: authRoutes.mfaEnrol,
  ssoStart: authRoutes.ssoStart,
  language: profileRoutes.language,
  homeSummary: homeRoutes.summary,
  upload: fileRoutes.upload,
  downloadToken: fileRoutes.downloadToken,
  helpManual: fileRoutes.helpManual,
};

describe('the sign-in path’s wires (D-730)', () => {
  it.each(Object.entries(signInWires))('%s is its contract’s method, url and encoding', (name, wire) => {
    const contract = contracts[name as keyof typeof signInWires];
    expect(wire).toEqual({ method: contract.method, url: contract.url, ...(contract.raw ? { raw: true } : {}), ...(contract.form ? { form: true } : {}) });
  });
});
