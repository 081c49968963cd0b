/**
 * Consignment stock (spec 001 §2 'Consignment stock', §3 'Consignment stock row', §8; issue 14
 * item 7): the supplier's stock held at the company's plants, as the ERP's latest snapshot.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { idSchema, pageOf, timestamp } from '../contracts';
import { registerMessages } from '../i18n/messages';
import { cellText } from '../imports/schemas';
import { cellDecimal } from './import';
import { optionalField, requiredText, text } from '../validation/fields';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const qty = z.coerce.number({ error: 'validation.invalid_type' }).refine(Number.isFinite, { error: 'validation.invalid_type' });

/** Search (spec 001 §2): material P/N, description, storage location, stock quantity range. */
export const consignmentQuerySchema = z.strictObject({
  materialPn: opt(text()),
  description: opt(text()),
  storageLocation: opt(text(20)),
  qtyMin: opt(qty),
  qtyMax: opt(qty),
  sort: z.enum(['materialPn', 'stockQty', 'dataTime']).default('materialPn'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ConsignmentQuery = z.infer<typeof consignmentQuerySchema>;

export const consignmentRow = z.strictObject({
  id: idSchema,
  materialPn: z.string(),
  description: z.string().nullable(),
  plant: z.string(),
  storageLocation: z.string(),
  batch: z.string().nullable(),
  stockQty: z.number(),
  unit: z.string(),
  dataTime: timestamp,
});
export type ConsignmentRow = z.infer<typeof consignmentRow>;
export const consignmentPage = pageOf(consignmentRow);

/** The ERP's snapshot of one supplier's stock: it replaces that supplier's rows in one transaction. */
export const consignmentSnapshotSchema = z.strictObject({
  vendorCode: requiredText(10),
  /** When the ERP took the snapshot (ISO 8601). */
  dataTime: z.iso.datetime({ offset: true, error: 'validation.date' }),
  rows: z
    .array(
      z.strictObject({
        materialPn: requiredText(),
        description: opt(text(200)),
        plant: requiredText(10),
        storageLocation: requiredText(20),
        batch: opt(text(20)),
        stockQty: z.number({ error: 'validation.required' }).min(0, { error: 'validation.not_negative' }),
        unit: requiredText(10),
      }),
    )
    .max(50_000, { error: 'orders.too_many_lines' }),
});
export type ConsignmentSnapshot = z.infer<typeof consignmentSnapshotSchema>;
export const consignmentSnapshotAnswer = z.strictObject({ rows: z.number().int() });

export const CONSIGNMENT_IMPORT = 'consignment-stock';

/** Upload option: the supplier whose snapshot the file is (its rows are replaced). */
export const consignmentImportParams = z.strictObject({ vendorCode: z.string().trim().regex(/^\d{7,9}$/, { error: 'validation.supplier_code' }) });

export const CONSIGNMENT_IMPORT_COLUMNS = [
  { key: 'materialPn', titleKey: 'consignment.col.materialPn', schema: cellText({ required: true }), example: 'QA06753' },
  { key: 'description', titleKey: 'consignment.col.description', schema: cellText({ max: 200 }), example: '液压油滤芯 Hydraulic filter element' },
  { key: 'plant', titleKey: 'consignment.col.plant', schema: cellText({ max: 10, required: true }), example: '1000' },
  { key: 'storageLocation', titleKey: 'consignment.col.storageLocation', schema: cellText({ max: 20, required: true }), example: 'PVG-C01' },
  { key: 'batch', titleKey: 'consignment.col.batch', schema: cellText({ max: 20 }), example: 'B2611-01' },
  { key: 'stockQty', titleKey: 'consignment.col.stockQty', schema: cellDecimal({ required: true }), example: 36 },
  { key: 'unit', titleKey: 'consignment.col.unit', schema: cellText({ max: 10, required: true }), example: 'EA' },
] as const;

export const consignmentImportRow = z.object({
  materialPn: z.string(),
  description: z.string().nullable(),
  plant: z.string(),
  storageLocation: z.string(),
  batch: z.string().nullable(),
  stockQty: z.number().min(0, { error: 'validation.not_negative' }),
  unit: z.string(),
});
export type ConsignmentImportRow = z.infer<typeof consignmentImportRow>;

registerMessages({
  'consignment.import.title': { zh: '寄售库存导入', en: 'Consignment stock import' },
  'consignment.export.sheet': { zh: '寄售库存', en: 'Consignment stock' },
  'consignment.export.file': { zh: '寄售库存', en: 'consignment-stock' },
  'consignment.col.materialPn': { zh: '物料号', en: 'Material P/N' },
  'consignment.col.description': { zh: '描述', en: 'Description' },
  'consignment.col.plant': { zh: '工厂', en: 'Plant' },
  'consignment.col.storageLocation': { zh: '库存地点', en: 'Storage location' },
  'consignment.col.batch': { zh: '批次', en: 'Batch' },
  'consignment.col.stockQty': { zh: '库存数量', en: 'Stock qty' },
  'consignment.col.unit': { zh: '单位', en: 'Unit' },
  'consignment.col.dataTime': { zh: '数据时间', en: 'Data time' },
});
