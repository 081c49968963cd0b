/** The inquiry's fields (spec 001 §3) as Descriptions items, shared by the staff and the shop views. */
import type { TFunction } from 'i18next';
import type { DescriptionsProps } from 'antd';
import type { InquiryDetail } from '@aerosupply/shared/repair/responses';
import { codeLabel } from './codes';

type InquiryBase = Omit<InquiryDetail, 'quotes' | 'order' | 'actions' | 'expired' | 'status'>;

export function inquiryItems(t: TFunction, dateTime: (v: string) => string, r: InquiryBase): NonNullable<DescriptionsProps['items']> {
  const f = (k: string) => t(`repair.fields.${k}`);
  const item = (key: string, children: React.ReactNode, span?: number) => ({ key, label: f(key), children: children ?? '-', ...(span ? { span } : {}) });
  return [
    item('number', r.number),
    item('pn', r.pn),
    item('description', r.description),
    item('mpn', r.mpn),
    item('manufacturer', r.manufacturer),
    item('ataChapter', r.ataChapter),
    item('quantity', `${r.quantity} ${r.unit}`),
    item('serialNumbers', r.serialNumbers.join(', ') || '-'),
    item('materialGroup', codeLabel(t, 'materialGroup', r.materialGroup)),
    item('equipmentType', codeLabel(t, 'equipmentType', r.equipmentType)),
    item('priority', codeLabel(t, 'priority', r.priority)),
    item('conditionCode', codeLabel(t, 'condition', r.conditionCode)),
    item('certificateRequirement', codeLabel(t, 'certificate', r.certificateRequirement)),
    item('demandDate', r.demandDate),
    item('arrivalPlace', r.arrivalPlace),
    item('repairLevel', codeLabel(t, 'process', r.repairLevel)),
    item('pricingMethod', codeLabel(t, 'pricing', r.pricingMethod)),
    item('serialReturnCode', codeLabel(t, 'serialReturn', r.serialReturnCode)),
    item('quotationDeadline', dateTime(r.quotationDeadline)),
    item('faultContent', r.faultContent, 3),
    item('jobRequirements', r.jobRequirements, 3),
    item('createdBy', r.createdBy),
    item('createdAt', dateTime(r.createdAt)),
  ];
}
