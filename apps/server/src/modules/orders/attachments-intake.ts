/**
 * Attachments an intake brings (issue 26 item 12, D-550, D-551): only the ERP sends them, each key a
 * file the same integration client uploaded; they are bound to the order with the version they came
 * with, and the order keeps them across later versions. Used by the intake use case (service.ts).
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { OrderIntake } from '@aerosupply/shared/orders/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { Database } from '../../db/database';
import { AppError, fieldError, type AppFieldError } from '../../platform/errors';
import type { Scope } from '../../platform/tenancy/scope';
import { attachFiles } from '../files';
import * as repo from './attachments-repo';

/** The files' owner type of an order's attachments (`registerFileOwner`). */
export const ORDER_FILES = 'purchase_order';
/** The operator's scope: the order's files are recorded in the operator's company. */
export const OPERATOR_SCOPE: Scope = { companyId: STAFF_COMPANY_ID, companyType: 'staff' };

/** Before anything is written: attachments come only from the ERP (D-550); a buyer adds them on the order. */
export function checkIntakeAttachments(input: OrderIntake, clientId: number | undefined): void {
  if (input.attachments?.length && clientId === undefined) throw fieldError('attachments', 'orders.attachments_erp_only');
}

/**
 * Binds the intake's attachments to order `orderId` at `version`, inside the intake's transaction.
 * Each key must be a file the client uploaded and not another order's (400 naming `attachments.<n>`).
 * Answers the files added now (none when the intake is sent again).
 */
export async function attachOnIntake(trx: Database, orderId: number, input: OrderIntake, clientId: number | undefined, now: Date): Promise<FileItem[]> {
  const keys = input.attachments ?? [];
  if (keys.length === 0 || clientId === undefined) return [];
  const own = await repo.keysOfClient(trx, clientId, keys);
  const elsewhere = new Set(await repo.keysOfOtherOrders(trx, keys, orderId));
  const errors: AppFieldError[] = [];
  keys.forEach((key, n) => {
    if (!own.has(key)) errors.push({ path: `attachments.${n}`, errorKey: 'orders.attachment_unknown' });
    else if (elsewhere.has(key)) errors.push({ path: `attachments.${n}`, errorKey: 'orders.attachment_elsewhere' });
  });
  if (errors.length) throw new AppError(400, errors[0]!.errorKey, undefined, errors);
  const files = await attachFiles(trx, { fileKeys: keys, ownerType: ORDER_FILES, ownerId: orderId, scope: OPERATOR_SCOPE });
  const added = new Set(
    await repo.insertAttachments(
      trx,
      files.map((f) => ({ order_id: orderId, file_id: f.fileKey, version: input.version, source: 'erp' as const, added_by: null, added_by_name: null, added_at: now })),
    ),
  );
  return files.filter((f) => added.has(f.fileKey));
}
