/**
 * Employee sign-up requests (spec 000 §1, 001 §2/§6, D-720..D-723): a person of an existing supplier
 * asks to join it from the registration choice page, naming the company by supplier code and full
 * company name (both exact, as the administrator lookup); the company's administrator approves
 * (the account is created with the posts it picks) or refuses with a reason.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { addPasswordIssues } from '../account-recovery/schemas';
import { companyNameField } from '../registration/schemas';
import { checkConfirmPassword } from '../validation/password';
import { email, requiredText, SUPPLIER_CODE_PATTERN, text } from '../validation/fields';
import { employeeAccount, employeePassword, employeePhone } from './schemas';

/** Longest note to the administrator and refusal reason. */
export const REQUEST_TEXT_MAX = 500;

/** POST /api/employee-requests (public, with captcha). */
export const employeeRequestSchema = z
  .strictObject({
    vendorCode: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).regex(SUPPLIER_CODE_PATTERN, { error: 'validation.supplier_code' }),
    companyName: companyNameField,
    realName: requiredText(),
    account: employeeAccount,
    email,
    phone: employeePhone,
    password: employeePassword,
    confirmPassword: z.string({ error: 'password.required' }).max(40, { error: 'password.too_long' }),
    note: text(REQUEST_TEXT_MAX).optional(),
    captchaKey: z.string().max(64, { error: 'validation.too_long' }).optional(),
    captchaCode: z.string().max(16, { error: 'validation.too_long' }).optional(),
  })
  .superRefine((value, ctx) => addPasswordIssues(ctx, checkConfirmPassword(value.password, value.confirmPassword), ['confirmPassword']));
export type EmployeeRequestInput = z.infer<typeof employeeRequestSchema>;

/** The public answer: whom the request went to, and the confirmation in the caller's language. */
export const employeeRequestAnswerSchema = z.strictObject({ id: idSchema, companyName: z.string(), adminName: z.string(), message: z.string() });
export type EmployeeRequestAnswer = z.infer<typeof employeeRequestAnswerSchema>;

export const EMPLOYEE_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type EmployeeRequestStatus = (typeof EMPLOYEE_REQUEST_STATUSES)[number];
export const EMPLOYEE_REQUEST_ACTIONS = ['approve', 'refuse'] as const;

export const employeeRequestListQuerySchema = z.strictObject({
  keyword: text().optional(),
  status: z.enum(EMPLOYEE_REQUEST_STATUSES, { error: 'validation.invalid_enum' }).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type EmployeeRequestListQuery = z.infer<typeof employeeRequestListQuerySchema>;

/** A request as the administrator sees it (never the password). */
export const employeeRequestViewSchema = z.strictObject({
  id: idSchema,
  realName: z.string(),
  account: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  status: z.enum(EMPLOYEE_REQUEST_STATUSES),
  reason: z.string().nullable(),
  /** The account the approval created. */
  userId: idSchema.nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  createdAt: timestamp,
  actions: actionsOf(EMPLOYEE_REQUEST_ACTIONS),
});
export type EmployeeRequestView = z.infer<typeof employeeRequestViewSchema>;
/** GET /api/sup/employee-requests */
export const employeeRequestPageSchema = pageOf(employeeRequestViewSchema);

/** Approve: the posts of the new account (at least one, as direct creation). */
export const employeeRequestApproveSchema = z.strictObject({
  postIds: z.array(z.number().int().positive()).min(1, { error: 'supplierAccounts.needs_post' }).max(50),
});
/** Refuse: the reason the requester is told. */
export const employeeRequestRefuseSchema = z.strictObject({ reason: requiredText(REQUEST_TEXT_MAX) });
