/**
 * Purchase orders (spec 001 §2 'Purchase order list/detail', §3 'Purchase order', §4 'PO actions';
 * issue 14): the intake (ERP integration API and a buyer's manual creation share one body), the
 * supplier's and the buyer's lists, the detail, the actions and their answers.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { UNIT_CODES } from '../codes/tables';
import { TC_DICTIONARIES } from '../codes/tc-dictionaries';
import { actionsOf, fileRef, idSchema, pageOf, timestamp } from '../contracts';
import { fileKeySchema } from '../files/schemas';
import { isoDate } from '../supplier-profile/wizard';
import { noSpaces, optionalField, requiredText, text } from '../validation/fields';
import { pathId } from '../validation/ids';
import { ORDER_ACTIONS, ORDER_ITEM_ACTIONS, ORDER_ITEM_STATUSES, ORDER_REQUEST_ACTIONS, ORDER_REQUEST_KINDS, ORDER_REQUEST_STATUSES, ORDER_STATUSES } from './workflow';
import { ON_TIME_OUTCOMES } from './on-time';

export * from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);

/** Units of measure an order line may use (D-222; EA is the default unit of spec 001 §9). */
export const ORDER_UNITS = UNIT_CODES;
export const ORDER_CURRENCIES = TC_DICTIONARIES.TC_CURRENCY.map((o) => o.VALUE) as [string, ...string[]];
/** China VAT rates in percent (TC_TAX_RATE). */
export const ORDER_VAT_RATES = TC_DICTIONARIES.TC_TAX_RATE.map((o) => Number(o.VALUE));
export const ORDER_TYPES = ['standard', 'aog', 'repair', 'consignment', 'framework'] as const;
/** Most lines one order may carry (issue 14 'a 5 MB order with 2,000 lines'). */
export const MAX_ORDER_ITEMS = 2000;
export const MAX_DELIVERY_LINES = 50;
/** Most files one intake may attach (D-551). */
export const MAX_INTAKE_ATTACHMENTS = 20;

/** A number with at most `decimals` decimals (quantities 3, prices 4, amounts 2). */
const decimal = (decimals: number, max = 1e11) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
    .refine((v) => Number.isFinite(v) && Math.abs(v) < max, { error: 'validation.max_digits' })
    .refine((v) => Math.abs(Math.round(v * 10 ** decimals) - v * 10 ** decimals) < 1e-6, { error: 'orders.too_many_decimals' });
const positive = (decimals: number) => decimal(decimals).refine((v) => v > 0, { error: 'orders.must_be_positive' });
const notNegative = (decimals: number) => decimal(decimals).refine((v) => v >= 0, { error: 'validation.not_negative' });

export const deliveryLineSchema = z.strictObject({
  shipToCode: requiredText(20),
  deliveryAddress: opt(text(200)),
  quantity: positive(3),
  needByDate: isoDate,
});
export type DeliveryLine = z.infer<typeof deliveryLineSchema>;

export const orderItemInputSchema = z.strictObject({
  itemNo: z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).min(1, { error: 'orders.must_be_positive' }).max(99999, { error: 'validation.max_digits' }),
  partNumber: noSpaces.pipe(z.string().min(1, { error: 'validation.required' })),
  description: opt(text(200)),
  quantity: positive(3),
  unit: z.enum(ORDER_UNITS, { error: 'orders.unknown_unit' }).default('EA'),
  /** VAT-exclusive unit price (spec 001 §3: delivery-line prices exclude Chinese VAT). */
  unitPrice: notNegative(4),
  /** Percent, one of TC_TAX_RATE. */
  vatRate: z.number({ error: 'validation.required' }).refine((v) => ORDER_VAT_RATES.includes(v), { error: 'orders.unknown_vat_rate' }),
  /** The sender's VAT-exclusive line amount, checked against quantity x unit price when given. */
  netAmount: opt(notNegative(2)),
  requestedShipDate: isoDate,
  deliveryLines: z.array(deliveryLineSchema).min(1, { error: 'orders.delivery_lines_required' }).max(MAX_DELIVERY_LINES, { error: 'orders.too_many_lines' }),
  /** The agreement line the item draws on (D-610): the agreement's number and the line's number, both or neither. */
  agreementNo: opt(noSpaces.pipe(z.string().max(30, { error: 'validation.too_long' }))),
  agreementLineNo: opt(z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1, { error: 'orders.must_be_positive' }).max(99999, { error: 'validation.max_digits' })),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/** Chinese VAT invoice information (spec 001 §3): company, tax ID, address, tel, bank, account. */
export const vatInvoiceSchema = z.strictObject({
  company: opt(text(100)),
  taxId: opt(text(30)),
  address: opt(text(200)),
  tel: opt(text(30)),
  bank: opt(text(100)),
  account: opt(text(40)),
});
export type VatInvoice = z.infer<typeof vatInvoiceSchema>;

/** One order as the ERP sends it and as a buyer creates it (one use case, one validation). */
export const orderIntakeSchema = z.strictObject({
  orderNo: noSpaces.pipe(z.string().min(1, { error: 'validation.required' }).max(20, { error: 'validation.too_long' })),
  version: z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).min(1, { error: 'orders.must_be_positive' }).max(9999, { error: 'validation.max_digits' }),
  /** The supplier's vendor code. */
  vendorCode: requiredText(10),
  purchaseDept: requiredText(),
  orderType: z.enum(ORDER_TYPES, { error: 'validation.invalid_enum' }).default('standard'),
  orderDate: isoDate,
  /** The buyer (purchaser): staff account (8 digits) when known, and the name shown to the supplier. */
  buyerAccount: opt(text(20)),
  buyerName: requiredText(),
  salesman: opt(text()),
  tel: opt(text(30)),
  email: opt(text()),
  currency: z.enum(ORDER_CURRENCIES, { error: 'orders.unknown_currency' }),
  paymentTerms: opt(text()),
  incoterms: opt(text(20)),
  deliveryAddress: opt(text(200)),
  invoiceAddress: opt(text(200)),
  remark: opt(text(500)),
  vatInvoice: vatInvoiceSchema.optional(),
  fee: notNegative(2).default(0),
  /** Stated header amounts, checked against the items when given. */
  netAmount: opt(notNegative(2)),
  vatAmount: opt(notNegative(2)),
  totalAmount: opt(notNegative(2)),
  items: z.array(orderItemInputSchema).min(1, { error: 'orders.items_required' }).max(MAX_ORDER_ITEMS, { error: 'orders.too_many_lines' }),
  /**
   * ERP only (D-550): keys of files the same integration client uploaded (POST /api/integration/files),
   * attached to the order with this version; earlier versions' attachments stay (D-551).
   */
  attachments: z.array(fileKeySchema).max(MAX_INTAKE_ATTACHMENTS, { error: 'orders.too_many_attachments' }).optional(),
});
export type OrderIntake = z.infer<typeof orderIntakeSchema>;

/** Orders of one ERP batch (D-385): at most this many, with at most MAX_ORDER_ITEMS items in all (the size of one largest order). */
export const MAX_BATCH_ORDERS = 200;

/** A batch of orders from the ERP: each as `orderIntakeSchema`, all stored in one transaction or none. */
export const orderIntakeBatchSchema = z.strictObject({
  orders: z
    .array(orderIntakeSchema)
    .min(1, { error: 'validation.required' })
    .max(MAX_BATCH_ORDERS, { error: 'orders.batch_too_large' })
    .refine((orders) => orders.reduce((n, o) => n + o.items.length, 0) <= MAX_ORDER_ITEMS, { error: 'orders.batch_too_large' }),
});
export type OrderIntakeBatch = z.infer<typeof orderIntakeBatchSchema>;

/** What an intake did: created, a new version, or nothing (the same order and version again). */
export const intakeAnswer = z.strictObject({
  id: idSchema,
  orderNo: z.string(),
  version: z.number().int(),
  outcome: z.enum(['created', 'new_version', 'unchanged']),
  /** What the order draws beyond an agreement line's remaining quantity or after its expiry, when the setting warns (D-612). */
  warnings: z.array(z.strictObject({ path: z.string(), key: z.string(), message: z.string() })).optional(),
});
export type IntakeAnswer = z.infer<typeof intakeAnswer>;

/** The answers of a batch, in the batch's order. */
export const intakeBatchAnswer = z.strictObject({ results: z.array(intakeAnswer) });
export type IntakeBatchAnswer = z.infer<typeof intakeBatchAnswer>;

const sortOrder = { order: z.enum(['asc', 'desc']).default('desc'), page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20) };

/** Supplier list filters (spec 001 §2): PO no., status, released date range, purchase dept, buyer. */
export const orderListQuerySchema = z.strictObject({
  orderNo: opt(text(20)),
  status: z.enum(ORDER_STATUSES).optional(),
  releasedFrom: opt(isoDate),
  releasedTo: opt(isoDate),
  purchaseDept: opt(text()),
  buyer: opt(text()),
  sort: z.enum(['orderNo', 'orderDate', 'updatedAt', 'totalAmount']).default('updatedAt'),
  ...sortOrder,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** Buyer list: the supplier filters plus supplier, own orders and pending requests only. */
export const staffOrderListQuerySchema = orderListQuerySchema.extend({
  supplier: opt(text()),
  mine: z.enum(['true', 'false']).optional(),
  pending: z.enum(['true', 'false']).optional(),
});
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;

const onTimeOutcome = z.enum(ON_TIME_OUTCOMES);
/** An order's (or supplier's) on-time outcome against one basis: the outcome, on-time and late line counts, the rate (D-481). */
export const onTimeSummary = z.strictObject({ outcome: onTimeOutcome, onTime: z.number().int(), late: z.number().int(), rate: z.number().nullable() });
export type OnTimeSummaryView = z.infer<typeof onTimeSummary>;
export const onTimeOfOrder = z.strictObject({ confirmed: onTimeSummary, original: onTimeSummary });

export const orderRow = z.strictObject({
  id: idSchema,
  orderNo: z.string(),
  version: z.number().int(),
  companyId: idSchema,
  supplierName: z.string(),
  /** The supplier's English name (the web shows it to English readers, issue 28 item 3). */
  supplierNameEn: z.string().nullable(),
  vendorCode: z.string().nullable(),
  purchaseDept: z.string(),
  orderType: z.enum(ORDER_TYPES),
  orderDate: z.string(),
  /** When the order (this version) reached the portal: the "released date/time" of the list, the "transfer time" of §3. */
  releasedAt: timestamp,
  totalAmount: z.number(),
  currency: z.string(),
  buyerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  itemCount: z.number().int(),
  pendingRequests: z.number().int(),
  /** Not acknowledged N days after release (setting ORDER_ACK_OVERDUE_DAYS). */
  overdue: z.boolean(),
  lastProcessedAt: timestamp,
  /** On-time delivery of the order's lines against the confirmed and the original ship dates (D-481). */
  onTime: onTimeOfOrder,
  actions: actionsOf(ORDER_ACTIONS),
});
export type OrderRow = z.infer<typeof orderRow>;
export const orderPage = pageOf(orderRow);

const deliveryLineView = z.strictObject({
  lineNo: z.number().int(),
  shipToCode: z.string(),
  deliveryAddress: z.string().nullable(),
  quantity: z.number(),
  needByDate: z.string(),
  /** The need-by date of the first version (kept across versions and changes, D-291). */
  originalNeedByDate: z.string(),
  /** The ship date confirmed by the supplier's acknowledgement (null until then). */
  confirmedShipDate: z.string().nullable(),
});

export const orderItemView = z.strictObject({
  id: idSchema,
  itemNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  vatRate: z.number(),
  netAmount: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  status: z.enum(ORDER_ITEM_STATUSES),
  /** The ship date of the first version (kept across versions, for on-time delivery). */
  originalShipDate: z.string(),
  requestedShipDate: z.string(),
  /** The date the supplier confirmed by acknowledging (null until then). */
  confirmedShipDate: z.string().nullable(),
  reason: z.string().nullable(),
  /** The agreement line the item draws on (D-610), null when none. */
  agreement: z.strictObject({ id: idSchema, agreementNo: z.string(), lineNo: z.number().int() }).nullable(),
  deliveryLines: z.array(deliveryLineView),
  /** Received so far over every shipment (D-480). */
  receivedQty: z.number(),
  /** The actual date: the day (company time zone) the whole quantity was received; null until then. */
  receivedOn: z.string().nullable(),
  /** The receipts, one per shipment that carried the item. */
  receipts: z.array(z.strictObject({ shipmentId: idSchema.nullable(), shipmentNumber: z.string(), quantity: z.number(), receivedOn: z.string() })),
  /** On time against the confirmed and the original ship date (D-481). */
  onTime: z.strictObject({ confirmed: onTimeOutcome, original: onTimeOutcome }),
  actions: actionsOf(ORDER_ITEM_ACTIONS),
});
export type OrderItemView = z.infer<typeof orderItemView>;

export const orderChangeValues = z.strictObject({
  partNumber: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  shipDate: z.string(),
});

export const orderRequestView = z.strictObject({
  id: idSchema,
  kind: z.enum(ORDER_REQUEST_KINDS),
  itemId: idSchema.nullable(),
  itemNo: z.number().int().nullable(),
  version: z.number().int(),
  /** The item's values when asked (change requests). */
  before: orderChangeValues.nullable(),
  /** The values asked for (change requests). */
  after: orderChangeValues.nullable(),
  reason: z.string(),
  status: z.enum(ORDER_REQUEST_STATUSES),
  requestedBy: z.string(),
  requestedAt: timestamp,
  answerComment: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: timestamp.nullable(),
  /** The answers the viewer may give now (D-870): the request pending, the order awaiting an answer, a buyer. */
  actions: actionsOf(ORDER_REQUEST_ACTIONS),
});
export type OrderRequestView = z.infer<typeof orderRequestView>;

export const orderHistoryEntry = z.strictObject({
  id: idSchema,
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  side: z.enum(['staff', 'supplier', 'forwarder', 'system']),
  at: timestamp,
});

export const orderVersionView = z.strictObject({ version: z.number().int(), replacedAt: timestamp, totalAmount: z.number(), itemCount: z.number().int() });

export const ORDER_ATTACHMENT_ACTIONS = ['remove'] as const;
/** A file the order carries (D-551): the version it came with, who added it (null: the ERP) and when. */
export const orderAttachmentView = z.strictObject({
  file: fileRef,
  version: z.number().int(),
  source: z.enum(['erp', 'buyer']),
  addedBy: z.string().nullable(),
  addedAt: timestamp,
  actions: actionsOf(ORDER_ATTACHMENT_ACTIONS),
});
export type OrderAttachmentView = z.infer<typeof orderAttachmentView>;
export const orderAttachmentParams = z.strictObject({ id: pathId, fileKey: z.string().max(200, { error: 'validation.too_long' }) });

export const orderDetail = orderRow.extend({
  salesman: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  incoterms: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  invoiceAddress: z.string().nullable(),
  remark: z.string().nullable(),
  vatInvoice: z.strictObject({ company: z.string().nullable(), taxId: z.string().nullable(), address: z.string().nullable(), tel: z.string().nullable(), bank: z.string().nullable(), account: z.string().nullable() }),
  netAmount: z.number(),
  vatAmount: z.number(),
  fee: z.number(),
  supplierNote: z.string().nullable(),
  acknowledgementNo: z.string().nullable(),
  source: z.enum(['erp', 'manual', 'import']),
  items: z.array(orderItemView),
  requests: z.array(orderRequestView),
  history: z.array(orderHistoryEntry),
  versions: z.array(orderVersionView),
  attachments: z.array(orderAttachmentView),
  /** 'add': the viewer may add attachments (buyers with po.manage, D-552). */
  attachmentActions: actionsOf(['add'] as const),
  /** The order's revision: its newest history entry's id (D-502); a staff action sends the one it was decided on. */
  revision: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// ---- Actions ----

export const acknowledgeOrderSchema = z.strictObject({
  acknowledgementNo: requiredText(30),
  supplierNote: opt(text(500)),
});
export type AcknowledgeOrderBody = z.infer<typeof acknowledgeOrderSchema>;

export const acknowledgeItemSchema = z.strictObject({ confirmedShipDate: opt(isoDate) });
export type AcknowledgeItemBody = z.infer<typeof acknowledgeItemSchema>;

/** Item change form (spec 001 §2): new P/N, price, qty, ship date, reason; at least one value changes. */
export const requestItemChangeSchema = z.strictObject({
  partNumber: opt(noSpaces),
  unitPrice: opt(notNegative(4)),
  quantity: opt(positive(3)),
  shipDate: opt(isoDate),
  reason: requiredText(500),
});
export type RequestItemChangeBody = z.infer<typeof requestItemChangeSchema>;

export const reasonSchema = z.strictObject({ reason: requiredText(500) });
export type ReasonBody = z.infer<typeof reasonSchema>;

/** The order revision a staff action was decided on (D-502): another revision now is a 409 with what changed. */
const revision = z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.not_negative' }).max(2_147_483_647, { error: 'validation.max_digits' });

/** The buyer's cancel or close: a reason and the revision decided on. */
export const staffReasonSchema = z.strictObject({ reason: requiredText(500), revision });
export type StaffReasonBody = z.infer<typeof staffReasonSchema>;

export const answerRequestSchema = z.strictObject({
  decision: z.enum(['accept', 'refuse']),
  comment: opt(text(500)),
  revision,
});
export type AnswerRequestBody = z.infer<typeof answerRequestSchema>;

export const orderItemParams = z.strictObject({ id: pathId, itemId: pathId });
export const orderRequestParams = z.strictObject({ id: pathId, requestId: pathId });

// ---- Integration clients (the ERP's own credentials, D-223) ----

export const integrationClientBody = z.strictObject({ name: requiredText() });
/** PUT /api/integration/clients/:id/enabled. */
export const integrationClientEnabledBody = z.strictObject({ enabled: z.boolean() });
/** What the sysadmin may do with a client now: revoke an enabled one, enable a revoked one again (D-295). */
export const INTEGRATION_CLIENT_ACTIONS = ['revoke', 'enable'] as const;
export const integrationClientView = z.strictObject({
  id: idSchema,
  clientId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  actions: actionsOf(INTEGRATION_CLIENT_ACTIONS),
});
export type IntegrationClientView = z.infer<typeof integrationClientView>;
/** The secret is shown once, when the client is created. */
export const integrationClientCreated = integrationClientView.extend({ clientSecret: z.string() });
export type IntegrationClientCreated = z.infer<typeof integrationClientCreated>;
export const integrationClientList = z.array(integrationClientView);
