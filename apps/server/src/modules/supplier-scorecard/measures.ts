/**
 * Each formula of the catalogue as the owning module computes it (issue 31, D-634): one aggregate
 * over every supplier for the period, and one supplier's evidence rows. Other modules are reached
 * only through their index.ts; nothing here builds SQL.
 */
import type { FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import type { MeasureEvidence, ScorePeriod, SupplierMeasure } from '@aerosupply/shared/supplier-scorecard/measures';
import type { Database } from '../../db/database';
import * as orders from '../orders';
import * as repair from '../repair';
import * as sourcing from '../sourcing';
import { lapsedQualifications } from '../supplier-profile';

interface FormulaSource {
  measure: (db: Database, p: ScorePeriod, param: number) => Promise<SupplierMeasure[]>;
  evidence: (db: Database, companyId: number, p: ScorePeriod, param: number, limit: number) => Promise<MeasureEvidence[]>;
}

/** Lapsed qualifications of suppliers with an order open on the day they lapsed, over the suppliers with an order open in the period. */
async function lapsedMeasures(db: Database, p: ScorePeriod): Promise<SupplierMeasure[]> {
  const [open, lapsed] = await Promise.all([orders.openOrderCounts(db, p), lapsedQualifications(db, p)]);
  const hits = await orders.openOrderOn(db, lapsed.map((l) => ({ companyId: l.company_id, day: l.end_date })), p.timeZone);
  const openDays = new Set(hits.map((h) => `${h.company_id}|${h.day}`));
  const lapsesOf = new Map<number, number>();
  for (const l of lapsed) if (openDays.has(`${l.company_id}|${l.end_date}`)) lapsesOf.set(l.company_id, (lapsesOf.get(l.company_id) ?? 0) + 1);
  return open.map((o) => ({ company_id: o.company_id, num: lapsesOf.get(o.company_id) ?? 0, den: o.den }));
}

async function lapsedEvidence(db: Database, companyId: number, p: ScorePeriod, limit: number): Promise<MeasureEvidence[]> {
  const lapsed = (await lapsedQualifications(db, p, companyId)).slice(0, limit);
  const hits = await orders.openOrderOn(db, lapsed.map((l) => ({ companyId, day: l.end_date })), p.timeZone);
  return lapsed.flatMap((l) => {
    const hit = hits.find((h) => h.day === l.end_date);
    return hit ? [{ ref: l.what, date: l.end_date, due: hit.order_no, figure: null, against: true }] : [];
  });
}

export const FORMULA_SOURCES: Record<FormulaCode, FormulaSource> = {
  'delivery.on_time_confirmed': {
    measure: (db, p) => orders.onTimeMeasures(db, 'confirmed', p),
    evidence: (db, id, p, _param, limit) => orders.dueLineEvidence(db, 'confirmed', id, p, limit),
  },
  'delivery.on_time_original': {
    measure: (db, p) => orders.onTimeMeasures(db, 'original', p),
    evidence: (db, id, p, _param, limit) => orders.dueLineEvidence(db, 'original', id, p, limit),
  },
  'delivery.days_late': {
    measure: (db, p) => orders.daysLateMeasures(db, p),
    evidence: (db, id, p, _param, limit) => orders.dueLineEvidence(db, 'confirmed', id, p, limit),
  },
  'delivery.ack_in_days': {
    measure: (db, p, days) => orders.ackMeasures(db, days, p),
    evidence: (db, id, p, days, limit) => orders.ackEvidence(db, days, id, p, limit),
  },
  'quality.warranty_returns': {
    measure: (db, p) => repair.warrantyReturnMeasures(db, p),
    evidence: (db, id, p, _param, limit) => repair.warrantyReturnEvidence(db, id, p, limit),
  },
  'quality.lapsed_qualifications': {
    measure: (db, p) => lapsedMeasures(db, p),
    evidence: (db, id, p, _param, limit) => lapsedEvidence(db, id, p, limit),
  },
  'cost.award_within_budget': {
    measure: (db, p) => sourcing.awardMeasures(db, 'budget', p),
    evidence: (db, id, p, _param, limit) => sourcing.awardEvidence(db, 'budget', id, p, limit),
  },
  'cost.award_lowest_offer': {
    measure: (db, p) => sourcing.awardMeasures(db, 'lowest', p),
    evidence: (db, id, p, _param, limit) => sourcing.awardEvidence(db, 'lowest', id, p, limit),
  },
  'cost.price_changes': {
    measure: (db, p) => orders.changeRequestMeasures(db, true, p),
    evidence: (db, id, p, _param, limit) => orders.changeRequestEvidence(db, true, id, p, limit),
  },
  'service.rfx_answered': {
    measure: (db, p) => sourcing.rfxAnsweredMeasures(db, p),
    evidence: (db, id, p, _param, limit) => sourcing.rfxAnsweredEvidence(db, id, p, limit),
  },
  'service.change_requests': {
    measure: (db, p) => orders.changeRequestMeasures(db, false, p),
    evidence: (db, id, p, _param, limit) => orders.changeRequestEvidence(db, false, id, p, limit),
  },
};
