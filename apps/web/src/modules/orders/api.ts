/** Purchase order calls: supplier side ('sup.purchaseOrder') and buyer side ('po.view', 'po.manage'). Types from the shared schemas. */
import type { AcknowledgeItemBody, AcknowledgeOrderBody, AnswerRequestBody, IntakeAnswer, OrderDetail, OrderIntake, ReasonBody, RequestItemChangeBody, StaffReasonBody } from '@aerosupply/shared/orders/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../lib/api/client';

export type OrderSide = 'supplier' | 'staff';

/** API base of each side. */
export const ORDER_BASE: Record<OrderSide, string> = { supplier: '/api/sup/orders', staff: '/api/orders' };
/** Screen base of each side. */
export const ORDER_PAGES: Record<OrderSide, string> = { supplier: '/sup/orders', staff: '/orders' };

export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderSide) => ['orders', side, 'list'] as const,
  one: (side: OrderSide, id: number) => ['orders', side, 'one', id] as const,
};

export const orderApi = {
  create: (body: OrderIntake) => api.post<IntakeAnswer>('/api/orders', body, { silent: true }),
  get: (side: OrderSide, id: number) => api.get<OrderDetail>(`${ORDER_BASE[side]}/${id}`),
  acknowledge: (id: number, body: AcknowledgeOrderBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/acknowledge`, body, { silent: true }),
  acknowledgeItem: (id: number, itemId: number, body: AcknowledgeItemBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/items/${itemId}/acknowledge`, body),
  requestChange: (id: number, itemId: number, body: RequestItemChangeBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/items/${itemId}/change-request`, body, { silent: true }),
  requestItemRejection: (id: number, itemId: number, body: ReasonBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/items/${itemId}/rejection-request`, body, { silent: true }),
  requestItemCancellation: (id: number, itemId: number, body: ReasonBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/items/${itemId}/cancellation-request`, body, { silent: true }),
  requestRejection: (id: number, body: ReasonBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/rejection-request`, body, { silent: true }),
  requestCancellation: (id: number, body: ReasonBody) => api.post<OrderDetail>(`/api/sup/orders/${id}/cancellation-request`, body, { silent: true }),
  /** The buyer's actions send the order revision they were decided on (D-502): another one now is a 409 saying what changed. */
  answer: (id: number, requestId: number, body: AnswerRequestBody) => api.post<OrderDetail>(`/api/orders/${id}/requests/${requestId}/answer`, body, { silent: true }),
  cancel: (id: number, body: StaffReasonBody) => api.post<OrderDetail>(`/api/orders/${id}/cancel`, body, { silent: true }),
  close: (id: number, body: StaffReasonBody) => api.post<OrderDetail>(`/api/orders/${id}/close`, body, { silent: true }),
  /** A buyer adds a file to the order (multipart "file"); the answer is the order. */
  addAttachment: (id: number, file: Blob) => {
    const body = new FormData();
    body.append('file', file);
    return request<OrderDetail>('POST', `/api/orders/${id}/attachments`, { multipart: body, background: true });
  },
  removeAttachment: (id: number, fileKey: string) => api.delete<OrderDetail>(`/api/orders/${id}/attachments/${encodeURIComponent(fileKey)}`),
};

export function useOrder(side: OrderSide, id: number | null) {
  return useQuery({ queryKey: orderKeys.one(side, id ?? 0), queryFn: () => orderApi.get(side, id!), enabled: id !== null });
}
