/** The tables of the staff supplier-lifecycle modules, joined into `DB` with one name. */
import type { AuditorTables } from '../auditors/tables';
import type { BlacklistTables } from '../blacklist/tables';
import type { ExpiryWatchTables } from '../expiry-watch/tables';
import type { SapSyncTables } from '../sap-sync/tables';
import type { SupplierControlTables } from '../supplier-control/tables';
import type { SupplierDirectoryTables } from '../supplier-directory/tables';
import type { SupplierReviewTables } from './tables';

export interface SupplierLifecycleTables
  extends SupplierReviewTables,
    SupplierControlTables,
    BlacklistTables,
    AuditorTables,
    SapSyncTables,
    ExpiryWatchTables,
    SupplierDirectoryTables {}
