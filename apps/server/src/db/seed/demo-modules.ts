/** Each module's demo records, run in order inside the demo transaction (one line per module). */
import type { Database } from '../database';
import type { BlobStore } from '../../platform/files/blob-store';
import type { DemoIds } from './demo';
import { seedAdminDemo } from '../../modules/admin/demo-seed';
import { seedInvitationsDemo } from '../../modules/invitations/demo-seed';
import { seedOutboxDemo } from '../../modules/outbox/demo-seed';
import { seedNotificationsDemo } from '../../modules/notifications/demo-seed';
import { writeDemoFiles } from '../../modules/supplier-profile/demo-files';
import { seedSupplierProfileDemo } from '../../modules/supplier-profile/demo-seed';
import { seedSupplierLifecycleDemo } from '../../modules/supplier-review/demo-seed';

export type DemoSeed = (trx: Database, ids: DemoIds) => Promise<void>;

export const DEMO_MODULE_SEEDS: DemoSeed[] = [
  seedSupplierProfileDemo,
  seedSupplierLifecycleDemo,
  seedAdminDemo,
  seedInvitationsDemo,
  seedOutboxDemo,
  seedNotificationsDemo,
];

/** Writes the bytes of demo files whose rows the seeds stored (every start with demo data; idempotent). */
export const DEMO_MODULE_FILES: ((db: Database, blobs: BlobStore) => Promise<unknown>)[] = [writeDemoFiles];
