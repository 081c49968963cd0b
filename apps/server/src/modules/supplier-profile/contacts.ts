/** The supplier's contacts of wizard step 2 (spec 001 §3) that receive bids, inquiries or orders. */
import type { Database } from '../../db/database';
import { findWizardData } from './repo';

export interface ReceiverContact {
  name: string;
  email: string;
  mobile: string | null;
}

/** Contacts flagged as receivers of `kind` for a supplier company (for RFx and PO mails). */
export async function findReceiverContacts(db: Database, companyId: number, kind: 'bid' | 'inquiry' | 'order'): Promise<ReceiverContact[]> {
  const wizard = await findWizardData(db, companyId);
  const supply = (wizard as { supply?: { contacts?: Record<string, unknown>[] } } | undefined)?.supply;
  const flag = `${kind}Receiver`;
  return (supply?.contacts ?? [])
    .filter((c) => c[flag] === true && typeof c.email === 'string')
    .map((c) => ({ name: String(c.name ?? ''), email: String(c.email), mobile: typeof c.mobile === 'string' ? c.mobile : null }));
}
