/**
 * The routes the sign-in path calls, by method and url only (D-730): code that /login loads must not
 * load the contracts' zod schemas, so it calls `callWire(signInWires.captcha)`. Each wire is typed by
 * its contract (imported as a type only), so a url or method that drifts from it fails to compile.
 */
import type { authRoutes } from '../auth/routes';
import type { fileRoutes } from '../files/routes';
import type { homeRoutes } from '../home/routes';
import type { profileRoutes } from '../profile/routes';
import type { Wire } from './contract';

const token: Wire<typeof authRoutes.token> = { method: 'POST', url: '/oauth/token', raw: true, form: true };
const logout: Wire<typeof authRoutes.logout> = { method: 'GET', url: '/oauth/logout' };
const captcha: Wire<typeof authRoutes.captcha> = { method: 'GET', url: '/api/auth/captcha' };
const loginType: Wire<typeof authRoutes.loginType> = { method: 'GET', url: '/admin/sys/user/getLoginType' };
const loginLog: Wire<typeof authRoutes.loginLog> = { method: 'POST', url: '/admin/sys/user/loginLog' };
const userInfo: Wire<typeof authRoutes.userInfo> = { method: 'GET', url: '/admin/sys/user/getUserInfo' };
const mfaEnrol: Wire<typeof authRoutes.mfaEnrol> = { method: 'POST', url: '/api/auth/mfa/enrol' };
const ssoStart: Wire<typeof authRoutes.ssoStart> = { method: 'POST', url: '/api/auth/sso/start' };
const language: Wire<typeof profileRoutes.language> = { method: 'POST', url: '/api/profile/language' };
const homeSummary: Wire<typeof homeRoutes.summary> = { method: 'GET', url: '/api/home/summary' };
const upload: Wire<typeof fileRoutes.upload> = { method: 'POST', url: '/api/files/upload' };
const downloadToken: Wire<typeof fileRoutes.downloadToken> = { method: 'POST', url: '/api/files/:fileKey/download-token' };
const helpManual: Wire<typeof fileRoutes.helpManual> = { method: 'GET', url: '/api/files/help-manual', raw: true };

export const signInWires = { token, logout, captcha, loginType, loginLog, userInfo, mfaEnrol, ssoStart, language, homeSummary, upload, downloadToken, helpManual };
