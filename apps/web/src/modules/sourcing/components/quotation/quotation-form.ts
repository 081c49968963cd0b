/** The quotation editor's form: the quotation as form values and the form's values as the body it saves. */
import dayjs from 'dayjs';
import type { SupplierQuotation } from '@aerosupply/shared/sourcing/responses';
import type { QuotationInput } from '@aerosupply/shared/sourcing/schemas';
import type { FileItem } from '../../../../lib/upload';
import { cleanValues } from '../forms';

interface ItemValues extends Record<string, unknown> {
  rfxItemId: number;
  noBid?: boolean;
  postponed?: boolean;
  postponedDate?: dayjs.Dayjs | null;
  otherFees?: { name?: string; amount?: number }[];
}

const HEADER = ['validityDays', 'currency', 'incoterms', 'deliveryLocation', 'paymentTerm', 'paymentNote', 'remark'] as const;

/** The quotation as the form edits it (postponed date as dayjs, answers by question index). */
export function initialValues(q: SupplierQuotation) {
  const answers: Record<number, string> = {};
  for (const a of q.answers) answers[a.textIndex] = a.answer;
  return {
    ...Object.fromEntries(HEADER.map((k) => [k, q[k] ?? undefined])),
    answers,
    supplierQuestions: q.supplierQuestions,
    attachments: q.attachments,
    items: q.lines.map((l) => ({
      rfxItemId: l.rfxItemId,
      ...(l.quote ?? {}),
      postponedDate: l.quote?.postponedDate ? dayjs(l.quote.postponedDate) : null,
      otherFees: l.quote?.otherFees ?? [],
    })),
  };
}

/** The form's values as the body saved or submitted: blanks left out, empty questions and fees dropped. */
export function bodyOf(values: Record<string, unknown>): QuotationInput {
  const header = cleanValues(Object.fromEntries(HEADER.map((k) => [k, values[k]])));
  const answers = Object.entries((values.answers as Record<string, string | undefined>) ?? {})
    .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
    .map(([k, v]) => ({ textIndex: Number(k), answer: v!.trim() }));
  return {
    ...(header as QuotationInput),
    answers,
    supplierQuestions: ((values.supplierQuestions as { type?: string; text?: string }[] | undefined) ?? []).filter((x) => x?.text?.trim()).map((x) => ({ type: x.type, text: x.text!.trim() })) as QuotationInput['supplierQuestions'],
    attachments: ((values.attachments as FileItem[] | undefined) ?? []).map((f) => f.fileKey),
    items: ((values.items as ItemValues[] | undefined) ?? []).map((raw) => {
      const { rfxItemId, noBid, postponed, otherFees, ...rest } = raw;
      const clean = cleanValues(rest);
      return {
        ...clean,
        rfxItemId,
        noBid: Boolean(noBid),
        postponed: Boolean(postponed),
        otherFees: (otherFees ?? []).filter((f) => f && (f.name || f.amount !== undefined)).map((f) => ({ name: (f.name ?? '').trim(), amount: f.amount as number })),
      };
    }) as QuotationInput['items'],
  };
}
