/** Supplier control: suspend / un-suspend / delete, and the freeze / unfreeze three-step flow. */
import { z } from 'zod';
import { pathId } from '../validation/ids';
import { CONTROL_STATUSES, SUPPLIER_TYPES } from '../suppliers/states';
import { FREEZE_REQUEST_STATUSES } from './workflow';
import { pageQuery } from '../supplier-directory/schemas';
import { attachmentKeys } from '../supplier-review/schemas';
import { text } from '../validation/fields';

/** Suspend, un-suspend and delete take a reason and attachments (spec 001 §2). */
export const controlActionBody = z.strictObject({
  reason: text(500).min(1, { error: 'validation.required' }),
  attachments: attachmentKeys.default([]),
});
export const controlActionParams = z.strictObject({
  companyId: pathId,
  action: z.enum(['suspend', 'unsuspend', 'delete']),
});

/** GET /api/supplier-control: search by vendor code, company, purchase org, vendor type. */
export const controlListQuery = z.strictObject({
  ...pageQuery,
  vendorCode: text(9).optional(),
  company: text().optional(),
  purchaseOrg: text(10).optional(),
  vendorType: z.enum(SUPPLIER_TYPES).optional(),
  controlStatus: z.enum(CONTROL_STATUSES).optional(),
});
export type ControlListQuery = z.infer<typeof controlListQuery>;

/** Step 1: a buyer requests a freeze or unfreeze. */
export const freezeRequestBody = z.strictObject({
  companyId: z.number().int().positive(),
  kind: z.enum(['freeze', 'unfreeze']),
  reason: text(500).min(1, { error: 'validation.required' }),
  attachments: attachmentKeys.default([]),
});

/** Step 2: finance approves or rejects. */
export const freezeDecisionBody = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  comment: text(500).optional(),
  attachments: attachmentKeys.default([]),
});

/** Editing a pending request (freezeEdit). */
export const freezeEditBody = z.strictObject({
  reason: text(500).min(1, { error: 'validation.required' }),
  attachments: attachmentKeys.default([]),
});

export const freezeListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(FREEZE_REQUEST_STATUSES).optional(),
  kind: z.enum(['freeze', 'unfreeze']).optional(),
  companyId: z.coerce.number().int().positive().optional(),
  company: text().optional(),
});
export type FreezeListQuery = z.infer<typeof freezeListQuery>;
