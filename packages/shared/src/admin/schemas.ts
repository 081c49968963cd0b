/**
 * Staff administration API (spec 001 §2 'Users, roles and operation log screens', §3 'User, role,
 * employee, log', §6): users, roles, the function-permission tree, the operation log and the
 * account (sign-in) log. Request schemas are strict so unknown fields are refused.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, cursorPageOf, idSchema, listOf, noData, pageOf, timestamp } from '../contracts';
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

/** A user's role with its name in the reader's language. */
export const adminUserRoleSchema = z.strictObject({ id: idSchema, code: z.string(), name: z.string() });
export type AdminUserRole = z.infer<typeof adminUserRoleSchema>;

/** Actions an administrator may take on a user now. */
export const USER_ACTIONS = ['edit', 'enable', 'disable', 'setRoles', 'bindHardwareKey', 'resetPassword', 'unlock'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const COMPANY_TYPES = ['staff', 'supplier', 'forwarder'] as const;

/** A user as the administration screens show it (GET /api/admin/users/:id, every user change). */
export const adminUserSchema = z.strictObject({
  id: idSchema,
  account: z.string(),
  realName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  companyId: idSchema,
  companyName: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  roles: z.array(adminUserRoleSchema),
  enabled: z.boolean(),
  frozen: z.boolean(),
  locked: z.boolean(),
  lockedUntil: timestamp.nullable(),
  status: z.enum(['enabled', 'disabled', 'locked', 'frozen']),
  hardwareKey: z.string().nullable(),
  language: z.string().nullable(),
  lastLoginAt: timestamp.nullable(),
  createdAt: timestamp,
  actions: actionsOf(USER_ACTIONS),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users */
export const adminUserPageSchema = pageOf(adminUserSchema);

/** Answer of create and reset-password: the temporary password is shown once, and mailed. */
export const temporaryPasswordAnswerSchema = z.strictObject({
  user: adminUserSchema,
  temporaryPassword: z.string(),
  mailed: z.boolean(),
});
export type TemporaryPasswordAnswer = z.infer<typeof temporaryPasswordAnswerSchema>;

/** GET /api/admin/companies/options */
export const companyOptionsQuery = z.strictObject({
  q: q(),
  type: z.enum(['staff', 'forwarder']).optional(),
});

export const companyOptionSchema = z.strictObject({ value: idSchema, label: z.string(), type: z.enum(['staff', 'forwarder']) });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export const companyOptionListSchema = listOf(companyOptionSchema);

// ---- roles ----

const permissionKey = z.enum(STAFF_PERMISSIONS, { error: 'admin.permission_unknown' });

/** GET /api/admin/roles/options: roles assignable to users of a staff or forwarder company. */
export const roleOptionsQuery = z.strictObject({ companyId: id.optional() });

export const roleOptionSchema = z.strictObject({ value: idSchema, label: z.string(), code: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionListSchema = listOf(roleOptionSchema);

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

export const ROLE_ACTIONS = ['edit', 'delete'] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

/** A staff role (GET /api/admin/roles/:id, create, edit). */
export const adminRoleSchema = z.strictObject({
  id: idSchema,
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** The name in the reader's language. */
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  builtin: z.boolean(),
  userCount: z.number().int(),
  updatedAt: timestamp,
  actions: actionsOf(ROLE_ACTIONS),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** GET /api/admin/roles */
export const adminRolePageSchema = pageOf(adminRoleSchema);

/** DELETE /api/admin/roles/:id */
export const roleDeletedSchema = noData;

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
/** The schema of a tree node (recursive, so its type is written out above, as zod requires). */
export const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode> = z.strictObject({
  key: z.string(),
  title: z.string(),
  cname: z.string(),
  ename: z.string(),
  kind: z.enum(['group', 'screen', 'permission']),
  permission: z.string().optional(),
  get children() {
    return z.array(permissionTreeNodeSchema).optional();
  },
}).meta({ id: 'PermissionTreeNode' });
/** GET /api/admin/permissions/tree */
export const permissionTreeSchema = listOf(permissionTreeNodeSchema);

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

export const operationLogRowSchema = z.strictObject({
  id: idSchema,
  account: z.string().nullable(),
  userName: z.string().nullable(),
  companyId: idSchema.nullable(),
  companyName: z.string().nullable(),
  opType: z.enum(OP_TYPES),
  opTypeText: z.string(),
  description: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  ip: z.string().nullable(),
  mac: z.string().nullable(),
  createdAt: timestamp,
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;
/** GET /api/admin/operation-logs */
export const operationLogPageSchema = cursorPageOf(operationLogRowSchema);

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

export const accountLogRowSchema = z.strictObject({
  id: idSchema,
  account: z.string(),
  userId: idSchema.nullable(),
  userName: z.string().nullable(),
  companyId: idSchema.nullable(),
  companyName: z.string().nullable(),
  event: z.enum(LOGIN_EVENTS),
  eventText: z.string(),
  reason: z.string().nullable(),
  reasonText: z.string().nullable(),
  ip: z.string().nullable(),
  mac: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The factors of the sign-in or of its failed step (D-603). */
  factor: z.string().nullable(),
  factorText: z.string().nullable(),
  createdAt: timestamp,
});
export type AccountLogRow = z.infer<typeof accountLogRowSchema>;
/** GET /api/admin/account-logs */
export const accountLogPageSchema = cursorPageOf(accountLogRowSchema);

/** Rows an Excel export holds at most. */
export const LOG_EXPORT_CAP = 50_000;
