/** The supplier-360 section of inquiry history: the RFx the supplier was invited to, with its answer (issue 12 item 7). */
import type { SupplierSection } from '../../platform/modules/manifest';
import { listInvitationsOf } from './bidder-repo';

export const sourcingSupplierSections: SupplierSection[] = [
  {
    key: 'inquiry',
    order: 50,
    load: async ({ db, companyId }) => ({
      inquiryHistory: (await listInvitationsOf(db, companyId)).map((r) => ({
        id: r.id,
        number: r.number,
        title: r.description,
        status: r.status,
        answer: r.participation,
        createdAt: new Date(r.released_at ?? r.created_at).toISOString(),
      })),
    }),
  },
];
