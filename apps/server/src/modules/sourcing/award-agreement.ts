/**
 * What an award's agreements carry (issue 25 items 1 and 2, D-470..D-475): one plan per winning
 * supplier, read by the award screen before the approval (so nothing is dropped unseen) and by
 * the approval, which makes the draft agreements from it. A line is the awarded offer: the
 * alternate P/N (the RFx item's P/N kept as "replaces"), manufacturer, condition code,
 * certificate, lead time and postponed delivery date, the unit price; the offer's other fees are
 * charges (pro rata of the awarded quantity); every clause of the awarded items, typed by the
 * `contractType` code table. The agreement's buyer is the RFx's; the approver is recorded apart.
 */
import { CONTRACT_TYPES, type AgreementChargeInput, type AgreementLineInput, type ContractClauseInput } from '@aerosupply/shared/agreements/schemas';
import type { AwardAgreementPlan } from '@aerosupply/shared/sourcing/award';
import { dayIn } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { createAgreementFromAward, convertAmount, mustConvert } from '../agreements';
import * as arepo from './award-repo';
import * as qrepo from './quotation-repo';
import * as repo from './repo';

type RfxRow = NonNullable<Awaited<ReturnType<typeof repo.findRfx>>>;
type ItemRow = Awaited<ReturnType<typeof repo.listItems>>[number];
/** Converts an amount from one currency to another (the approval refuses a missing rate; the preview shows the amount as is). */
type Convert = (amount: number, from: string, to: string) => Promise<number>;

/** Months an agreement made from an award runs (from the approval day; D-283). */
export const AWARD_AGREEMENT_MONTHS = 12;
/** Other fees of an offer as stored. */
interface Fee { name: string; amount: number }

const round4 = (v: number) => Math.round((v + Number.EPSILON) * 1e4) / 1e4;
const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;
/** The first value given (the offer's, else the RFx's), unchanged: the agreement's own check refuses an unknown or missing code, naming the field (no default stands in, D-561). */
const given = (...values: (string | null | undefined)[]): string => values.find((v): v is string => !!v) ?? '';

/** Every clause of an item, in order; a type outside the table (none after migration 1031) goes as `other` with its text in the name, never dropped. */
function clausesOf(rfx: RfxRow, item: ItemRow): ContractClauseInput[] {
  return (item.clauses ?? []).map((c, n) => {
    const known = (CONTRACT_TYPES as readonly string[]).includes(c.contractType);
    const name = c.contractName ?? rfx.description;
    return {
      contractType: (known ? c.contractType : 'other') as ContractClauseInput['contractType'],
      contractNo: c.contractNo ?? rfx.number,
      contractName: (known ? name : `${name} (${c.contractType})`).slice(0, 100),
      clauseNo: c.clauseNo ?? `${item.line_no}.${n + 1}`,
      clauseText: c.clauseText,
    };
  });
}

/** The agreement an approval makes for one winner. */
export interface AgreementPlan {
  companyId: number;
  currency: string;
  incoterms: string;
  incotermsPlace: string | null;
  paymentTerms: string;
  buyerName: string;
  linesAmount: number;
  chargesAmount: number;
  totalAmount: number;
  lines: AgreementLineInput[];
  clauses: ContractClauseInput[];
  charges: AgreementChargeInput[];
}

/** A plan as the award screen shows it. */
export function presentPlan(p: AgreementPlan, supplierName: string): AwardAgreementPlan {
  const { lines, charges, ...head } = p;
  return {
    ...head,
    supplierName,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partNumber: l.partNumber,
      replacesPn: l.replacesPn ?? null,
      description: l.description ?? null,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      leadTimeDays: l.leadTimeDays ?? null,
      manufacturerPn: l.manufacturerPn ?? null,
      manufacturerCode: l.manufacturerCode ?? null,
      manufacturerName: l.manufacturerName ?? null,
      conditionCode: l.conditionCode ?? null,
      certificate: l.certificate ?? null,
      postponedDate: l.postponedDate ?? null,
    })),
    charges: charges.map((c) => ({ lineNo: c.lineNo ?? null, name: c.name, amount: c.amount })),
  };
}

/** The plans of one award: per winner, the agreement the approval will make. */
export async function planAgreements(db: Database, rfx: RfxRow, awardId: number, convert: Convert): Promise<AgreementPlan[]> {
  const lines = await arepo.listAwardLines(db, [awardId]);
  if (lines.length === 0) return [];
  const quotations = new Map((await qrepo.listRfxQuotations(db, rfx.id)).map((q) => [q.id, q]));
  const items = new Map((await repo.listItems(db, rfx.id)).map((i) => [i.id, i]));
  const offers = await qrepo.listQuotationItems(db, [...new Set(lines.map((l) => l.quotation_id))]);
  const plans: AgreementPlan[] = [];
  for (const companyId of [...new Set(lines.map((l) => l.company_id))]) {
    const own = lines.filter((l) => l.company_id === companyId);
    const q = quotations.get(own[0]!.quotation_id)!;
    const currency = q.currency ?? own[0]!.currency;
    const agreementLines: AgreementLineInput[] = [];
    const charges: AgreementChargeInput[] = [];
    const clauses = new Map<string, ContractClauseInput>();
    for (const l of own) {
      const item = items.get(l.rfx_item_id)!;
      const o = offers.find((x) => x.quotation_id === l.quotation_id && x.rfx_item_id === l.rfx_item_id);
      const quantity = Number(l.quantity);
      const price = await convert(Number(l.unit_price), l.currency, currency);
      const alternate = o?.alternative_pn ?? null;
      agreementLines.push({
        lineNo: item.line_no,
        partNumber: alternate ?? item.material_pn,
        replacesPn: alternate && alternate !== item.material_pn ? item.material_pn : undefined,
        description: item.description.slice(0, 200),
        category: 'other',
        quantity,
        unit: given(item.unit) as AgreementLineInput['unit'],
        unitPrice: round4(price),
        leadTimeDays: o?.lead_time_days ?? undefined,
        // The offer's manufacturer; without one, the RFx item's unless an alternate was offered (D-470).
        manufacturerPn: o?.manufacturer_pn ?? undefined,
        manufacturerCode: o?.manufacturer_code ?? (alternate ? undefined : item.manufacturer_code) ?? undefined,
        manufacturerName: o?.manufacturer_name ?? (alternate ? undefined : item.manufacturer_name) ?? undefined,
        conditionCode: (o?.condition_code ?? undefined) as AgreementLineInput['conditionCode'],
        certificate: (o?.certificate ?? undefined) as AgreementLineInput['certificate'],
        postponedDate: o?.postponed && o.postponed_date ? o.postponed_date : undefined,
      });
      // Fees spread over the quoted (else the RFx) quantity, as the comparison counted them (D-471).
      const basis = o?.quote_qty && Number(o.quote_qty) > 0 ? Number(o.quote_qty) : Number(item.quantity);
      for (const fee of ((o?.other_fees ?? []) as Fee[])) {
        const share = basis > 0 && Math.abs(quantity - basis) > 1e-9 ? (fee.amount * quantity) / basis : fee.amount;
        charges.push({ lineNo: item.line_no, name: fee.name, amount: round4(await convert(share, o?.currency ?? l.currency, currency)) });
      }
      for (const c of clausesOf(rfx, item)) clauses.set(JSON.stringify(c), c);
    }
    const linesAmount = round2(agreementLines.reduce((s, x) => s + round2(x.quantity * x.unitPrice), 0));
    const chargesAmount = round2(charges.reduce((s, x) => s + x.amount, 0));
    plans.push({
      companyId,
      currency,
      incoterms: given(q.incoterms, rfx.incoterms),
      incotermsPlace: q.delivery_location ?? rfx.delivery_location ?? null,
      paymentTerms: given(q.payment_term, rfx.payment_term),
      buyerName: rfx.created_by_name,
      linesAmount,
      chargesAmount,
      totalAmount: round2(linesAmount + chargesAmount),
      lines: agreementLines,
      clauses: [...clauses.values()],
      charges,
    });
  }
  return plans;
}

/** The preview's conversion: at today's rate, the amount as is when no rate applies (the approval then refuses). */
export const previewConvert = (db: Database, today: string): Convert => async (amount, from, to) =>
  from === to ? amount : ((await convertAmount(db, amount, from, to, today))?.converted ?? amount);

const addMonths = (d: Date, months: number) => {
  const x = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
  x.setUTCDate(x.getUTCDate() - 1);
  return x.toISOString().slice(0, 10);
};

/** One draft agreement per winning supplier, as planned; the buyer is the RFx's, the approver the actor (D-472). */
export async function createAgreements(deps: AppDeps, trx: Database, actor: Actor, rfx: RfxRow, awardId: number, now: Date): Promise<void> {
  const today = dayIn(now, deps.config.companyTimeZone);
  const convert: Convert = async (amount, from, to) => (from === to ? amount : (await mustConvert(trx, amount, from, to, today)).converted);
  for (const plan of await planAgreements(trx, rfx, awardId, convert)) {
    const created = await createAgreementFromAward(deps, trx, actor, {
      sourceRef: rfx.number,
      buyer: { userId: rfx.created_by, name: rfx.created_by_name },
      approver: { userId: actor.userId, name: actor.realName },
      companyId: plan.companyId,
      title: `${rfx.number} ${rfx.description}`.slice(0, 100),
      currency: plan.currency,
      incoterms: plan.incoterms,
      incotermsPlace: plan.incotermsPlace ?? undefined,
      paymentTerms: plan.paymentTerms,
      validFrom: today,
      validTo: addMonths(now, AWARD_AGREEMENT_MONTHS),
      lines: plan.lines,
      clauses: plan.clauses,
      charges: plan.charges,
    });
    await arepo.setLineAgreement(trx, awardId, plan.companyId, created);
  }
}
