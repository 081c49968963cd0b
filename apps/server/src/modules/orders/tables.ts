/** Purchase orders (issue 14; spec 001 §3 'Purchase order'), migration 0500. */
import type { OrderItemStatus, OrderRequestKind, OrderRequestStatus, OrderStatus } from '@aerosupply/shared/orders/workflow';
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
/** date: written as `YYYY-MM-DD`, selected with `::text`. */
type DateColumn = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface PurchaseOrdersTable {
  id: Generated<number>;
  order_no: string;
  /** The current version; earlier ones are in purchase_order_versions. */
  version: number;
  company_id: number;
  source: 'erp' | 'manual' | 'import';
  /** SHA-256 of the intake body of this version: the same version again with the same content changes nothing. */
  content_hash: string;
  purchase_dept: string;
  order_type: string;
  order_date: DateColumn;
  buyer_user_id: number | null;
  buyer_name: string;
  salesman: string | null;
  tel: string | null;
  email: string | null;
  currency: string;
  payment_terms: string | null;
  incoterms: string | null;
  delivery_address: string | null;
  invoice_address: string | null;
  remark: string | null;
  vat_company: string | null;
  vat_tax_id: string | null;
  vat_address: string | null;
  vat_tel: string | null;
  vat_bank: string | null;
  vat_account: string | null;
  net_amount: Numeric;
  vat_amount: Numeric;
  fee: Numeric;
  total_amount: Numeric;
  item_count: number;
  status: StatusColumn<OrderStatus>;
  /** The status to return to when a pending rejection or cancellation request is refused. */
  status_before_request: OrderStatus | null;
  supplier_note: string | null;
  acknowledgement_no: string | null;
  released_at: Timestamp;
  acknowledged_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PurchaseOrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_no: number;
  part_number: string;
  description: string | null;
  quantity: Numeric;
  unit: string;
  unit_price: Numeric;
  /** Percent. */
  vat_rate: Numeric;
  net_amount: Numeric;
  vat_amount: Numeric;
  total: Numeric;
  status: StatusColumn<OrderItemStatus>;
  status_before_request: OrderItemStatus | null;
  /** The ship date of the first version, kept across versions (on-time delivery). */
  original_ship_date: DateColumn;
  requested_ship_date: DateColumn;
  confirmed_ship_date: NullableDate;
  reason: string | null;
  /** The agreement line the item draws on (migration 1090, D-610): agreement id and number, line number. */
  agreement_id: ColumnType<number | null, number | null | undefined, number | null>;
  agreement_no: ColumnType<string | null, string | null | undefined, string | null>;
  agreement_line_no: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PurchaseOrderDeliveryLinesTable {
  id: Generated<number>;
  item_id: number;
  line_no: number;
  ship_to_code: string;
  delivery_address: string | null;
  quantity: Numeric;
  need_by_date: DateColumn;
  /** The line's need-by date in the first version, kept across versions and accepted changes (D-291). */
  original_need_by_date: DateColumn;
  /** The ship date the supplier confirmed for this line by acknowledging its item (D-291). */
  confirmed_ship_date: NullableDate;
}

export interface PurchaseOrderVersionsTable {
  id: Generated<number>;
  order_id: number;
  version: number;
  snapshot: Json<Record<string, unknown>>;
  replaced_at: Timestamp;
}

export interface ChangeValues {
  partNumber: string;
  unitPrice: number;
  quantity: number;
  shipDate: string;
}

export interface PurchaseOrderRequestsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number | null;
  item_no: number | null;
  kind: OrderRequestKind;
  version: number;
  before_values: Json<ChangeValues | null>;
  after_values: Json<ChangeValues | null>;
  reason: string;
  status: StatusColumn<OrderRequestStatus>;
  requested_by_user_id: number | null;
  requested_by_name: string;
  requested_at: Timestamp;
  answer_comment: string | null;
  answered_by_user_id: number | null;
  answered_by_name: string | null;
  answered_at: NullableTimestamp;
}

export interface IntegrationClientsTable {
  id: Generated<number>;
  client_id: string;
  /** SHA-256 (hex) of the secret; the secret itself is shown once. */
  secret_hash: string;
  name: string;
  enabled: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface ConsignmentStockTable {
  id: Generated<number>;
  company_id: number;
  material_pn: string;
  description: string | null;
  plant: string;
  storage_location: string;
  batch: string | null;
  stock_qty: Numeric;
  unit: string;
  data_time: Timestamp;
}

/** What a shipment's delivery received of an item (migration 0996, D-480): by order and item number, kept across versions. */
export interface PurchaseOrderReceiptsTable {
  id: Generated<number>;
  order_id: number;
  item_no: number;
  shipment_id: number | null;
  shipment_number: string;
  quantity: Numeric;
  /** The receipt's day in the company's time zone. */
  received_on: DateColumn;
  received_at: Timestamp;
  recorded_at: Timestamp;
  recorded_by: number | null;
  recorded_by_name: string;
}

/** A file a purchase order carries (migration 1050, D-551): kept by the order across versions, with the version it came with. */
export interface PurchaseOrderAttachmentsTable {
  id: Generated<number>;
  order_id: number;
  file_id: string;
  version: number;
  source: 'erp' | 'buyer';
  added_by: number | null;
  added_by_name: string | null;
  added_at: Timestamp;
}

/** A file an integration client uploaded (D-550): its intake may name only these. */
export interface IntegrationFilesTable {
  file_id: string;
  client_id: number;
  created_at: Generated<Date>;
}

export interface OrderTables {
  purchase_order_attachments: PurchaseOrderAttachmentsTable;
  integration_files: IntegrationFilesTable;
  consignment_stock: ConsignmentStockTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_items: PurchaseOrderItemsTable;
  purchase_order_delivery_lines: PurchaseOrderDeliveryLinesTable;
  purchase_order_versions: PurchaseOrderVersionsTable;
  purchase_order_requests: PurchaseOrderRequestsTable;
  purchase_order_receipts: PurchaseOrderReceiptsTable;
  integration_clients: IntegrationClientsTable;
}

declare module '../../db/schema' {
  interface DB extends OrderTables {}
}
