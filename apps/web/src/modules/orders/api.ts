/** Purchase order calls: supplier side ('sup.purchaseOrder') and buyer side ('po.view', 'po.manage'). Through the shared route contracts. */
import { ordersRoutes } from '@aerosupply/shared/orders/routes';
import type { AcknowledgeItemBody, AcknowledgeOrderBody, AnswerRequestBody, OrderIntake, ReasonBody, RequestItemChangeBody, StaffReasonBody } from '@aerosupply/shared/orders/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export type OrderSide = 'supplier' | 'staff';

/** The routes that differ by side: list, export, detail and PDF. */
export const ORDER_ROUTES = {
  supplier: { list: ordersRoutes.supList, export: ordersRoutes.supExport, detail: ordersRoutes.supDetail, pdf: ordersRoutes.supPdf },
  staff: { list: ordersRoutes.list, export: ordersRoutes.export, detail: ordersRoutes.detail, pdf: ordersRoutes.pdf },
} as const;
/** Screen base of each side. */
export const ORDER_PAGES: Record<OrderSide, string> = { supplier: '/sup/orders', staff: '/orders' };

export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderSide) => ['orders', side, 'list'] as const,
  one: (side: OrderSide, id: number) => ['orders', side, 'one', id] as const,
};

export const orderApi = {
  create: (body: OrderIntake) => call(ordersRoutes.create, { body }, { silent: true }),
  get: (side: OrderSide, id: number) => call(ORDER_ROUTES[side].detail, { params: { id } }),
  acknowledge: (id: number, body: AcknowledgeOrderBody) => call(ordersRoutes.supAcknowledge, { params: { id }, body }, { silent: true }),
  acknowledgeItem: (id: number, itemId: number, body: AcknowledgeItemBody) => call(ordersRoutes.supAcknowledgeItem, { params: { id, itemId }, body }),
  requestChange: (id: number, itemId: number, body: RequestItemChangeBody) => call(ordersRoutes.supChangeItem, { params: { id, itemId }, body }, { silent: true }),
  requestItemRejection: (id: number, itemId: number, body: ReasonBody) => call(ordersRoutes.supRejectItem, { params: { id, itemId }, body }, { silent: true }),
  requestItemCancellation: (id: number, itemId: number, body: ReasonBody) => call(ordersRoutes.supCancelItem, { params: { id, itemId }, body }, { silent: true }),
  requestRejection: (id: number, body: ReasonBody) => call(ordersRoutes.supReject, { params: { id }, body }, { silent: true }),
  requestCancellation: (id: number, body: ReasonBody) => call(ordersRoutes.supCancel, { params: { id }, body }, { silent: true }),
  /** The buyer's actions send the order revision they were decided on (D-502): another one now is a 409 saying what changed. */
  answer: (id: number, requestId: number, body: AnswerRequestBody) => call(ordersRoutes.answerRequest, { params: { id, requestId }, body }, { silent: true }),
  cancel: (id: number, body: StaffReasonBody) => call(ordersRoutes.cancel, { params: { id }, body }, { silent: true }),
  close: (id: number, body: StaffReasonBody) => call(ordersRoutes.close, { params: { id }, body }, { silent: true }),
  /** A buyer adds a file to the order (multipart "file"); the answer is the order. */
  addAttachment: (id: number, file: Blob) => {
    const body = new FormData();
    body.append('file', file);
    return call(ordersRoutes.addAttachment, { params: { id } }, { multipart: body, background: true });
  },
  removeAttachment: (id: number, fileKey: string) => call(ordersRoutes.removeAttachment, { params: { id, fileKey } }),
};

export function useOrder(side: OrderSide, id: number | null) {
  return useQuery({ queryKey: orderKeys.one(side, id ?? 0), queryFn: () => orderApi.get(side, id!), enabled: id !== null });
}
