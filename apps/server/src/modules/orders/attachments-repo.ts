/** SQL of order attachments and of integration clients' uploads (migration 1050, D-550..D-553). */
import type { Database } from '../../db/database';

export interface AttachmentRow {
  file_id: string;
  filename: string;
  content_type: string;
  size: number | string;
  version: number;
  source: 'erp' | 'buyer';
  added_by_name: string | null;
  added_at: Date;
}

/** The order's attachments, oldest first, with their files' names, types and sizes. */
export function listAttachments(db: Database, orderId: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('purchase_order_attachments as a')
    .innerJoin('files as f', 'f.id', 'a.file_id')
    .select(['a.file_id', 'f.filename', 'f.content_type', 'f.size', 'a.version', 'a.source', 'a.added_by_name', 'a.added_at'])
    .where('a.order_id', '=', orderId)
    .orderBy('a.added_at')
    .orderBy('a.id')
    .execute();
}

/** The order's attachment keys. */
export async function attachmentKeys(db: Database, orderId: number): Promise<string[]> {
  return (await db.selectFrom('purchase_order_attachments').select('file_id').where('order_id', '=', orderId).orderBy('id').execute()).map((r) => r.file_id);
}

export interface NewAttachment {
  order_id: number;
  file_id: string;
  version: number;
  source: 'erp' | 'buyer';
  added_by: number | null;
  added_by_name: string | null;
  added_at: Date;
}

/** Records attachments; a file the order already carries stays as it was (an intake sent again). Returns the keys added now. */
export async function insertAttachments(db: Database, rows: readonly NewAttachment[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db
    .insertInto('purchase_order_attachments')
    .values([...rows])
    .onConflict((oc) => oc.column('file_id').doNothing())
    .returning('file_id')
    .execute();
  return added.map((r) => r.file_id);
}

/** Forgets one attachment of the order; false when the order has no such attachment. */
export async function deleteAttachment(db: Database, orderId: number, fileId: string): Promise<boolean> {
  const row = await db.deleteFrom('purchase_order_attachments').where('order_id', '=', orderId).where('file_id', '=', fileId).returning('file_id').executeTakeFirst();
  return row !== undefined;
}

/** Of `keys`, those attached to an order other than `orderId`. */
export async function keysOfOtherOrders(db: Database, keys: readonly string[], orderId: number): Promise<string[]> {
  if (keys.length === 0) return [];
  return (await db.selectFrom('purchase_order_attachments').select('file_id').where('file_id', 'in', keys).where('order_id', '<>', orderId).execute()).map((r) => r.file_id);
}

/** Is `orderId` an order of the supplier `companyId` (it reads the files its orders carry)? */
export async function supplierOwnsOrder(db: Database, orderId: number, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('purchase_orders').select('id').where('id', '=', orderId).where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

// ---- integration clients' uploads ----

export async function insertIntegrationFiles(db: Database, clientId: number, keys: readonly string[]): Promise<void> {
  if (keys.length) await db.insertInto('integration_files').values(keys.map((k) => ({ file_id: k, client_id: clientId }))).execute();
}

/** Of `keys`, those the client uploaded. */
export async function keysOfClient(db: Database, clientId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('integration_files').select('file_id').where('client_id', '=', clientId).where('file_id', 'in', keys).execute();
  return new Set(rows.map((r) => r.file_id));
}
