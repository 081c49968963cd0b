/** Agreement calls: buyer side ('agreements.*'), supplier side ('sup.purchaseOrder'), reports and exchange rates. Types from the shared schemas. */
import type { AgreementDetail, AgreementInput, AgreementReasonBody, AgreementSpend, SupplierOption } from '@aerosupply/shared/agreements/schemas';
import type { ExchangeRateInput, ExchangeRateRow } from '@aerosupply/shared/agreements/rates';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../lib/api/client';

export type AgreementSide = 'supplier' | 'staff';

export const AGREEMENT_BASE: Record<AgreementSide, string> = { supplier: '/api/sup/agreements', staff: '/api/agreements' };
export const AGREEMENT_PAGES: Record<AgreementSide, string> = { supplier: '/sup/agreements', staff: '/agreements' };

export const agreementKeys = {
  all: ['agreements'] as const,
  list: (side: AgreementSide) => ['agreements', side, 'list'] as const,
  one: (side: AgreementSide, id: number) => ['agreements', side, 'one', id] as const,
  report: (part: string) => ['agreements', 'report', part] as const,
  rates: ['exchange-rates'] as const,
};

export const agreementApi = {
  get: (side: AgreementSide, id: number) => api.get<AgreementDetail>(`${AGREEMENT_BASE[side]}/${id}`),
  create: (body: AgreementInput) => api.post<AgreementDetail>('/api/agreements', body, { silent: true }),
  update: (id: number, body: AgreementInput) => api.put<AgreementDetail>(`/api/agreements/${id}`, body, { silent: true }),
  send: (id: number) => api.post<AgreementDetail>(`/api/agreements/${id}/send`),
  cancel: (id: number, body: AgreementReasonBody) => api.post<AgreementDetail>(`/api/agreements/${id}/cancel`, body, { silent: true }),
  confirm: (id: number) => api.post<AgreementDetail>(`/api/sup/agreements/${id}/confirm`),
  refuse: (id: number, body: AgreementReasonBody) => api.post<AgreementDetail>(`/api/sup/agreements/${id}/refuse`, body, { silent: true }),
  suppliers: (q: string) => api.get<SupplierOption[]>('/api/agreements/suppliers', { q }, { background: true }),
  spend: (params: QueryParams) => api.get<AgreementSpend>('/api/agreement-reports/spend', params),
  createRate: (body: ExchangeRateInput) => api.post<ExchangeRateRow>('/api/exchange-rates', body, { silent: true }),
  updateRate: (id: number, body: ExchangeRateInput) => api.put<ExchangeRateRow>(`/api/exchange-rates/${id}`, body, { silent: true }),
  deleteRate: (id: number) => api.delete<null>(`/api/exchange-rates/${id}`),
};

export function useAgreement(side: AgreementSide, id: number | null) {
  return useQuery({ queryKey: agreementKeys.one(side, id ?? 0), queryFn: () => agreementApi.get(side, id!), enabled: id !== null });
}
