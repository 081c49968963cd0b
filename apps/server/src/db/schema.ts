/**
 * Table types for Kysely: the platform's tables here; each module declares its own in
 * `<module>/tables.ts` and adds them to `DB` (below), so a table has one owner and one definition.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ForwarderCompanyStatus } from '@aerosupply/shared/forwarder-companies/schemas';
import type { OutboxStatus } from '@aerosupply/shared/outbox/schemas';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from './columns';
import type { TimelineTables } from '../platform/timeline/tables';

export type { Json, NullableTimestamp, Timestamp } from './columns';

export interface CompaniesTable {
  id: Generated<number>;
  type: 'staff' | 'supplier' | 'forwarder';
  name: string;
  name_en: string | null;
  country: string | null;
  tax_system: string | null;
  tax_id: string | null;
  vendor_code: string | null;
  supplier_type: string | null;
  /** Moved only by the forwarder-company flow through platform/companies (`COMPANY_STATUS`). */
  status: StatusColumn<ForwarderCompanyStatus>;
  time_zone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  account: string;
  real_name: string;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  password_hash: string;
  enabled: Generated<boolean>;
  frozen: Generated<boolean>;
  /** Why `frozen` is set (D-105): only an inactivity freeze may be lifted by the owner; null on an old row reads as 'admin'. */
  frozen_reason: 'admin' | 'inactivity' | null;
  is_company_admin: Generated<boolean>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  language: string | null;
  country: string | null;
  time_zone: string | null;
  hardware_key: string | null;
  avatar: string | null;
  preferences: Json<Record<string, unknown>>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  company_id: number;
  kind: 'staff' | 'post' | 'forwarder';
  code: string;
  name_zh: string;
  name_en: string;
  description: string | null;
  permissions: ColumnType<string[], string[], string[]>;
  builtin: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: number | null;
  /** Shared by the sessions of one sign-in and its refreshes (D-90); a new sign-in sets a new one. */
  family_id: Generated<string>;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Wrong-password counts of account names that do not exist, so they lock like real ones (D-104). */
export interface UnknownLoginFailuresTable {
  account: string;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

export interface LoginLogsTable {
  id: Generated<number>;
  user_id: number | null;
  account: string;
  company_id: number | null;
  event: 'login' | 'login_failed' | 'logout' | 'client_log';
  reason: string | null;
  ip: string | null;
  mac: string | null;
  user_agent: string | null;
  /** The sign-in's factors: password, password+totp, password+recovery_code, password+webauthn (D-603). */
  factor: string | null;
  created_at: Timestamp;
}

/** A TOTP secret; usable once confirmed; `last_step` refuses a replayed code (D-601). */
export interface UserTotpTable {
  user_id: number;
  secret: string;
  confirmed_at: NullableTimestamp;
  last_step: ColumnType<string | null, string | number | null, string | number | null>;
  created_at: Timestamp;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** The second step of a sign-in: only the token's SHA-256 (D-600). */
export interface MfaChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'verify' | 'enrol' | 'register';
  /** The WebAuthn challenge of a key's sign-in step or binding (D-605). */
  webauthn_challenge: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The staff's single sign-on (OpenID Connect, D-620..D-625): one row, id 1; the client secret sealed (D-621). */
export interface SsoSettingsTable {
  id: number;
  enabled: Generated<boolean>;
  provider_name: Generated<string>;
  issuer: Generated<string>;
  client_id: Generated<string>;
  client_secret_sealed: string | null;
  scopes: Generated<string>;
  match_claim: Generated<string>;
  match_field: Generated<'email' | 'account'>;
  name_claim: Generated<string>;
  provisioning: Generated<boolean>;
  staff_password_off: Generated<boolean>;
  updated_by: number | null;
  updated_at: NullableTimestamp;
}

/** A single sign-on between its start and the identity provider's answer (D-622): used once, 10 minutes. */
export interface SsoLoginsTable {
  state_hash: string;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/** A WebAuthn credential bound to an account; `label` is the spec's hardware-key serial (D-604). */
export interface SecurityKeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: ColumnType<string, string | number | undefined, string | number>;
  transports: string | null;
  label: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface SecurityKeyRequirementsTable {
  kind: 'role' | 'user';
  ref_id: number;
  created_at: Generated<Date>;
}

export interface CompanySecurityTable {
  company_id: number;
  require_second_factor: boolean;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface OperationLogsTable {
  id: Generated<number>;
  user_id: number | null;
  account: string | null;
  user_name: string | null;
  company_id: number | null;
  company_name: string | null;
  op_type: 'login' | 'logout' | 'add' | 'modify' | 'delete' | 'query';
  description: string;
  method: string;
  path: string;
  status: number;
  ip: string | null;
  mac: string | null;
  created_at: Timestamp;
}

export interface DictItemsTable {
  id: Generated<number>;
  domain: string;
  value: string;
  text_zh: string;
  text_en: string;
  extra: Json<Record<string, unknown> | null>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  updated_at: Timestamp;
}

export interface FilesTable {
  id: string;
  storage_key: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  company_id: number;
  uploaded_by: number | null;
  owner_type: string | null;
  owner_id: string | null;
  created_at: Timestamp;
  /** When a record first took the file (migration 0151); null = never attached (the clean-up deletes it after a day). */
  attached_at: NullableTimestamp;
}

/** One-time download tokens (migration 0003, D-94): only the SHA-256 of the token is stored. */
export interface DownloadTokensTable {
  token_hash: string;
  file_id: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: StatusColumn<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  company_id: number | null;
  user_id: number | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface JobsTable {
  id: Generated<number>;
  queue: string;
  payload: Json<Record<string, unknown>>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  last_error: string | null;
  locked_at: NullableTimestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: string;
  channel: 'email' | 'sms';
  target: string;
  user_id: number | null;
  code: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  attempts: Generated<number>;
  created_at: Timestamp;
}

export interface NoticesTable {
  id: Generated<number>;
  /** null = every company of the side. */
  company_id: number | null;
  user_id: number | null;
  side: 'staff' | 'supplier' | 'forwarder' | 'all';
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  link: string | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One row per run of a scheduler (name and company-local date), so a daily or hourly job is queued once across processes. */
export interface SchedulerRunsTable {
  name: string;
  /** Company-local date (YYYY-MM-DD) of the run. */
  run_date: string;
  created_at: Timestamp;
}

export interface PlatformTables {
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  rate_limits: RateLimitsTable;
  unknown_login_failures: UnknownLoginFailuresTable;
  login_logs: LoginLogsTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  company_security: CompanySecurityTable;
  security_keys: SecurityKeysTable;
  security_key_requirements: SecurityKeyRequirementsTable;
  sso_settings: SsoSettingsTable;
  sso_logins: SsoLoginsTable;
  operation_logs: OperationLogsTable;
  dict_items: DictItemsTable;
  files: FilesTable;
  download_tokens: DownloadTokensTable;
  outbox: OutboxTable;
  jobs: JobsTable;
  verification_codes: VerificationCodesTable;
  notices: NoticesTable;
  scheduler_runs: SchedulerRunsTable;
}

/**
 * The folder that owns each platform table (D-840): only its files write the table, and other
 * folders read it only when `readView` says its columns are a read view others may join
 * (test/table-owners.test.ts). A module's tables are owned by the folder of their `tables.ts`.
 */
export const PLATFORM_TABLE_OWNERS = {
  companies: { owner: 'platform/companies', readView: true },
  users: { owner: 'platform/users', readView: true },
  roles: { owner: 'platform/users', readView: true },
  user_roles: { owner: 'platform/users', readView: true },
  sessions: { owner: 'platform/auth' },
  captchas: { owner: 'platform/auth' },
  rate_limits: { owner: 'platform/auth' },
  unknown_login_failures: { owner: 'platform/auth' },
  login_logs: { owner: 'platform/auth', readView: true },
  user_totp: { owner: 'platform/auth' },
  user_recovery_codes: { owner: 'platform/auth' },
  mfa_challenges: { owner: 'platform/auth' },
  company_security: { owner: 'platform/auth' },
  security_keys: { owner: 'platform/auth' },
  security_key_requirements: { owner: 'platform/auth' },
  sso_settings: { owner: 'platform/auth' },
  sso_logins: { owner: 'platform/auth' },
  operation_logs: { owner: 'platform/logs', readView: true },
  dict_items: { owner: 'modules/dict', readView: true },
  files: { owner: 'modules/files', readView: true },
  download_tokens: { owner: 'modules/files' },
  outbox: { owner: 'platform/mail', readView: true },
  jobs: { owner: 'platform/jobs' },
  verification_codes: { owner: 'modules/account-recovery' },
  notices: { owner: 'modules/home' },
  scheduler_runs: { owner: 'platform/jobs' },
} as const satisfies Record<keyof PlatformTables, { owner: string; readView?: true }>;

/**
 * Every table. A module adds its own from its `tables.ts` by augmenting this interface
 * (`declare module '../../db/schema' { interface DB extends XTables {} }`), so db/ imports no module.
 */
export interface DB extends PlatformTables, TimelineTables {}
