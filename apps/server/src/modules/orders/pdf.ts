/**
 * A purchase order as a bilingual PDF (issue 14 item 2 'download as a bilingual PDF'; D-290): every
 * label in Chinese and English, the header fields, the Chinese VAT invoice block, the three amounts,
 * the supplier note and acknowledgement number, then each item with its delivery lines and ship
 * dates. Rendered by the files module's PDF writer (Helvetica + the reader's STSong-Light, nothing
 * embedded), so a 200-line order stays small and quick.
 */
import type { OrderDetail } from '@aerosupply/shared/orders/schemas';
import type { OrderItemStatus, OrderStatus } from '@aerosupply/shared/orders/workflow';
import { renderPdf, type PdfBlock } from '../files';

const STATUS: Record<OrderStatus, string> = {
  new: '新订单 New',
  acknowledged: '已确认 Acknowledged',
  change_requested: '变更申请中 Change requested',
  rejection_requested: '拒绝申请中 Rejection requested',
  cancellation_requested: '取消申请中 Cancellation requested',
  rejected: '已拒绝 Rejected',
  cancelled: '已取消 Cancelled',
  closed: '已关闭 Closed',
  completed: '已完成 Completed',
};
const ITEM_STATUS: Record<OrderItemStatus, string> = {
  open: '待确认 Open',
  acknowledged: '已确认 Acknowledged',
  change_requested: '变更申请中 Change requested',
  rejection_requested: '拒绝申请中 Rejection requested',
  cancellation_requested: '取消申请中 Cancellation requested',
  cancelled: '已取消 Cancelled',
  rejected: '已拒绝 Rejected',
  received: '已收货 Received',
};

// One formatter each (toLocaleString with options builds a new one per call, which dominated the render time).
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QTY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const PRICE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const money = (v: number) => MONEY.format(v);
const qty = (v: number) => QTY.format(v);
const price = (v: number) => PRICE.format(v);
const or = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/** The PDF's file name (ASCII, so every browser keeps it). */
export const orderPdfName = (o: Pick<OrderDetail, 'orderNo' | 'version'>) => `PO-${o.orderNo}-v${o.version}.pdf`;

export function orderPdfBlocks(o: OrderDetail, printedAt: string): PdfBlock[] {
  const field = (zh: string, en: string, value: string | number | null): PdfBlock => ({ kind: 'para', text: `${zh} ${en}: ${typeof value === 'number' ? String(value) : or(value)}` });
  const blocks: PdfBlock[] = [
    { kind: 'title', text: `采购订单 Purchase order ${o.orderNo}` },
    { kind: 'subtitle', text: `版本 Version ${o.version} · ${STATUS[o.status]} · 打印时间 Printed ${printedAt}` },
    { kind: 'heading', text: '订单信息 Order' },
    field('供应商', 'Vendor', `${o.supplierName}${o.vendorCode ? ` (${o.vendorCode})` : ''}`),
    field('采购部门', 'Purchase dept', o.purchaseDept),
    field('订单类型', 'Order type', o.orderType),
    field('订单日期', 'Order date', o.orderDate),
    field('下达时间', 'Released', o.releasedAt.slice(0, 16).replace('T', ' ') + ' UTC'),
    field('采购员', 'Buyer', o.buyerName),
    field('业务员', 'Salesman', o.salesman),
    field('电话', 'Tel', o.tel),
    field('邮箱', 'Email', o.email),
    field('币种', 'Currency', o.currency),
    field('付款条件', 'Payment terms', o.paymentTerms),
    field('贸易条款', 'Incoterms', o.incoterms),
    field('交货地址', 'Delivery address', o.deliveryAddress),
    field('发票地址', 'Invoice address', o.invoiceAddress),
    field('备注', 'Remark', o.remark),
    { kind: 'heading', text: '增值税发票信息 Chinese VAT invoice' },
    field('公司名称', 'Company', o.vatInvoice.company),
    field('税号', 'Tax ID', o.vatInvoice.taxId),
    field('地址', 'Address', o.vatInvoice.address),
    field('电话', 'Tel', o.vatInvoice.tel),
    field('开户银行', 'Bank', o.vatInvoice.bank),
    field('账号', 'Account', o.vatInvoice.account),
    { kind: 'heading', text: '金额 Amounts' },
    field('不含税金额', 'VAT-exclusive', `${money(o.netAmount)} ${o.currency}`),
    field('税额', 'VAT', `${money(o.vatAmount)} ${o.currency}`),
    ...(o.fee ? [field('费用', 'Fee', `${money(o.fee)} ${o.currency}`)] : []),
    field('含税金额', 'VAT-inclusive', `${money(o.totalAmount)} ${o.currency}`),
    field('供应商备注', 'Supplier note', o.supplierNote),
    field('确认单号', 'Acknowledgement no.', o.acknowledgementNo),
    { kind: 'heading', text: `订单行 Items (${o.items.length})` },
  ];
  for (const i of o.items) {
    blocks.push({ kind: 'heading', text: `${i.itemNo}  ${i.partNumber}${i.description ? `  ${i.description}` : ''}` });
    blocks.push({
      kind: 'para',
      text: `数量 Qty ${qty(i.quantity)} ${i.unit} × 单价 Unit price ${price(i.unitPrice)} = 不含税 Net ${money(i.netAmount)}; 税率 VAT ${i.vatRate}% ${money(i.vatAmount)}; 含税 Total ${money(i.total)}; ${ITEM_STATUS[i.status]}`,
    });
    blocks.push({ kind: 'para', text: `原始交期 Original ship date ${i.originalShipDate}; 要求交期 Requested ${i.requestedShipDate}; 确认交期 Confirmed ${or(i.confirmedShipDate)}` });
    for (const [n, l] of i.deliveryLines.entries()) {
      blocks.push({
        kind: 'bullet',
        text: `交货行 Delivery line ${n + 1}: ${l.shipToCode}${l.deliveryAddress ? ` ${l.deliveryAddress}` : ''}, 数量 Qty ${qty(l.quantity)}, 需求日期 Need by ${l.needByDate}; 原始交期 Original ${l.originalNeedByDate}, 确认交期 Confirmed ${or(l.confirmedShipDate)}`,
      });
    }
  }
  return blocks;
}

export function renderOrderPdf(o: OrderDetail, now: Date): Buffer {
  const stamp = now.toISOString();
  return renderPdf({
    title: `采购订单 Purchase order ${o.orderNo} v${o.version}`,
    author: 'AeroSupply',
    blocks: orderPdfBlocks(o, `${stamp.slice(0, 16).replace('T', ' ')} UTC`),
    creationDate: stamp.replace(/[-:T]/g, '').slice(0, 14) + 'Z',
  });
}
