/**
 * Single sign-on for staff with OpenID Connect (issue 32 item 3, D-620..D-625): the system
 * administrator's settings, the start of a sign-in and the token grant that completes it.
 */
import { z } from 'zod';

/** Which staff-account field the identifying claim is compared with (any case). */
export const SSO_MATCH_FIELDS = ['email', 'account'] as const;
export type SsoMatchField = (typeof SSO_MATCH_FIELDS)[number];

const claimName = z.string().trim().min(1, 'validation.required').max(60, 'validation.too_long').regex(/^[A-Za-z0-9_.:-]+$/, 'sso.claim_name_invalid');

/** PUT /api/admin/sso: the client secret is write-only, absent or empty keeps the stored one (D-621). */
export const ssoSettingsInputSchema = z.strictObject({
  enabled: z.boolean(),
  providerName: z.string().trim().max(60, 'validation.too_long'),
  issuer: z.string().trim().max(300, 'validation.too_long'),
  clientId: z.string().trim().max(200, 'validation.too_long'),
  clientSecret: z.string().max(500, 'validation.too_long').optional(),
  scopes: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long').regex(/(^|\s)openid(\s|$)/, 'sso.scopes_need_openid'),
  matchClaim: claimName,
  matchField: z.enum(SSO_MATCH_FIELDS),
  nameClaim: claimName,
  provisioning: z.boolean(),
  staffPasswordOff: z.boolean(),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;

/** GET /api/admin/sso: never the secret itself, only whether one is stored. */
export const ssoSettingsSchema = ssoSettingsInputSchema.omit({ clientSecret: true }).extend({
  clientSecretSet: z.boolean(),
  /** What to register at the identity provider as the redirect URI. */
  redirectUri: z.string(),
  updatedAt: z.string().nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** POST /api/auth/sso/start: where the browser goes to sign in at the identity provider. */
export const ssoStartSchema = z.strictObject({ authorizationUrl: z.string() });
export type SsoStart = z.infer<typeof ssoStartSchema>;

/**
 * POST /oauth/token, grant_type=oidc: the identity provider's answer as the browser received it on
 * the redirect URI (`code`, `state` and, when the provider sends it, `iss`, RFC 9207).
 */
export const oidcGrantSchema = z.strictObject({
  grant_type: z.literal('oidc'),
  code: z.string().min(1, 'validation.required').max(2000, 'validation.too_long'),
  state: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
  iss: z.string().max(300, 'validation.too_long').optional(),
  client_id: z.string().max(60).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});
