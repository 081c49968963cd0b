/**
 * Versions of an agreement (D-272): the comparable content of one version (stored as its snapshot)
 * and what changed between two: header fields, lines by number, clauses by contract and clause
 * number, charges by line and name (D-471).
 */
import type { AgreementChange } from '@aerosupply/shared/agreements/schemas';
import type { Database } from '../../db/database';
import * as repo from './repo';

type Row = Record<string, string | null>;

export interface AgreementSnapshot {
  header: Row;
  lines: Row[];
  clauses: Row[];
  /** Absent in snapshots written before migration 1030. */
  charges?: Row[];
}

const str = (v: number | string | null) => (v === null ? null : String(v));

export async function snapshotOf(db: Database, row: repo.AgreementHeaderRow): Promise<AgreementSnapshot> {
  const [lines, clauses, charges] = await Promise.all([repo.listLines(db, row.id), repo.listClauses(db, row.id), repo.listCharges(db, row.id)]);
  return {
    header: {
      companyId: String(row.company_id),
      title: row.title,
      currency: row.currency,
      incoterms: row.incoterms,
      incotermsPlace: row.incoterms_place,
      paymentTerms: row.payment_terms,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      remark: row.remark,
    },
    lines: lines.map((l) => {
      const base: Row = {
        lineNo: String(l.line_no),
        partNumber: l.part_number,
        description: l.description,
        category: l.category,
        quantity: String(Number(l.quantity)),
        unit: l.unit,
        unitPrice: String(Number(l.unit_price)),
        leadTimeDays: str(l.lead_time_days),
      };
      // The award's fields only when set, so versions written before them compare equal.
      const extra: Row = { replacesPn: l.replaces_pn, manufacturerPn: l.manufacturer_pn, manufacturerCode: l.manufacturer_code, manufacturerName: l.manufacturer_name, conditionCode: l.condition_code, certificate: l.certificate, postponedDate: l.postponed_date };
      for (const [k, v] of Object.entries(extra)) if (v !== null) base[k] = v;
      return base;
    }),
    clauses: clauses.map((c) => ({ contractType: c.contract_type, contractNo: c.contract_no, contractName: c.contract_name, clauseNo: c.clause_no, clauseText: c.clause_text })),
    charges: charges.map((c) => ({ lineNo: str(c.line_no), name: c.name, amount: String(Number(c.amount)) })),
  };
}

/** What changed from `before` to `after`. */
export function diffSnapshots(before: AgreementSnapshot, after: AgreementSnapshot): AgreementChange[] {
  const out: AgreementChange[] = [];
  for (const [field, value] of Object.entries(after.header)) {
    const old = before.header[field] ?? null;
    if (old !== value) out.push({ part: 'header', ref: null, field, before: old, after: value });
  }
  const keyed = (rows: Row[], key: (r: Row) => string) => new Map(rows.map((r) => [key(r), r]));
  const labelOf = { line: (r: Row) => r.partNumber!, clause: (r: Row) => r.contractName!, charge: (r: Row) => r.name! };
  const compare = (part: 'line' | 'clause' | 'charge', b: Map<string, Row>, a: Map<string, Row>) => {
    for (const [ref, row] of a) {
      const old = b.get(ref);
      if (!old) {
        out.push({ part, ref, field: 'added', before: null, after: labelOf[part](row) });
        continue;
      }
      for (const [field, value] of Object.entries(row)) if ((old[field] ?? null) !== value) out.push({ part, ref, field, before: old[field] ?? null, after: value });
    }
    for (const [ref, row] of b) if (!a.has(ref)) out.push({ part, ref, field: 'removed', before: labelOf[part](row), after: null });
  };
  compare('line', keyed(before.lines, (r) => r.lineNo!), keyed(after.lines, (r) => r.lineNo!));
  compare('clause', keyed(before.clauses, (r) => `${r.contractNo}/${r.clauseNo}`), keyed(after.clauses, (r) => `${r.contractNo}/${r.clauseNo}`));
  const chargeKey = (r: Row) => `${r.lineNo ?? '-'}/${r.name}`;
  compare('charge', keyed(before.charges ?? [], chargeKey), keyed(after.charges ?? [], chargeKey));
  return out;
}
