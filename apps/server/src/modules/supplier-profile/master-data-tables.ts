/**
 * Staff-maintained master data of a supplier (the official-supplier edits editP/editS/editA):
 * purchasing organisation data, supply scope (categories I/II) and address/contacts. The
 * purchase org and categories also scope supplier control searches and auditor routing. Owned by
 * supplier-profile (D-840) because the review sets the purchase org and the directory edits the
 * rest, and the directory depends on the review: both write through `supplier-profile`'s index.
 */
import type { Json, Timestamp } from '../../db/columns';

export interface SupplierCategory {
  level1: string;
  level2?: string;
}

export interface SupplierContact {
  name: string;
  position?: string;
  email?: string;
  phone?: string;
}

export interface SupplierAddress {
  street?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  country?: string;
}

export interface SupplierMasterDataTable {
  company_id: number;
  purchase_org: string | null;
  purchase_group: string | null;
  payment_terms: string | null;
  incoterms: string | null;
  currency: string | null;
  website: string | null;
  categories: Json<SupplierCategory[]>;
  address: Json<SupplierAddress>;
  contacts: Json<SupplierContact[]>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface SupplierMasterDataTables {
  supplier_master_data: SupplierMasterDataTable;
}

declare module '../../db/schema' {
  interface DB extends SupplierMasterDataTables {}
}

/** Read views (D-841): tables other folders may join in read-only queries (purchase org and categories, which scope the review, control, auditor, SAP and scorecard lists); they are written only here. */
export const READ_VIEWS = ['supplier_master_data'] as const satisfies readonly (keyof SupplierMasterDataTables)[];
