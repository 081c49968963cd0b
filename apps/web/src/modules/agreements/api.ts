/** Agreement calls: buyer side ('agreements.*'), supplier side ('sup.purchaseOrder'), reports and exchange rates. Types from the shared schemas. */
import { agreementRoutes } from '@aerosupply/shared/agreements/routes';
import type { AgreementInput, AgreementReasonBody } from '@aerosupply/shared/agreements/schemas';
import type { ExchangeRateInput } from '@aerosupply/shared/agreements/rates';
import type { QueryOf } from '@aerosupply/shared/http/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export type AgreementSide = 'supplier' | 'staff';

/** The routes each side lists, exports, reads and prints agreements through. */
export const AGREEMENT_ROUTES = {
  supplier: { list: agreementRoutes.supList, export: agreementRoutes.supExport, detail: agreementRoutes.supDetail, pdf: agreementRoutes.supPdf },
  staff: { list: agreementRoutes.list, export: agreementRoutes.export, detail: agreementRoutes.detail, pdf: agreementRoutes.pdf },
} as const;
export const AGREEMENT_PAGES: Record<AgreementSide, string> = { supplier: '/sup/agreements', staff: '/agreements' };

export const agreementKeys = {
  all: ['agreements'] as const,
  list: (side: AgreementSide) => ['agreements', side, 'list'] as const,
  one: (side: AgreementSide, id: number) => ['agreements', side, 'one', id] as const,
  report: (part: string) => ['agreements', 'report', part] as const,
  rates: ['exchange-rates'] as const,
};

export const agreementApi = {
  get: (side: AgreementSide, id: number) => call(AGREEMENT_ROUTES[side].detail, { params: { id } }),
  create: (body: AgreementInput) => call(agreementRoutes.create, { body }, { silent: true }),
  update: (id: number, body: AgreementInput) => call(agreementRoutes.update, { params: { id }, body }, { silent: true }),
  send: (id: number) => call(agreementRoutes.send, { params: { id } }),
  cancel: (id: number, body: AgreementReasonBody) => call(agreementRoutes.cancel, { params: { id }, body }, { silent: true }),
  confirm: (id: number) => call(agreementRoutes.supConfirm, { params: { id } }),
  refuse: (id: number, body: AgreementReasonBody) => call(agreementRoutes.supRefuse, { params: { id }, body }, { silent: true }),
  suppliers: (q: string) => call(agreementRoutes.suppliers, { query: { q } }, { background: true }),
  spend: (query: Partial<QueryOf<typeof agreementRoutes.reportSpend>>) => call(agreementRoutes.reportSpend, { query }),
  createRate: (body: ExchangeRateInput) => call(agreementRoutes.createRate, { body }, { silent: true }),
  updateRate: (id: number, body: ExchangeRateInput) => call(agreementRoutes.updateRate, { params: { id }, body }, { silent: true }),
  deleteRate: (id: number) => call(agreementRoutes.deleteRate, { params: { id } }),
};

export function useAgreement(side: AgreementSide, id: number | null) {
  return useQuery({ queryKey: agreementKeys.one(side, id ?? 0), queryFn: () => agreementApi.get(side, id!), enabled: id !== null });
}
