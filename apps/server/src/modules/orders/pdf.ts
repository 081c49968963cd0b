/**
 * A purchase order as a bilingual PDF (issue 14 item 2 'download as a bilingual PDF'; D-290) in the
 * portal's print layout (D-522): every label in Chinese and English (orders.pdf.* in the shared
 * catalogue), the header fields, the Chinese VAT invoice block, the items as a table whose header
 * repeats on each page, the totals, the delivery lines with their dates, and the supplier note and
 * acknowledgement number. Rendered by the files module (pdfkit, Noto Sans SC embedded and subsetted).
 */
import { translate } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { OrderDetail } from '@aerosupply/shared/orders/schemas';
import { renderPdf, type PdfBlock, type PdfColumn } from '../files';

// One formatter each (toLocaleString with options builds a new one per call, which dominated the render time).
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QTY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const PRICE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const money = (v: number) => MONEY.format(v);
const qty = (v: number) => QTY.format(v);
const price = (v: number) => PRICE.format(v);
const or = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/** "中文 English" of a catalogue key; `\n` between them for a table's column title. */
const both = (key: string, sep = ' ') => `${translate(key, 'zh')}${sep}${translate(key, 'en')}`;
const col = (key: string, width: number, align?: 'right'): PdfColumn => ({ title: both(`orders.pdf.col.${key}`, '\n'), width, align });

/** The PDF's file name (ASCII, so every browser keeps it). */
export const orderPdfName = (o: Pick<OrderDetail, 'orderNo' | 'version'>) => `PO-${o.orderNo}-v${o.version}.pdf`;

export function orderPdfBlocks(o: OrderDetail, timeZone: string): PdfBlock[] {
  const field = (key: string, value: string | number | null): [string, string] => [both(`orders.pdf.${key}`, '\n'), typeof value === 'number' ? String(value) : or(value)];
  const withCurrency = (v: number) => `${money(v)} ${o.currency}`;
  return [
    { kind: 'title', text: `${both('orders.pdf.title')} ${o.orderNo}` },
    { kind: 'subtitle', text: `${both('pdf.version')} ${o.version} · ${both('orders.pdf.status')}: ${both(`orders.export.status.${o.status}`)}` },
    { kind: 'heading', text: both('orders.pdf.order') },
    {
      kind: 'fields',
      rows: [
        field('vendor', `${o.supplierName}${o.vendorCode ? ` (${o.vendorCode})` : ''}`),
        field('purchaseDept', o.purchaseDept),
        field('orderType', both(`orders.export.type.${o.orderType}`)),
        field('orderDate', o.orderDate),
        field('released', formatDateTime(o.releasedAt, timeZone)),
        field('buyer', o.buyerName),
        field('salesman', o.salesman),
        field('tel', o.tel),
        field('email', o.email),
        field('currency', o.currency),
        field('paymentTerms', o.paymentTerms),
        field('incoterms', o.incoterms),
        field('deliveryAddress', o.deliveryAddress),
        field('invoiceAddress', o.invoiceAddress),
        field('remark', o.remark),
        field('supplierNote', o.supplierNote),
        field('acknowledgementNo', o.acknowledgementNo),
      ],
    },
    { kind: 'heading', text: both('orders.pdf.vat') },
    {
      kind: 'fields',
      rows: [
        field('vatCompany', o.vatInvoice.company),
        field('taxId', o.vatInvoice.taxId),
        field('address', o.vatInvoice.address),
        field('tel', o.vatInvoice.tel),
        field('bank', o.vatInvoice.bank),
        field('account', o.vatInvoice.account),
      ],
    },
    { kind: 'heading', text: `${both('orders.pdf.items')} (${o.items.length})` },
    {
      kind: 'table',
      columns: [col('item', 0.07), col('part', 0.21), col('qty', 0.08, 'right'), col('unitPrice', 0.1, 'right'), col('net', 0.11, 'right'), col('vat', 0.1, 'right'), col('total', 0.11, 'right'), col('dates', 0.13), col('status', 0.09)],
      rows: o.items.map((i) => [
        String(i.itemNo),
        `${i.partNumber}${i.description ? ` · ${i.description}` : ''}`,
        `${qty(i.quantity)} ${i.unit}`,
        price(i.unitPrice),
        money(i.netAmount),
        `${i.vatRate}% · ${money(i.vatAmount)}`,
        money(i.total),
        `${i.originalShipDate} · ${i.requestedShipDate} · ${or(i.confirmedShipDate)}`,
        both(`orders.pdf.item_status.${i.status}`, '\n'),
      ]),
    },
    {
      kind: 'totals',
      rows: [
        [both('orders.pdf.netAmount'), withCurrency(o.netAmount)],
        [both('orders.pdf.vatAmount'), withCurrency(o.vatAmount)],
        ...(o.fee ? [[both('orders.pdf.fee'), withCurrency(o.fee)] as [string, string]] : []),
        [both('orders.pdf.totalAmount'), withCurrency(o.totalAmount)],
      ],
    },
    { kind: 'heading', text: both('orders.pdf.lines') },
    {
      kind: 'table',
      columns: [col('item', 0.08), col('line', 0.08), col('shipTo', 0.38), col('qty', 0.1, 'right'), col('needBy', 0.12), col('original', 0.12), col('confirmed', 0.12)],
      rows: o.items.flatMap((i) =>
        i.deliveryLines.map((l, n) => [String(i.itemNo), String(n + 1), `${l.shipToCode}${l.deliveryAddress ? ` · ${l.deliveryAddress}` : ''}`, qty(l.quantity), l.needByDate, l.originalNeedByDate, or(l.confirmedShipDate)]),
      ),
    },
  ];
}

export function renderOrderPdf(o: OrderDetail, now: Date, timeZone: string): Buffer {
  return renderPdf({
    title: `${both('orders.pdf.title')} ${o.orderNo} v${o.version}`,
    author: 'AeroSupply',
    header: { title: both('orders.pdf.title', ' · '), number: o.orderNo, version: o.version },
    blocks: orderPdfBlocks(o, timeZone),
    generatedAt: now,
    timeZone,
  });
}
