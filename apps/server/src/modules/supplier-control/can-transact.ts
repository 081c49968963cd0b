import type { Database } from '../../db/database';
import { findTransactFacts } from './repo';

export type CannotTransactReason = 'frozen' | 'suspended' | 'deleted' | 'blacklisted' | 'not_found';

export type TransactCheck = { ok: true } | { ok: false; reason: CannotTransactReason; messageKey: string };

/**
 * Whether the company may be invited to an RFx or receive a new order (spec 001 §4 'Supplier
 * control'): not for frozen, suspended, deleted or blacklisted suppliers. For the sourcing and
 * order modules; `messageKey` is a catalogue key to show (`supplier_control.cannot_transact.*`).
 */
export async function canTransactWith(db: Database, companyId: number): Promise<TransactCheck> {
  const row = await findTransactFacts(db, companyId);
  const no = (reason: CannotTransactReason): TransactCheck => ({ ok: false, reason, messageKey: `supplier_control.cannot_transact.${reason}` });
  if (!row) return no('not_found');
  if (row.control_status === 'deleted') return no('deleted');
  if (row.control_status === 'frozen') return no('frozen');
  if (row.control_status === 'suspended') return no('suspended');
  if (row.blacklisted || row.listed) return no('blacklisted');
  return { ok: true };
}
