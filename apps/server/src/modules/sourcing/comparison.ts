/**
 * The comparison of an opened RFx (issue 13 items 1-2, D-280): per item every bidder's offer on
 * one basis (unit price per one unit plus other fees spread per unit, converted to one currency at
 * the opening day's rate, VAT apart), lead time, Incoterms and delivery location, alternates,
 * no-bid and postponed marks, the budget beside; the cheapest and the fastest flagged; its Excel export.
 */
import { translate, type Lang } from '@aerosupply/shared';
import { landedUnitOf, type Comparison, type ComparisonItem, type ComparisonOffer, type ComparisonQuery } from '@aerosupply/shared/sourcing/award';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { convertAmount } from '../agreements';
import * as arepo from './award-repo';
import * as qrepo from './quotation-repo';
import * as repo from './repo';

const round = (v: number, places: number) => Math.round((v + Number.EPSILON) * 10 ** places) / 10 ** places;
const num = (v: string | null) => (v === null ? null : Number(v));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The opened RFx (404 unknown, 409 while sealed). */
export async function openedRfx(db: Database, rfxId: number) {
  const rfx = await repo.findRfx(db, rfxId);
  if (!rfx) throw notFound();
  if (rfx.status !== 'completed' || !rfx.opened_at) throw conflict('sourcing.award.not_opened');
  return rfx;
}

/** Builds the comparison; `currency` is the basis. Offers of submitted quotations only (a not-quoted bidder has none). */
export async function buildComparison(db: Database, rfxId: number, q: ComparisonQuery): Promise<Comparison> {
  const rfx = await openedRfx(db, rfxId);
  const rateDate = isoDay(new Date(rfx.opened_at!));
  const [items, bidders, quotations] = await Promise.all([repo.listItems(db, rfxId), repo.listBidders(db, rfxId), qrepo.listRfxQuotations(db, rfxId)]);
  const submitted = quotations.filter((x) => x.status === 'submitted');
  const quoteItems = await arepo.comparisonOffers(db, rfxId);
  const rates = new Map<string, { rate: number; rateDate: string | null } | null>();
  const rateOf = async (from: string | null) => {
    const cur = from ?? q.currency;
    if (!rates.has(cur)) {
      const c = await convertAmount(db, 1, cur, q.currency, rateDate);
      rates.set(cur, c ? { rate: c.rate, rateDate: c.rateDate } : null);
    }
    return rates.get(cur)!;
  };
  const cachedRate = (from: string | null) => rates.get(from ?? q.currency) ?? null;
  const currencyOf = new Map(submitted.map((x) => [x.id, x.currency]));
  const byQuotationCurrency = (id: number) => currencyOf.get(id) ?? null;
  // Rates of every currency first, so the loop over the offers stays synchronous.
  for (const cur of new Set([...quoteItems.map((i) => i.currency ?? byQuotationCurrency(i.quotation_id)), ...items.map((i) => i.budget_currency)])) await rateOf(cur);
  const byQuotation = new Map(submitted.map((x) => [x.id, x]));
  const itemById = new Map(items.map((x) => [x.id, x]));
  const offersByItem = new Map<number, ComparisonOffer[]>();
  for (const i of quoteItems) {
    const head = byQuotation.get(i.quotation_id);
    const item = itemById.get(i.rfx_item_id);
    if (!item || !head) continue;
    const currency = i.currency ?? head.currency;
    const { perUnit, feesPerUnit } = landedUnitOf({ unitPrice: i.unit_price, priceUnit: i.price_unit, otherFees: i.other_fees ?? [], quoteQty: i.quote_qty }, Number(item.quantity));
    const r = i.no_bid ? null : cachedRate(currency);
    const landed = !i.no_bid && perUnit !== null && r ? round(perUnit * r.rate, 4) : null;
    const vat = i.vat_rate;
    const offer: ComparisonOffer = {
      quotationId: head.id,
      companyId: head.company_id,
      vendorCode: head.vendor_code,
      name: head.name,
      nameEn: head.name_en,
      noBid: i.no_bid,
      postponed: i.postponed,
      postponedDate: i.postponed_date,
      quoteQty: i.quote_qty,
      unitPrice: i.unit_price,
      currency,
      priceUnit: i.price_unit,
      vatRate: vat,
      feesPerUnit: round(feesPerUnit, 4),
      rate: r?.rate ?? null,
      rateDate: r?.rateDate ?? null,
      landedUnit: landed,
      vatPerUnit: landed !== null && vat !== null ? round((landed * vat) / 100, 4) : null,
      leadTimeDays: i.lead_time_days,
      incoterms: head.incoterms,
      deliveryLocation: head.delivery_location,
      alternativePn: i.alternative_pn,
      conditionCode: i.condition_code,
      certificate: i.certificate,
      cheapest: false,
      fastest: false,
    };
    const list = offersByItem.get(item.id) ?? [];
    list.push(offer);
    offersByItem.set(item.id, list);
  }
  const out: ComparisonItem[] = [];
  for (const item of items) {
    const offers = offersByItem.get(item.id) ?? [];
    const priced = offers.filter((o) => o.landedUnit !== null);
    const min = priced.length ? Math.min(...priced.map((o) => o.landedUnit!)) : null;
    const withLead = offers.filter((o) => !o.noBid && o.leadTimeDays !== null);
    const fastest = withLead.length ? Math.min(...withLead.map((o) => o.leadTimeDays!)) : null;
    for (const o of offers) {
      o.cheapest = min !== null && o.landedUnit === min;
      o.fastest = fastest !== null && !o.noBid && o.leadTimeDays === fastest;
    }
    offers.sort(q.sort === 'lead' ? byLead : byLanded);
    const budget = num(item.budget_price);
    const br = budget !== null ? cachedRate(item.budget_currency) : null;
    out.push({
      rfxItemId: item.id,
      lineNo: item.line_no,
      materialPn: item.material_pn,
      description: item.description,
      quantity: Number(item.quantity),
      unit: item.unit,
      budgetPrice: budget,
      budgetCurrency: item.budget_currency,
      budgetConverted: budget !== null && br ? round(budget * br.rate, 4) : null,
      offers,
    });
  }
  const totals = new Map<number, number>();
  for (const item of out) for (const o of item.offers) if (o.landedUnit !== null) totals.set(o.companyId, (totals.get(o.companyId) ?? 0) + o.landedUnit * item.quantity);
  const statusOf = new Map(quotations.map((x) => [x.company_id, x.status]));
  return {
    rfxId,
    rfxNumber: rfx.number,
    currency: q.currency,
    rateDate,
    bidders: bidders.map((b) => ({
      companyId: b.company_id,
      vendorCode: b.vendor_code,
      name: b.name,
      nameEn: b.name_en,
      participation: b.participation,
      declineReason: b.decline_reason,
      quotationStatus: statusOf.get(b.company_id) ?? null,
      total: totals.has(b.company_id) ? round(totals.get(b.company_id)!, 2) : null,
    })),
    items: out,
  };
}

/** No-bid and unpriced offers last; then the lower landed cost, then the shorter lead time. */
const byLanded = (a: ComparisonOffer, b: ComparisonOffer) =>
  (a.landedUnit === null ? 1 : 0) - (b.landedUnit === null ? 1 : 0) || (a.landedUnit ?? 0) - (b.landedUnit ?? 0) || (a.leadTimeDays ?? 1e9) - (b.leadTimeDays ?? 1e9);
const byLead = (a: ComparisonOffer, b: ComparisonOffer) =>
  (a.noBid ? 1 : 0) - (b.noBid ? 1 : 0) || (a.leadTimeDays ?? 1e9) - (b.leadTimeDays ?? 1e9) || (a.landedUnit ?? 1e18) - (b.landedUnit ?? 1e18);

const COLUMNS: ColumnDef[] = [
  ['lineNo', 'sourcing.compare.col.lineNo', 8],
  ['materialPn', 'sourcing.compare.col.materialPn', 20],
  ['quantity', 'sourcing.compare.col.quantity', 10],
  ['unit', 'sourcing.compare.col.unit', 8],
  ['vendorCode', 'sourcing.compare.col.vendorCode', 12],
  ['supplier', 'sourcing.compare.col.supplier', 30],
  ['mark', 'sourcing.compare.col.mark', 16],
  ['unitPrice', 'sourcing.compare.col.unitPrice', 14],
  ['currency', 'sourcing.compare.col.currency', 8],
  ['priceUnit', 'sourcing.compare.col.priceUnit', 8],
  ['feesPerUnit', 'sourcing.compare.col.feesPerUnit', 12],
  ['rate', 'sourcing.compare.col.rate', 12],
  ['landedUnit', 'sourcing.compare.col.landedUnit', 14],
  ['vatRate', 'sourcing.compare.col.vatRate', 8],
  ['vatPerUnit', 'sourcing.compare.col.vatPerUnit', 12],
  ['leadTimeDays', 'sourcing.compare.col.leadTimeDays', 10],
  ['incoterms', 'sourcing.compare.col.incoterms', 10],
  ['alternativePn', 'sourcing.compare.col.alternativePn', 18],
  ['conditionCode', 'sourcing.compare.col.conditionCode', 16],
  ['certificate', 'sourcing.compare.col.certificate', 22],
  ['budget', 'sourcing.compare.col.budget', 14],
];

/** The comparison as one sheet: a row per item and offer (an item without offers keeps one row). */
export async function exportComparison(deps: AppDeps, rfxId: number, q: ComparisonQuery, lang: Lang): Promise<ExportFile> {
  const c = await buildComparison(deps.db, rfxId, q);
  const mark = (o: ComparisonOffer) =>
    [o.noBid && 'sourcing.compare.noBid', o.postponed && 'sourcing.compare.postponed', o.cheapest && 'sourcing.compare.cheapest', o.fastest && 'sourcing.compare.fastest', o.alternativePn && 'sourcing.compare.alternate']
      .filter((k): k is string => typeof k === 'string')
      .map((k) => translate(k, lang))
      .join(', ');
  const rows = c.items.flatMap((i) => {
    const base = { lineNo: i.lineNo, materialPn: i.materialPn, quantity: i.quantity, unit: i.unit, budget: i.budgetConverted ?? '' };
    if (i.offers.length === 0) return [{ ...base, mark: translate('sourcing.compare.noOffers', lang) }];
    return i.offers.map((o) => ({
      ...base,
      vendorCode: o.vendorCode ?? '',
      supplier: lang === 'en' && o.nameEn ? o.nameEn : o.name,
      mark: mark(o),
      unitPrice: o.unitPrice ?? '',
      currency: o.currency ?? '',
      priceUnit: o.priceUnit,
      feesPerUnit: o.feesPerUnit,
      rate: o.rate ?? '',
      landedUnit: o.landedUnit ?? '',
      vatRate: o.vatRate ?? '',
      vatPerUnit: o.vatPerUnit ?? '',
      leadTimeDays: o.leadTimeDays ?? '',
      incoterms: o.incoterms ?? '',
      alternativePn: o.alternativePn ?? '',
      conditionCode: o.conditionCode ? translate(`sourcing.compare.condition.${o.conditionCode}`, lang) : '',
      certificate: o.certificate ? translate(`sourcing.compare.certificate.${o.certificate}`, lang) : '',
    }));
  });
  let done = false;
  const next = async () => {
    if (done) return [];
    done = true;
    return rows;
  };
  const title = `${translate('sourcing.compare.file', lang)} ${c.rfxNumber} ${c.currency}`;
  return { filename: `${title}.xlsx`, stream: streamWorkbook(translate('sourcing.compare.sheet', lang), columnsIn(COLUMNS, lang), next, 1_000_000) };
}
