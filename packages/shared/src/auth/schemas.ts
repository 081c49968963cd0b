import { z } from 'zod';
import type { MenuItem } from '../menus';
import { oidcGrantSchema } from './sso';

/** POST /oauth/token, grant_type=password (RFC 6749 §4.3, plus the portal's captcha). */
export const passwordGrantSchema = z.strictObject({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, 'validation.required').max(60, 'validation.too_long'),
  password: z.string().min(1, 'validation.required').max(20, 'validation.too_long'),
  captchaKey: z.string().max(64, 'validation.too_long').optional(),
  captchaCode: z.string().max(16, 'validation.too_long').optional(),
  client_id: z.string().max(60).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});

/** POST /oauth/token, grant_type=refresh_token (RFC 6749 §6). */
export const refreshGrantSchema = z.strictObject({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
  client_id: z.string().max(60).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});

/**
 * POST /oauth/token, grant_type=mfa: the second step of a sign-in (D-600). `mfa_token` came with the
 * password grant's `mfa_required` answer; `code` is a TOTP code, `recovery_code` a recovery code.
 */
export const mfaGrantSchema = z.strictObject({
  grant_type: z.literal('mfa'),
  mfa_token: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
  code: z.string().trim().regex(/^\d{6}$/, 'auth.mfa_code_format').optional(),
  recovery_code: z.string().trim().min(1, 'validation.required').max(40, 'validation.too_long').optional(),
  /** A security key's assertion (the browser's AuthenticationResponseJSON, as JSON text) (D-605). */
  webauthn: z.string().max(20000, 'validation.too_long').optional(),
  client_id: z.string().max(60).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema, mfaGrantSchema, oidcGrantSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.strictObject({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  user_id: z.number().int(),
  account: z.string(),
  roles: z.array(z.string()),
  /** Only when this sign-in confirmed a TOTP enrolment the company required: shown once (D-602). */
  recovery_codes: z.array(z.string()).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const SECOND_FACTOR_METHODS = ['webauthn', 'totp', 'recovery_code'] as const;

/**
 * The password grant's answer for an account with a second factor, or one that must enrol one
 * (`enrol: true`: set it up with POST /api/auth/mfa/enrol, then confirm with grant_type=mfa) (D-600).
 */
export const mfaRequiredSchema = z.strictObject({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  expires_in: z.number().int(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  enrol: z.boolean(),
  /** With `webauthn` among the methods: the PublicKeyCredentialRequestOptionsJSON for the browser. */
  webauthn: z.record(z.string(), z.unknown()).optional(),
});
export type MfaRequired = z.infer<typeof mfaRequiredSchema>;

/** A new TOTP secret: the base32 secret and its otpauth:// URI (shown as a QR code). */
export const totpSetupSchema = z.strictObject({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export const totpConfirmSchema = z.strictObject({ code: z.string().trim().regex(/^\d{6}$/, 'auth.mfa_code_format') });
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const totpDisableSchema = z.strictObject({ password: z.string().min(1, 'validation.required').max(20, 'validation.too_long') });
export const mfaEnrolRequestSchema = z.strictObject({ mfa_token: z.string().min(1, 'validation.required').max(200, 'validation.too_long') });

/** GET /api/auth/mfa: the signed-in user's second factors. */
export const mfaStatusSchema = z.strictObject({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The company requires a second factor of its employees (D-602). */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** A supplier (or forwarder) administrator's rule for its company's employees. */
export const companySecondFactorSchema = z.strictObject({ required: z.boolean() });
export type CompanySecondFactor = z.infer<typeof companySecondFactorSchema>;

export const userInfoUserSchema = z.strictObject({
  id: z.number().int(),
  realName: z.string(),
  avatar: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyType: z.enum(['staff', 'supplier', 'forwarder']),
  account: z.string(),
  roles: z.array(z.string()),
  /** The roles' (staff) or posts' (suppliers) names in the user's language: what screens show. */
  roleNames: z.array(z.string()),
  permissions: z.array(z.string()),
  language: z.enum(['zh', 'en']).nullable(),
  isCompanyAdmin: z.boolean(),
  /** Days since the password was last changed (or the account created). */
  passwordAgeDays: z.number().int(),
  /** PASSWORD_MAX_AGE_DAYS reached: the web reminds the user to change it (D-108). */
  passwordChangeDue: z.boolean(),
});
export type UserInfoUser = z.infer<typeof userInfoUserSchema>;

/** A served menu item (`MenuItem` of menus.ts), children nested. */
export const menuItemSchema: z.ZodType<MenuItem, MenuItem> = z.lazy(() =>
  z.strictObject({
    key: z.string(),
    cname: z.string(),
    ename: z.string(),
    icon: z.string(),
    url: z.string(),
    clientType: z.enum(['staff', 'supplier', 'forwarder']),
    hidden: z.boolean(),
    childTrees: z.array(menuItemSchema),
  }),
).meta({ id: 'MenuItem' });

/** GET /admin/sys/user/getUserInfo answer (spec 000 §3, §7). */
export const userInfoSchema = z.strictObject({ user: userInfoUserSchema, menus: z.array(menuItemSchema) });
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /admin/sys/user/getLoginType answer. */
export const loginTypeSchema = z.strictObject({
  captcha: z.boolean(),
  emailVerification: z.boolean(),
  smsVerification: z.boolean(),
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
  /**
   * The web app's OAuth client, sent with grant_type=refresh_token (D-91). A browser app is a public
   * client (RFC 6749 §2.1): these name it, they are not a secret kept from users.
   */
  clientId: z.string(),
  clientSecret: z.string(),
  /** The staff's single sign-on, when the system administrator turned it on (D-620): the provider's name for its button. */
  sso: z.strictObject({ name: z.string() }).nullable(),
});
export type LoginType = z.infer<typeof loginTypeSchema>;

export const captchaResponseSchema = z.strictObject({ captchaKey: z.string(), image: z.string(), expiresIn: z.number() });
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const loginLogSchema = z.strictObject({ macAddr: z.string().max(60, 'validation.too_long').optional() });

/** A security key bound to an account (issue 32 item 1, D-604): its label is the hardware-key serial. */
export const securityKeySchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SecurityKey = z.infer<typeof securityKeySchema>;
export const securityKeyListSchema = z.array(securityKeySchema);
/** WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON), passed to the browser as they are. */
export const keyOptionsSchema = z.record(z.string(), z.unknown());
export const bindSecurityKeySchema = z.strictObject({
  label: z.string().trim().min(1, 'validation.required').max(50, 'validation.too_long'),
  /** The browser's RegistrationResponseJSON. */
  response: z.record(z.string(), z.unknown()),
});
export const keyRequirementSchema = z.strictObject({ required: z.boolean() });
export type KeyRequirement = z.infer<typeof keyRequirementSchema>;
