/**
 * Supplier administrator screens (spec 001 §2 'Employee account management', §4 'Employee
 * account', §5, §6): position roles (posts) over the six supplier functions and employee accounts.
 */
import { z } from 'zod';
import { idParams, queryId } from '../validation/ids';
import { FORWARDER_FUNCTIONS, SUPPLIER_FUNCTIONS } from '../permissions';
import { checkEmployeePassword } from '../validation/password';
import { email, FIELD_MAX, MOBILE_MAX, requiredText, text } from '../validation/fields';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, listOf, noData, pageOf, timestamp } from '../contracts';

/** Employee-account password (spec 001 §5): one issue per broken rule, keyed `password.<rule>`. */
export const employeePassword = z
  .string({ error: 'password.required' })
  .superRefine((value, ctx) => {
    for (const code of checkEmployeePassword(value)) ctx.addIssue({ code: 'custom', message: `password.${code}` });
  });

/** Login account of an employee: letters, digits and `_ . @ -`, no spaces, at most 60. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const employeeAccount = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(FIELD_MAX, { error: 'validation.too_long' })
  .regex(/^\S*$/, { error: 'validation.no_spaces' })
  .regex(ACCOUNT_PATTERN, { error: 'supplierAccounts.account_format' });

/** Required phone: digits only, at most 15 (spec 000 §5 mobile rule; spec 001 §5 'phone required'). */
export const employeePhone = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\d*$/, { error: 'validation.digits_only' })
  .max(MOBILE_MAX, { error: 'validation.too_long' });

/**
 * A post's body over the functions of one side: a supplier's six (spec 001 §6) or a forwarder's
 * (issue 26 item 2, D-492); at least one.
 */
const postBodyOf = <const F extends readonly [string, ...string[]]>(functions: F) =>
  z.strictObject({
    nameZh: requiredText(),
    nameEn: requiredText(),
    description: text().optional(),
    permissions: z.array(z.enum(functions, { error: 'validation.invalid_enum' })).min(1, { error: 'supplierAccounts.post_needs_function' }).max(functions.length),
  });

export const postBodySchema = postBodyOf(SUPPLIER_FUNCTIONS);
/** The forwarder administrator's posts (/api/fwd/posts). */
export const forwarderPostBodySchema = postBodyOf(FORWARDER_FUNCTIONS);
/** Either side's post body, as the use cases take it (each route checks its side's functions). */
export type PostBody = { nameZh: string; nameEn: string; description?: string; permissions: string[] };

export const idParamsSchema = idParams;

/** Post ids: at least one (spec 001 §5/§6 'an account needs at least one post'). */
const postIds = z
  .array(z.number().int().positive())
  .min(1, { error: 'supplierAccounts.needs_post' })
  .max(50);

export const employeeCreateSchema = z.strictObject({
  realName: requiredText(),
  account: employeeAccount,
  email,
  phone: employeePhone,
  password: employeePassword,
  postIds,
});
export type EmployeeCreateBody = z.infer<typeof employeeCreateSchema>;

export const employeeUpdateSchema = z.strictObject({
  realName: requiredText(),
  email,
  phone: employeePhone,
});
export type EmployeeUpdateBody = z.infer<typeof employeeUpdateSchema>;

export const employeePostsSchema = z.strictObject({ postIds });
export const employeePasswordResetSchema = z.strictObject({ password: employeePassword });

export const EMPLOYEE_STATUSES = ['normal', 'frozen'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const employeeListQuerySchema = z.strictObject({
  keyword: text().optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  postId: queryId.optional(),
  sort: z.enum(['account', 'realName', 'createdAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

/** A post as the client sees it; `permissions` are the functions of the company's side. */
export const postViewSchema = z.strictObject({
  id: idSchema,
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.enum([...SUPPLIER_FUNCTIONS, ...FORWARDER_FUNCTIONS])),
  /** Accounts holding the post. */
  userCount: z.number().int(),
  /** Edit and delete are the company administrator's (D-96). */
  actions: actionsOf(['edit', 'delete']),
  /** The actor holds every function of the post, so it may hand the post out (D-97). */
  assignable: z.boolean(),
});
export type PostView = z.infer<typeof postViewSchema>;
/** GET /api/sup/posts, GET /api/fwd/posts */
export const postListSchema = listOf(postViewSchema);

export const EMPLOYEE_ACTIONS = ['edit', 'freeze', 'restore', 'resetPassword', 'authorise'] as const;
export type EmployeeAction = (typeof EMPLOYEE_ACTIONS)[number];

/** An employee account as the client sees it. */
export const employeeViewSchema = z.strictObject({
  id: idSchema,
  account: z.string(),
  realName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isCompanyAdmin: z.boolean(),
  status: z.enum(EMPLOYEE_STATUSES),
  posts: z.array(z.strictObject({ id: idSchema, nameZh: z.string(), nameEn: z.string() })),
  lastLoginAt: timestamp.nullable(),
  createdAt: timestamp,
  actions: actionsOf(EMPLOYEE_ACTIONS),
});
export type EmployeeView = z.infer<typeof employeeViewSchema>;
/** GET /api/sup/employees */
export const employeePageSchema = pageOf(employeeViewSchema);

/** Answers of a post delete and a password reset: nothing but "done". */
export const accountDoneSchema = noData;
