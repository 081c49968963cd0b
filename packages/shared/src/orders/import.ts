/**
 * The purchase order import (issue 14 item 1, third way in): orders from Excel, one row per item
 * with its (single) delivery line; the header columns repeat on every row of an order and the first
 * row's header counts. Each order then goes through the same intake as the ERP's (D-223).
 */
import { z } from 'zod';
import { registerMessages } from '../i18n/messages';
import { cellInt, cellText } from '../imports/schemas';

export const ORDER_IMPORT = 'purchase-orders';

/** A decimal number ("12.5" and 12.5 alike). */
export function cellDecimal(opts: { required?: boolean } = {}) {
  const num = z.number({ error: (i) => (i.input === null ? 'validation.required' : 'orders.import.cell_number') }).refine(Number.isFinite, { error: 'orders.import.cell_number' });
  const toNumber = (v: unknown) => {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    if (typeof v !== 'string') return v;
    const t = v.trim().replace(/,/g, '');
    return /^[-+]?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  };
  return opts.required ? z.preprocess(toNumber, num) : z.preprocess(toNumber, num.nullable());
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const ORDER_IMPORT_COLUMNS = [
  { key: 'orderNo', titleKey: 'orders.import.col.orderNo', schema: cellText({ max: 20, required: true }), example: '4500030001' },
  { key: 'version', titleKey: 'orders.import.col.version', schema: cellInt({ min: 1, max: 9999, required: true }), example: 1 },
  { key: 'vendorCode', titleKey: 'orders.import.col.vendorCode', schema: cellText({ max: 10, required: true }), example: '10000001' },
  { key: 'purchaseDept', titleKey: 'orders.import.col.purchaseDept', schema: cellText({ required: true }), example: '航材采购部' },
  { key: 'orderDate', titleKey: 'orders.import.col.orderDate', schema: cellText({ max: 10, required: true, pattern: DATE }), hintKey: 'orders.import.hint.date', example: '2026-11-20' },
  { key: 'buyerAccount', titleKey: 'orders.import.col.buyerAccount', schema: cellText({ max: 20 }), example: '20000001' },
  { key: 'buyerName', titleKey: 'orders.import.col.buyerName', schema: cellText({ required: true }), example: '王磊 Wang Lei' },
  { key: 'currency', titleKey: 'orders.import.col.currency', schema: cellText({ max: 3, required: true }), example: 'CNY' },
  { key: 'paymentTerms', titleKey: 'orders.import.col.paymentTerms', schema: cellText(), example: 'Net 60' },
  { key: 'incoterms', titleKey: 'orders.import.col.incoterms', schema: cellText({ max: 20 }), example: 'DAP' },
  { key: 'deliveryAddress', titleKey: 'orders.import.col.deliveryAddress', schema: cellText({ max: 200 }), example: '上海浦东机场航材库' },
  { key: 'itemNo', titleKey: 'orders.import.col.itemNo', schema: cellInt({ min: 1, max: 99999, required: true }), example: 10 },
  { key: 'partNumber', titleKey: 'orders.import.col.partNumber', schema: cellText({ required: true, pattern: /^\S+$/ }), example: 'QA06753' },
  { key: 'description', titleKey: 'orders.import.col.description', schema: cellText({ max: 200 }), example: '液压油滤芯 Hydraulic filter' },
  { key: 'quantity', titleKey: 'orders.import.col.quantity', schema: cellDecimal({ required: true }), example: 24 },
  { key: 'unit', titleKey: 'orders.import.col.unit', schema: cellText({ max: 10, required: true }), example: 'EA' },
  { key: 'unitPrice', titleKey: 'orders.import.col.unitPrice', schema: cellDecimal({ required: true }), hintKey: 'orders.import.hint.price', example: 1280.5 },
  { key: 'vatRate', titleKey: 'orders.import.col.vatRate', schema: cellDecimal({ required: true }), hintKey: 'orders.import.hint.vat', example: 13 },
  { key: 'requestedShipDate', titleKey: 'orders.import.col.requestedShipDate', schema: cellText({ max: 10, required: true, pattern: DATE }), hintKey: 'orders.import.hint.date', example: '2026-12-20' },
  { key: 'shipToCode', titleKey: 'orders.import.col.shipToCode', schema: cellText({ max: 20, required: true }), example: 'PVG1' },
  // The agreement line the item draws on (D-610): both cells or neither.
  { key: 'agreementNo', titleKey: 'orders.import.col.agreementNo', schema: cellText({ max: 30, pattern: /^\S+$/ }), hintKey: 'orders.import.hint.agreement', example: 'AG2026000001' },
  { key: 'agreementLineNo', titleKey: 'orders.import.col.agreementLineNo', schema: cellInt({ min: 1, max: 99999 }), hintKey: 'orders.import.hint.agreement', example: 10 },
] as const;

export const orderImportRow = z.object({
  orderNo: z.string(),
  version: z.number(),
  vendorCode: z.string(),
  purchaseDept: z.string(),
  orderDate: z.string(),
  buyerAccount: z.string().nullable(),
  buyerName: z.string(),
  currency: z.string(),
  paymentTerms: z.string().nullable(),
  incoterms: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  itemNo: z.number(),
  partNumber: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  vatRate: z.number(),
  requestedShipDate: z.string(),
  shipToCode: z.string(),
  agreementNo: z.string().nullable().optional(),
  agreementLineNo: z.number().nullable().optional(),
});
export type OrderImportRow = z.infer<typeof orderImportRow>;

registerMessages({
  'orders.import.title': { zh: '采购订单导入', en: 'Purchase order import' },
  'orders.import.cell_number': { zh: '请输入数字', en: 'Enter a number' },
  'orders.import.col.orderNo': { zh: '订单号', en: 'PO number' },
  'orders.import.col.version': { zh: '版本', en: 'Version' },
  'orders.import.col.vendorCode': { zh: '供应商代码', en: 'Vendor code' },
  'orders.import.col.purchaseDept': { zh: '采购部门', en: 'Purchase dept' },
  'orders.import.col.orderDate': { zh: '订单日期', en: 'Order date' },
  'orders.import.col.buyerAccount': { zh: '采购员工号', en: 'Buyer ID' },
  'orders.import.col.buyerName': { zh: '采购员', en: 'Buyer' },
  'orders.import.col.currency': { zh: '币种', en: 'Currency' },
  'orders.import.col.paymentTerms': { zh: '付款条件', en: 'Payment terms' },
  'orders.import.col.incoterms': { zh: '贸易条款', en: 'Incoterms' },
  'orders.import.col.deliveryAddress': { zh: '收货地址', en: 'Delivery address' },
  'orders.import.col.itemNo': { zh: '行号', en: 'Item' },
  'orders.import.col.partNumber': { zh: '料号', en: 'P/N' },
  'orders.import.col.description': { zh: '描述', en: 'Description' },
  'orders.import.col.quantity': { zh: '数量', en: 'Quantity' },
  'orders.import.col.unit': { zh: '单位', en: 'Unit' },
  'orders.import.col.unitPrice': { zh: '单价（不含税）', en: 'Unit price (VAT excl.)' },
  'orders.import.col.vatRate': { zh: '税率（%）', en: 'VAT rate (%)' },
  'orders.import.col.requestedShipDate': { zh: '要求交货日期', en: 'Requested ship date' },
  'orders.import.col.shipToCode': { zh: '收货点代码', en: 'Ship-to code' },
  'orders.import.col.agreementNo': { zh: '协议编号', en: 'Agreement No.' },
  'orders.import.col.agreementLineNo': { zh: '协议行号', en: 'Agreement line' },
  'orders.import.hint.agreement': { zh: '选填；协议编号与协议行号同时填写', en: 'Optional; agreement number and line together' },
  'orders.import.hint.date': { zh: '格式 YYYY-MM-DD', en: 'Format YYYY-MM-DD' },
  'orders.import.hint.price': { zh: '不含增值税', en: 'Excluding VAT' },
  'orders.import.hint.vat': { zh: '0、1、3、6、9 或 13', en: '0, 1, 3, 6, 9 or 13' },
});
