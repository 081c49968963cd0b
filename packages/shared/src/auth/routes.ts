/**
 * Platform sign-in routes (spec 000 §7): token, log-out, captcha, sign-in options and user info; the
 * second factors (issue 32 item 2), security keys (issue 32 item 1) and staff single sign-on
 * (issue 32 item 3). The sign-in path names these by type only (D-730): `./wires`.
 */
import { z } from 'zod';
import { noData } from '../contracts';
import { route } from '../http/contract';
import { idParams, pathId } from '../validation/ids';
import {
  bindSecurityKeySchema, captchaResponseSchema, companySecondFactorSchema, keyOptionsSchema, keyRequirementSchema, loginLogSchema, loginTypeSchema,
  mfaEnrolRequestSchema, mfaRequiredSchema, mfaStatusSchema, recoveryCodesSchema, securityKeyListSchema, tokenRequestSchema, tokenResponseSchema,
  totpConfirmSchema, totpDisableSchema, totpSetupSchema, userInfoSchema,
} from './schemas';
import { ssoSettingsInputSchema, ssoSettingsSchema, ssoStartSchema } from './sso';

const tags = ['auth'];

export const authRoutes = {
  /** The old portal sent credentials in a GET query; they would land in logs and history, so it is refused. */
  tokenInQuery: route({
    method: 'GET', url: '/oauth/token', permission: 'public', tags, opType: false, response: noData,
    summary: 'Refused: credentials must be POSTed form-encoded (spec-decisions D-01)',
  }),
  /** RFC 6749's body, not the envelope: the answer schema types it for callers, the server does not check it. */
  token: route({
    method: 'POST', url: '/oauth/token', permission: 'public', tags, body: tokenRequestSchema, opType: 'login', raw: true, form: true,
    response: z.union([tokenResponseSchema, mfaRequiredSchema]),
    summary: 'Issue tokens: grant_type=password, mfa (second step), oidc (staff single sign-on) or refresh_token (RFC 6749, form-encoded)',
  }),
  logout: route({
    method: 'GET', url: '/oauth/logout', permission: 'signedIn', tags, opType: 'logout', response: noData, summary: 'Revoke the current session',
  }),
  captcha: route({
    method: 'GET', url: '/api/auth/captcha', permission: 'public', tags, response: captchaResponseSchema, summary: 'A new one-time captcha image (SVG)',
  }),
  loginType: route({
    method: 'GET', url: '/admin/sys/user/getLoginType', permission: 'public', tags, response: loginTypeSchema, summary: 'Sign-in options in force',
  }),
  loginLog: route({
    method: 'POST', url: '/admin/sys/user/loginLog', permission: 'signedIn', tags, body: loginLogSchema, opType: false, response: noData,
    summary: 'Record a client login-log entry (MAC address)',
  }),
  userInfo: route({
    method: 'GET', url: '/admin/sys/user/getUserInfo', permission: 'signedIn', tags, query: z.strictObject({}), response: userInfoSchema,
    summary: 'The signed-in user and the menus they may open',
  }),
  mfaEnrol: route({
    method: 'POST', url: '/api/auth/mfa/enrol', permission: 'public', tags, body: mfaEnrolRequestSchema, opType: false, response: totpSetupSchema,
    summary: 'During a sign-in the company requires a second factor for: a new authenticator secret (with the mfa_token)',
  }),
  ssoStart: route({
    method: 'POST', url: '/api/auth/sso/start', permission: 'public', tags, opType: false, response: ssoStartSchema,
    summary: 'Start a staff sign-in at the identity provider (OpenID Connect, code flow with PKCE)',
  }),
};

const COMPANY_ADMIN = ['sup.post.manage', 'fwd.post.manage'] as const;

export const secondFactorRoutes = {
  status: route({
    method: 'GET', url: '/api/auth/mfa', permission: 'signedIn', tags, response: mfaStatusSchema, summary: "The signed-in user's second factors",
  }),
  totpSetup: route({
    method: 'POST', url: '/api/auth/mfa/totp/setup', permission: 'signedIn', tags, response: totpSetupSchema,
    summary: 'Start setting up an authenticator app: a new secret and its otpauth URI',
  }),
  totpConfirm: route({
    method: 'POST', url: '/api/auth/mfa/totp/confirm', permission: 'signedIn', tags, body: totpConfirmSchema, response: recoveryCodesSchema,
    summary: 'Confirm the authenticator app with a code; answers the recovery codes once',
  }),
  totpDisable: route({
    method: 'POST', url: '/api/auth/mfa/totp/disable', permission: 'signedIn', tags, body: totpDisableSchema, response: noData,
    summary: 'Turn the authenticator app off (with the password)',
  }),
  companyRule: route({
    method: 'GET', url: '/api/company/second-factor', permission: COMPANY_ADMIN, tags, response: companySecondFactorSchema,
    summary: "The company's rule: a second factor required of its employees",
  }),
  setCompanyRule: route({
    method: 'PUT', url: '/api/company/second-factor', permission: COMPANY_ADMIN, tags, body: companySecondFactorSchema, response: companySecondFactorSchema,
    summary: "Set the company's rule: a second factor required of its employees",
  }),
};

const keyParams = z.strictObject({ id: pathId, bindingId: pathId });

export const securityKeyRoutes = {
  own: route({
    method: 'GET', url: '/api/auth/security-keys', permission: 'signedIn', tags, response: securityKeyListSchema, summary: "The signed-in user's security keys",
  }),
  ownOptions: route({
    method: 'POST', url: '/api/auth/security-keys/options', permission: 'signedIn', tags, opType: false, response: keyOptionsSchema,
    summary: 'Start binding a security key to one’s own account (WebAuthn creation options)',
  }),
  bindOwn: route({
    method: 'POST', url: '/api/auth/security-keys', permission: 'signedIn', tags, body: bindSecurityKeySchema, response: securityKeyListSchema,
    summary: 'Bind a security key to one’s own account',
  }),
  removeOwn: route({
    method: 'DELETE', url: '/api/auth/security-keys/:id', permission: 'signedIn', tags, params: idParams, response: securityKeyListSchema,
    summary: 'Remove one of one’s own security keys',
  }),
  ofUser: route({
    method: 'GET', url: '/api/admin/users/:id/security-keys', permission: 'sys.user.manage', tags, params: idParams,
    response: z.strictObject({ keys: securityKeyListSchema, required: z.boolean() }),
    summary: "A user's security keys and whether one is required of the user",
  }),
  userOptions: route({
    method: 'POST', url: '/api/admin/users/:id/security-keys/options', permission: 'sys.user.manage', tags, params: idParams, opType: false, response: keyOptionsSchema,
    summary: "Start binding a security key to a user's account (WebAuthn creation options)",
  }),
  bindToUser: route({
    method: 'POST', url: '/api/admin/users/:id/security-keys', permission: 'sys.user.manage', tags, params: idParams, body: bindSecurityKeySchema,
    response: securityKeyListSchema, summary: "Bind a security key to a user's account",
  }),
  removeFromUser: route({
    method: 'DELETE', url: '/api/admin/users/:id/security-keys/:bindingId', permission: 'sys.user.manage', tags, params: keyParams,
    response: securityKeyListSchema, summary: "Remove a user's security key (a lost key)",
  }),
  setUserRequired: route({
    method: 'PUT', url: '/api/admin/users/:id/key-required', permission: 'sys.user.manage', tags, params: idParams, body: keyRequirementSchema,
    response: keyRequirementSchema, summary: 'Require a security key of a user, or not',
  }),
  roleRequired: route({
    method: 'GET', url: '/api/admin/roles/:id/key-required', permission: 'sys.role.manage', tags, params: idParams, response: keyRequirementSchema,
    summary: 'Whether a security key is required of every user holding a role',
  }),
  setRoleRequired: route({
    method: 'PUT', url: '/api/admin/roles/:id/key-required', permission: 'sys.role.manage', tags, params: idParams, body: keyRequirementSchema,
    response: keyRequirementSchema, summary: 'Require a security key of every user holding a role, or not',
  }),
};

export const ssoRoutes = {
  settings: route({
    method: 'GET', url: '/api/admin/sso', permission: 'sys.sso.manage', tags, response: ssoSettingsSchema,
    summary: "The staff's single sign-on settings (never the client secret)",
  }),
  saveSettings: route({
    method: 'PUT', url: '/api/admin/sso', permission: 'sys.sso.manage', tags, body: ssoSettingsInputSchema, response: ssoSettingsSchema,
    summary: "Change the staff's single sign-on settings",
  }),
};
