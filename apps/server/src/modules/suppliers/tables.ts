/** Tables owned by the supplier lifecycle module (review chain, control, blacklist, auditors, SAP sync). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SupplierTables {}
