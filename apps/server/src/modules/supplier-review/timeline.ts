/**
 * The supplier timeline as the lifecycle modules use it: written and read through supplier-profile
 * (platform timeline, subject 'supplier'); attachments are checked here.
 */
import type { Database } from '../../db/database';
import { fieldError } from '../../platform/errors';
import { markFilesAttached } from '../files';
export { addSupplierEvent, listSupplierEvents, type SupplierEventInput, type SupplierTimelineEntry as TimelineEntry } from '../supplier-profile';

/**
 * Refuses attachment keys that are not uploaded files (400 on `attachments`), and marks the files
 * attached: the records keep these keys in JSON, and the clean-up of unattached uploads must keep them.
 */
export async function assertAttachments(trx: Database, keys: readonly string[], path = 'attachments'): Promise<void> {
  if (keys.length === 0) return;
  const unique = [...new Set(keys)];
  const found = await markFilesAttached(trx, unique);
  if (found.length !== unique.length) throw fieldError(path, 'supplier_review.attachment_unknown');
}
