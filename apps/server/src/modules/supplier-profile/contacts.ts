/** The supplier's contacts of wizard step 2 (spec 001 §3) that receive bids, inquiries or orders. */
import type { Database } from '../../db/database';

export interface ReceiverContact {
  name: string;
  email: string;
  mobile: string | null;
}

/** Contacts flagged as receivers of `kind` for a supplier company (for RFx and PO mails). */
export async function findReceiverContacts(db: Database, companyId: number, kind: 'bid' | 'inquiry' | 'order'): Promise<ReceiverContact[]> {
  const row = await db.selectFrom('supplier_profiles').select('wizard').where('company_id', '=', companyId).executeTakeFirst();
  const supply = (row?.wizard as { supply?: { contacts?: Record<string, unknown>[] } } | undefined)?.supply;
  const flag = `${kind}Receiver`;
  return (supply?.contacts ?? [])
    .filter((c) => c[flag] === true && typeof c.email === 'string')
    .map((c) => ({ name: String(c.name ?? ''), email: String(c.email), mobile: typeof c.mobile === 'string' ? c.mobile : null }));
}
