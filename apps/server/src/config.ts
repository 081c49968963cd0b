/**
 * Every setting of the server, read once from the environment. The README's configuration table
 * lists the same names; `SETTINGS` below is the source of that table.
 */
import net from 'node:net';
import path from 'node:path';
import { parseScoreWeights, type ScoreWeights } from '@aerosupply/shared/forwarder-evaluations/score';
import { maxOtherFees } from '@aerosupply/shared/validation/fields';

export type CaptchaMode = 'on' | 'off' | 'test';

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  logLevel: string;
  publicUrl: string;
  webDist: string;
  captchaMode: CaptchaMode;
  captchaTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  oauthClientId: string;
  oauthClientSecret: string;
  lockThreshold: number;
  freezeAfterDays: number;
  /** Days after which the web reminds the user to change the password (0 = never; D-108). */
  passwordMaxAgeDays: number;
  companyTimeZone: string;
  loginRateLimitPerIp: number;
  loginRateLimitPerAccount: number;
  strictPasswordLength: boolean;
  emailCodeTtlMinutes: number;
  smsCodeTtlMinutes: number;
  invitationRequired: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  filesDir: string;
  /** Upload size limit in bytes (spec 000 §5/§9: under 100 MB); a file of this size or more is refused. */
  maxUploadBytes: number;
  /** Logistics (issue 16, D-307): cm³ per kg for the volumetric weight of shipments. */
  volumetricDivisor: number;
  /** Logistics (D-313): hours a shipment may stay at a milestone before one reminder mail (0 = off). */
  shipmentReminderHours: number;
  /** Upload quotas (issue 9 §6; 0 = no limit): bytes per user and per company (staff exempt) in a rolling 24 h, bytes a user holds unattached. */
  uploadQuotaUserBytesPerDay: number;
  uploadQuotaCompanyBytesPerDay: number;
  uploadQuotaUserPendingBytes: number;
  /** Upload requests per minute for one user (429 beyond; 0 = no limit). */
  uploadRateLimitPerUser: number;
  /** Hours after which an upload never attached to a record is deleted (at least 24). */
  uploadUnattachedTtlHours: number;
  /** Days after its release an order not yet acknowledged is highlighted to the buyer (D-225). */
  orderAckOverdueDays: number;
  /** Webhook endpoints must use HTTPS (default: in production; issue 33, D-590). */
  webhookHttpsOnly: boolean;
  /** Excel imports: size limit of a workbook in bytes and the most data rows one file may hold. */
  importMaxBytes: number;
  importMaxRows: number;
  /** Secret the per-RFx keys sealing submitted quotations are derived from (D-257). */
  sealingSecret: string;
  /** Other fees per quotation item: 5 (strict, default) or 6 (001 §2/§9). */
  quoteMaxOtherFees: number;
  /** Every RFx needs an inquiry approver's approval before release, not only where its purchasing org has approvers (D-261). */
  rfxApprovalStrict: boolean;
  /** Minutes between two quotation reminders to one bidder (D-262; at least 1). */
  rfxReminderIntervalMinutes: number;
  /** Hours before an RFx's deadline to remind bidders that have not submitted (D-390; 0 = off). */
  rfxDeadlineReminderHours: number;
  /** Freight bill match: the strict reading tolerates no weight or rate difference (D-368). */
  freightMatchStrict: boolean;
  /** An order beyond an agreement line's remaining quantity or after the agreement's expiry: refused (default) or taken with a warning (D-612). */
  agreementDrawExcess: 'refuse' | 'warn';
  /** Forwarder scorecard weights of questionnaire, on-time rate and bill accuracy (D-413). */
  evaluationWeights: ScoreWeights;
  /** Outside flows (D-407): a receipt whose quantity differs from the instructed one needs a note. */
  outsideDifferenceNote: boolean;
  s3: { bucket: string; region: string; endpoint: string | null; accessKeyId: string | null; secretAccessKey: string | null } | null;
  sapEndpoint: string | null;
  /** Two consecutive advancing steps of one supplier's review need two different people (D-191). */
  reviewFourEyes: boolean;
  demoData: boolean;
  jobPollMs: number;
  requestTimeoutMs: number;
  /** Which X-Forwarded-For hops to believe (Fastify `trustProxy`): off, a hop count, everything, or proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
}

export type TrustProxy = boolean | number | string[];

type Env = Record<string, string | undefined>;

/** name -> [default shown in the README, description]; `loadConfig` reads exactly these names. */
export const SETTINGS: Record<string, [string, string]> = {
  PORT: ['8080', 'HTTP port serving the web app and the API'],
  HOST: ['0.0.0.0', 'Interface to listen on'],
  NODE_ENV: ['development', '`production` turns off demo data, test captcha modes and the public API docs'],
  DATA_DIR: ['./data', 'Embedded PostgreSQL (PGlite) data and uploaded files, when DATABASE_URL is not set'],
  DATABASE_URL: ['(unset)', 'PostgreSQL server connection string; when set, PGlite is not used'],
  LOG_LEVEL: ['info', 'pino log level'],
  PUBLIC_URL: ['http://localhost:PORT', 'Base URL used in links sent by mail'],
  CAPTCHA_MODE: ['on', '`on`; `off` (no captcha) or `test` (captcha shown, code `TEST` accepted) for automated tests only; both refused in production'],
  CAPTCHA_TTL_SECONDS: ['120', 'Life of a captcha answer'],
  ACCESS_TOKEN_TTL_SECONDS: ['7200', 'Life of an access token'],
  REFRESH_TOKEN_TTL_SECONDS: ['2592000', 'Life of a refresh token (rotated on use)'],
  OAUTH_CLIENT_ID: ['aerosupply-web', 'client_id required, with the secret, for grant_type=refresh_token (HTTP Basic or form fields, compared exactly)'],
  OAUTH_CLIENT_SECRET: ['aerosupply-web-secret', 'client_secret for grant_type=refresh_token; the web app, a public client, reads both from getLoginType, so they name the client rather than being kept from users (D-91)'],
  LOCK_THRESHOLD: ['5', 'Consecutive wrong passwords that lock an account until the next day'],
  FREEZE_AFTER_DAYS: ['30', 'Days without sign-in after which an account is frozen at sign-in'],
  PASSWORD_MAX_AGE_DAYS: ['90', 'Days after the last password change when the user is reminded at sign-in to change it (0 = no reminder)'],
  COMPANY_TIME_ZONE: ['Asia/Shanghai', 'Time zone of "the next day" for locked accounts and of daily jobs'],
  LOGIN_RATE_LIMIT_PER_IP: ['30', 'Token requests per minute from one IP (429 beyond)'],
  LOGIN_RATE_LIMIT_PER_ACCOUNT: ['10', 'Token requests per minute for one account name (429 beyond)'],
  PASSWORD_STRICT_LENGTH: ['true', 'true: new passwords need 10-20 characters; false: 8-20 (spec 000 §5 gives both readings)'],
  EMAIL_CODE_TTL_MINUTES: ['10', 'Life of an emailed verification code (the spec also mentions 12 hours = 720)'],
  SMS_CODE_TTL_MINUTES: ['5', 'Life of an SMS verification code'],
  INVITATION_REQUIRED: ['false', 'Whether supplier registration needs an invitation code'],
  SMTP_URL: ['(unset)', 'smtp:// or smtps:// URL; unset keeps mail and SMS in the outbox (readable by the sysadmin)'],
  MAIL_FROM: ['AeroSupply <noreply@aerosupply.local>', 'Sender of portal mail'],
  FILES_DIR: ['DATA_DIR/files', 'Local directory for uploads when S3 is not configured'],
  UPLOAD_MAX_BYTES: ['104857600', 'Upload size limit in bytes (spec: under 100 MB); a file of this size or more is refused with 413'],
  VOLUMETRIC_DIVISOR: ['6000', 'Logistics: cm³ per kg of volumetric weight; chargeable weight = max(gross, L×W×H / divisor) (IATA air default 6000)'],
  SHIPMENT_REMINDER_HOURS: ['48', 'Logistics: hours a shipment may stay at one milestone before its forwarder (or, before assignment, its creator) gets one reminder mail (0 = no reminders)'],
  UPLOAD_QUOTA_USER_BYTES_PER_DAY: ['1073741824', 'Bytes one user may upload in a rolling 24 hours (429 beyond; 0 = no limit)'],
  UPLOAD_QUOTA_COMPANY_BYTES_PER_DAY: ['5368709120', 'Bytes the users of one supplier or forwarder company may upload together in a rolling 24 hours (429 beyond; staff exempt; 0 = no limit)'],
  UPLOAD_QUOTA_USER_PENDING_BYTES: ['524288000', 'Bytes one user may hold in uploads not yet attached to a record (413 beyond; 0 = no limit)'],
  UPLOAD_RATE_LIMIT_PER_USER: ['60', 'Upload requests per minute for one user (429 beyond; 0 = no limit)'],
  UPLOAD_UNATTACHED_TTL_HOURS: ['24', 'Hours after which an upload never attached to a record is deleted (blob and row; at least 24)'],
  ORDER_ACK_OVERDUE_DAYS: ['3', 'Days after its release a purchase order not yet acknowledged is highlighted as overdue to buyers and suppliers'],
  WEBHOOK_HTTPS_ONLY: ['true in production', 'Whether webhook endpoint URLs must use HTTPS'],
  IMPORT_MAX_BYTES: ['10485760', 'Size limit of an Excel import file in bytes (413 at or above)'],
  SEALING_SECRET: ['(development value)', 'Secret the per-RFx keys that seal submitted quotations until the opening are derived from (HKDF-SHA256, AES-256-GCM); required in production, never change it while RFx are open'],
  QUOTE_OTHER_FEES_STRICT: ['true', 'Other fees per quotation item: at most 5 (`true`), or 6 (`false`, the other reading of spec 001 §9)'],
  RFX_APPROVAL_STRICT: ['false', 'RFx approval before release (D-261): `false` asks for it where the purchasing org has inquiry approvers; `true` for every RFx (submitting is refused while the org has none)'],
  RFX_REMINDER_INTERVAL_MINUTES: ['60', 'Minutes between two quotation reminders to the same invited bidder of an RFx (D-262; at least 1)'],
  EVALUATION_WEIGHTS: ['50,30,20', 'Forwarder scorecard (D-413): weights of the questionnaire score, the on-time rate and the bill accuracy, comma-separated; a missing part is left out and the others re-weighted'],
  AGREEMENT_DRAW_EXCESS: ['refuse', "An order line drawing beyond its agreement line's remaining quantity, or on an expired agreement (D-612): `refuse` answers 409 naming the field; `warn` takes the order, answers the warning to the buyer and records it in the order's history"],
  FREIGHT_MATCH_STRICT: ['false', 'Freight bill to shipment match (D-368): `false` tolerates weight differences up to max(0.5 kg, 1 %) and rate differences up to max(1.00, 1 %); `true` tolerates none'],
  OUTSIDE_DIFFERENCE_NOTE: ['false', 'Outside flows (D-407): `true` requires a note when the received quantity differs from the instructed one; `false` records the difference without one'],
  IMPORT_MAX_ROWS: ['5000', 'Most data rows one Excel import file may hold; a larger file is refused with a message to split it'],
  S3_BUCKET: ['(unset)', 'S3-compatible bucket for uploads (with S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'],
  S3_REGION: ['us-east-1', 'S3 region'],
  S3_ENDPOINT: ['(unset)', 'S3-compatible endpoint URL (MinIO, OSS, ...)'],
  S3_ACCESS_KEY_ID: ['(unset)', 'S3 access key'],
  S3_SECRET_ACCESS_KEY: ['(unset)', 'S3 secret key'],
  SAP_ENDPOINT: ['(unset)', 'HTTP JSON endpoint of the ERP for supplier sync; unset assigns vendor codes locally'],
  REVIEW_FOUR_EYES: ['true', "true: one person may not take two consecutive passing or submitting steps of the same supplier's review (four-eyes, D-191); false allows it"],
  DEMO_DATA: ['true outside production', 'Load the demo dataset and accounts on first start'],
  JOB_POLL_MS: ['1000', 'How often the in-process job worker polls the queue'],
  TRUST_PROXY: ['false', 'Which reverse proxies may tell the client address (X-Forwarded-For): `false` = the socket address; a hop count (`1`); or proxy addresses/CIDRs, comma-separated; `true` trusts any sender (see "Behind a reverse proxy")'],
};

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function drawExcess(raw: string | undefined): 'refuse' | 'warn' {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'refuse') return 'refuse';
  if (v === 'warn') return 'warn';
  throw new Error(`Setting AGREEMENT_DRAW_EXCESS must be \`refuse\` or \`warn\`, got "${raw}"`);
}

function evaluationWeights(raw: string | undefined): ScoreWeights {
  const w = parseScoreWeights(raw);
  if (!w) throw new Error(`Setting EVALUATION_WEIGHTS must be three non-negative numbers (questionnaire,on-time,bill accuracy), not all 0, got "${raw}"`);
  return w;
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Setting ${name} must be a non-negative number, got "${raw}"`);
  return n;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset/false/0 = off, a positive hop count, `true`, or addresses, CIDRs and proxy-addr names. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|no|off|0)$/i.test(value)) return false;
  if (/^true$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_NAMES.includes(entry)) continue;
    const [address = '', bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(`Setting TRUST_PROXY must be false, true, a hop count, or comma-separated proxy addresses/CIDRs, got "${entry}"`);
    }
  }
  return entries;
}

/** The sealing secret: a development value outside production; production refuses to start without one of at least 32 characters. */
function sealingSecret(env: Env, production: boolean): string {
  const v = env.SEALING_SECRET;
  if (v && v.length >= 32) return v;
  if (production) throw new Error('SEALING_SECRET (at least 32 characters) is required when NODE_ENV=production');
  if (v) throw new Error('SEALING_SECRET must be at least 32 characters');
  return 'aerosupply-development-sealing-secret-not-for-production';
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = int(env, 'PORT', 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const captchaMode = (env.CAPTCHA_MODE ?? 'on') as CaptchaMode;
  if (!['on', 'off', 'test'].includes(captchaMode)) throw new Error(`CAPTCHA_MODE must be on, off or test, got "${captchaMode}"`);
  if (production && captchaMode !== 'on') throw new Error('CAPTCHA_MODE=off/test is refused when NODE_ENV=production');
  const s3Bucket = env.S3_BUCKET || null;
  const config: Config = {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    captchaMode,
    captchaTtlSeconds: int(env, 'CAPTCHA_TTL_SECONDS', 120),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 7200),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'aerosupply-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'aerosupply-web-secret',
    lockThreshold: int(env, 'LOCK_THRESHOLD', 5),
    freezeAfterDays: int(env, 'FREEZE_AFTER_DAYS', 30),
    passwordMaxAgeDays: int(env, 'PASSWORD_MAX_AGE_DAYS', 90),
    companyTimeZone: env.COMPANY_TIME_ZONE ?? 'Asia/Shanghai',
    loginRateLimitPerIp: int(env, 'LOGIN_RATE_LIMIT_PER_IP', 30),
    loginRateLimitPerAccount: int(env, 'LOGIN_RATE_LIMIT_PER_ACCOUNT', 10),
    strictPasswordLength: bool(env.PASSWORD_STRICT_LENGTH, true),
    emailCodeTtlMinutes: int(env, 'EMAIL_CODE_TTL_MINUTES', 10),
    smsCodeTtlMinutes: int(env, 'SMS_CODE_TTL_MINUTES', 5),
    invitationRequired: bool(env.INVITATION_REQUIRED, false),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'AeroSupply <noreply@aerosupply.local>',
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    maxUploadBytes: int(env, 'UPLOAD_MAX_BYTES', 100 * 1024 * 1024),
    volumetricDivisor: int(env, 'VOLUMETRIC_DIVISOR', 6000),
    shipmentReminderHours: int(env, 'SHIPMENT_REMINDER_HOURS', 48),
    uploadQuotaUserBytesPerDay: int(env, 'UPLOAD_QUOTA_USER_BYTES_PER_DAY', 1024 ** 3),
    uploadQuotaCompanyBytesPerDay: int(env, 'UPLOAD_QUOTA_COMPANY_BYTES_PER_DAY', 5 * 1024 ** 3),
    uploadQuotaUserPendingBytes: int(env, 'UPLOAD_QUOTA_USER_PENDING_BYTES', 500 * 1024 * 1024),
    uploadRateLimitPerUser: int(env, 'UPLOAD_RATE_LIMIT_PER_USER', 60),
    uploadUnattachedTtlHours: Math.max(24, int(env, 'UPLOAD_UNATTACHED_TTL_HOURS', 24)),
    orderAckOverdueDays: Math.max(1, int(env, 'ORDER_ACK_OVERDUE_DAYS', 3)),
    webhookHttpsOnly: bool(env.WEBHOOK_HTTPS_ONLY, production),
    importMaxBytes: int(env, 'IMPORT_MAX_BYTES', 10 * 1024 * 1024),
    importMaxRows: int(env, 'IMPORT_MAX_ROWS', 5000),
    sealingSecret: sealingSecret(env, production),
    quoteMaxOtherFees: maxOtherFees(bool(env.QUOTE_OTHER_FEES_STRICT, true)),
    freightMatchStrict: bool(env.FREIGHT_MATCH_STRICT, false),
    agreementDrawExcess: drawExcess(env.AGREEMENT_DRAW_EXCESS),
    evaluationWeights: evaluationWeights(env.EVALUATION_WEIGHTS),
    outsideDifferenceNote: bool(env.OUTSIDE_DIFFERENCE_NOTE, false),
    rfxApprovalStrict: bool(env.RFX_APPROVAL_STRICT, false),
    rfxReminderIntervalMinutes: Math.max(1, int(env, 'RFX_REMINDER_INTERVAL_MINUTES', 60)),
    rfxDeadlineReminderHours: Math.max(0, int(env, 'RFX_DEADLINE_REMINDER_HOURS', 24)),
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || null,
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
        }
      : null,
    sapEndpoint: env.SAP_ENDPOINT || null,
    reviewFourEyes: bool(env.REVIEW_FOUR_EYES, true),
    demoData: bool(env.DEMO_DATA, !production),
    jobPollMs: int(env, 'JOB_POLL_MS', 1000),
    requestTimeoutMs: 60_000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...overrides,
  };
  if (production && config.demoData) throw new Error('DEMO_DATA is refused when NODE_ENV=production');
  return config;
}
