/**
 * Staff administration API (spec 001 §2 'Users, roles and operation log screens', §3 'User, role,
 * employee, log', §6): users, roles, the function-permission tree, the operation log and the
 * account (sign-in) log. Request schemas are strict so unknown fields are refused.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { STAFF_PERMISSIONS } from '../permissions';
import { email, mobile, text as fieldText } from '../validation/fields';

// ---- shared pieces ----

/** A trimmed text of at most `max` characters; NUL characters (which PostgreSQL refuses) are invalid. */
const text = (max = 60) => fieldText(max).refine((v) => !v.includes('\u0000'), { error: 'validation.invalid' });
const requiredText = (max = 60) => text(max).min(1, { error: 'validation.required' });

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid_type';

const id = z.coerce.number({ error: typeError }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.too_big' });

/** Route params `{id}` (strict, D-99). */
export { idParams } from '../validation/ids';

const pageFields = {
  page: z.coerce.number({ error: typeError }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.too_small' }).max(100_000, { error: 'validation.too_big' }).optional(),
  pageSize: z.coerce.number({ error: typeError }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.too_small' }).max(MAX_PAGE_SIZE, { error: 'validation.too_big' }).optional(),
};

const order = z.enum(['asc', 'desc']).optional();

/** An optional query text: trimmed, '' treated as absent by the services. */
const q = (max = 60) => text(max).optional();

/** A date or date-time (`YYYY-MM-DD[ HH:mm[:ss]]` in the company time zone, or ISO 8601). */
const when = text(40).optional();

// ---- users ----

export const USER_STATUSES = ['enabled', 'disabled', 'locked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORTS = ['account', 'realName', 'companyName', 'createdAt', 'lastLoginAt'] as const;

/** GET /api/admin/users */
export const userSearchQuery = z.strictObject({
  account: q(),
  name: q(),
  companyId: id.optional(),
  companyType: z.enum(['staff', 'supplier', 'forwarder']).optional(),
  roleId: id.optional(),
  enabled: z.enum(['true', 'false']).optional(),
  /** `locked` = locked after wrong passwords or frozen for inactivity (home task link). */
  status: z.enum(USER_STATUSES).optional(),
  sort: z.enum(USER_SORTS).optional(),
  order,
  ...pageFields,
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

const roleIds = z.array(id, { error: typeError }).min(1, { error: 'admin.role_required' }).max(20, { error: 'validation.too_long' });
const hardwareKey = text(60).regex(/^[\w.:-]*$/, { error: 'admin.hardware_key_format' });

/**
 * POST /api/admin/users. Staff accounts (company 2) are 8-digit staff IDs (spec 001 §5); the
 * rule needs the company, so the service checks it. A temporary password is generated and mailed.
 */
export const userCreateBody = z.strictObject({
  account: requiredText(60).regex(/^[A-Za-z0-9_.@-]+$/, { error: 'admin.account_format' }),
  realName: requiredText(60),
  email,
  mobile,
  phone: text(20).optional(),
  companyId: id,
  roleIds,
  hardwareKey: hardwareKey.optional(),
  language: z.enum(['zh', 'en']).optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** PUT /api/admin/users/:id (the account itself never changes). */
export const userUpdateBody = z.strictObject({
  realName: requiredText(60),
  email,
  mobile,
  phone: text(20).optional(),
  companyId: id,
  roleIds,
  hardwareKey: hardwareKey.optional(),
  language: z.enum(['zh', 'en']).nullable().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** PUT /api/admin/users/:id/roles */
export const userRolesBody = z.strictObject({ roleIds });

/** PUT /api/admin/users/:id/hardware-key; '' or null unbinds. */
export const hardwareKeyBody = z.strictObject({ serial: hardwareKey.nullable() });

export interface AdminUserRole {
  id: number;
  code: string;
  name: string;
}

/** Actions an administrator may take on a user now. */
export type UserAction = 'edit' | 'enable' | 'disable' | 'setRoles' | 'bindHardwareKey' | 'resetPassword' | 'unlock';

export interface AdminUser {
  id: number;
  account: string;
  realName: string;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  companyId: number;
  companyName: string;
  companyType: 'staff' | 'supplier' | 'forwarder';
  roles: AdminUserRole[];
  enabled: boolean;
  frozen: boolean;
  locked: boolean;
  lockedUntil: string | null;
  status: 'enabled' | 'disabled' | 'locked' | 'frozen';
  hardwareKey: string | null;
  language: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  actions: UserAction[];
}

/** Answer of create and reset-password: the temporary password is shown once, and mailed. */
export interface TemporaryPasswordAnswer {
  user: AdminUser;
  temporaryPassword: string;
  mailed: boolean;
}

/** GET /api/admin/companies/options */
export const companyOptionsQuery = z.strictObject({
  q: q(),
  type: z.enum(['staff', 'forwarder']).optional(),
});

export interface CompanyOption {
  value: number;
  label: string;
  type: 'staff' | 'forwarder';
}

// ---- roles ----

const permissionKey = z.enum(STAFF_PERMISSIONS, { error: 'admin.permission_unknown' });

/** GET /api/admin/roles/options: roles assignable to users of a staff or forwarder company. */
export const roleOptionsQuery = z.strictObject({ companyId: id.optional() });

export interface RoleOption {
  value: number;
  label: string;
  code: string;
}

/** GET /api/admin/roles */
export const roleSearchQuery = z.strictObject({ q: q(), ...pageFields });

const roleFields = {
  nameZh: requiredText(60),
  nameEn: requiredText(60),
  description: text(200).optional(),
  permissions: z.array(permissionKey, { error: typeError }).max(STAFF_PERMISSIONS.length, { error: 'validation.too_long' }),
};

/** POST /api/admin/roles */
export const roleCreateBody = z.strictObject({
  code: requiredText(30).regex(/^[a-z][a-z0-9_]*$/, { error: 'admin.role_code_format' }),
  ...roleFields,
});
export type RoleCreateBody = z.infer<typeof roleCreateBody>;

/** PUT /api/admin/roles/:id (the code never changes: it is what tokens and logs name). */
export const roleUpdateBody = z.strictObject(roleFields);
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export type RoleAction = 'edit' | 'delete';

export interface AdminRole {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  name: string;
  description: string | null;
  permissions: string[];
  builtin: boolean;
  userCount: number;
  updatedAt: string;
  actions: RoleAction[];
}

/** A node of the function-permission tree: group -> screen -> permission (leaf, `permission` set). */
export interface PermissionTreeNode {
  /** Unique in the tree; a leaf's key is its permission key. */
  key: string;
  title: string;
  cname: string;
  ename: string;
  kind: 'group' | 'screen' | 'permission';
  permission?: string;
  children?: PermissionTreeNode[];
}

// ---- operation log and account log ----

export const OP_TYPES = ['logout', 'login', 'add', 'modify', 'delete', 'query'] as const;
export type OpTypeValue = (typeof OP_TYPES)[number];

const logFilters = {
  account: q(),
  companyId: id.optional(),
  /** Company name contains (zh or en). */
  company: q(),
  userName: q(),
  from: when,
  to: when,
};

/** GET /api/admin/operation-logs(/export) */
export const operationLogQuery = z.strictObject({
  ...logFilters,
  opType: z.enum(OP_TYPES).optional(),
  cursor: text(200).optional(),
  pageSize: pageFields.pageSize,
});
export type OperationLogQuery = z.infer<typeof operationLogQuery>;

export interface OperationLogRow {
  id: number;
  account: string | null;
  userName: string | null;
  companyId: number | null;
  companyName: string | null;
  opType: OpTypeValue;
  opTypeText: string;
  description: string;
  method: string;
  path: string;
  status: number;
  ip: string | null;
  mac: string | null;
  createdAt: string;
}

export const LOGIN_EVENTS = ['login', 'login_failed', 'logout', 'client_log'] as const;
export type LoginEvent = (typeof LOGIN_EVENTS)[number];

/** GET /api/admin/account-logs(/export) */
export const accountLogQuery = z.strictObject({
  ...logFilters,
  event: z.enum(LOGIN_EVENTS).optional(),
  cursor: text(200).optional(),
  pageSize: pageFields.pageSize,
});
export type AccountLogQuery = z.infer<typeof accountLogQuery>;

export interface AccountLogRow {
  id: number;
  account: string;
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  companyName: string | null;
  event: LoginEvent;
  eventText: string;
  reason: string | null;
  reasonText: string | null;
  ip: string | null;
  mac: string | null;
  userAgent: string | null;
  createdAt: string;
}

/** Rows an Excel export holds at most. */
export const LOG_EXPORT_CAP = 50_000;
