/** SAP sync integration outbox: status and log for master-data staff. */
import { z } from 'zod';
import { pageQuery } from '../supplier-directory/schemas';
import { text } from '../validation/fields';

export const SAP_SYNC_STATUSES = ['pending', 'synchronized', 'failed'] as const;
export type SapSyncStatus = (typeof SAP_SYNC_STATUSES)[number];

export const sapSyncListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(SAP_SYNC_STATUSES).optional(),
  name: text().optional(),
});
export type SapSyncListQuery = z.infer<typeof sapSyncListQuery>;
