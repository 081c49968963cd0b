/**
 * The shipment rules the server enforces on every write of a notice or a despatch (issue 26 item 6;
 * spec 001 §5, §9; D-510..D-512):
 * - a packing list holds cargo of one receiving place and one trade term: a cargo line from a
 *   despatch takes the despatch's own place and term (what the client typed is ignored), so two
 *   despatches with different places or terms never share a notice's packing list, nor (for one
 *   supplier) one packing-list number;
 * - service mode, quick-parcel tier and trade term are codes of their tables, the ports entries of
 *   the port master data (enabled), each wrong field named in the user's language;
 * - a quick-parcel tier takes the weights it names (the under-20-kg tiers up to 20 kg).
 */
import { INCOTERMS, QUICK_PARCEL_TIERS, SERVICE_MODES, type CodeItem } from '@aerosupply/shared/codes/tables';
import type { ShipmentBody } from '@aerosupply/shared/logistics/schemas';
import type { DespatchBody } from '@aerosupply/shared/logistics/despatch-schemas';
import type { Database } from '../../db/database';
import { AppError, type AppFieldError } from '../../platform/errors';
import { enabledPortCodes } from './master-repo';
import { despatchesOfLines, despatchesOnPackingList } from './rules-repo';

const key = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();
const codeOf = (table: readonly CodeItem[], v: string) => table.find((c) => c.code === key(v));

function refuse(errors: AppFieldError[]): void {
  if (errors.length > 0) throw new AppError(400, errors[0]!.errorKey, errors[0]!.params, errors);
}

/** What a notice is written with after the rules: canonical codes, its trade term and each cargo line's receiving place. */
export interface NoticeFacts {
  serviceMode: string | null;
  quickParcelTier: string | null;
  tradeTerm: string | null;
  receivingPlaces: (string | null)[];
}

/** Checks a notice (create or edit of `shipmentId`); answers every wrong field at once. */
export async function noticeFacts(db: Database, b: ShipmentBody, shipmentId: number | null): Promise<NoticeFacts> {
  const errors: AppFieldError[] = [];
  const lineIds = [...new Set(b.cargo.flatMap((c) => (c.despatchLineId ? [c.despatchLineId] : [])))];
  const [despatchRows, ports] = await Promise.all([
    despatchesOfLines(db, lineIds),
    enabledPortCodes(db, [b.originPort, b.destinationPort, ...(b.transitPort ? [b.transitPort] : [])]),
  ]);
  const byLine = new Map(despatchRows.map((d) => [d.line_id, d]));
  b.cargo.forEach((c, i) => {
    if (c.despatchLineId === undefined) return;
    const d = byLine.get(c.despatchLineId);
    if (!d) errors.push({ path: `cargo.${i}.despatchLineId`, errorKey: 'logistics.despatch_line_unknown' });
    else if (d.shipment_id !== null && d.shipment_id !== shipmentId) throw new AppError(409, 'logistics.despatch_shipped_elsewhere', { number: d.number }, [{ path: `cargo.${i}.despatchLineId`, errorKey: 'logistics.despatch_shipped_elsewhere', params: { number: d.number } }]);
  });

  // Places and terms from the despatches themselves (D-510).
  const receivingPlaces = b.cargo.map((c) => {
    const d = c.despatchLineId ? byLine.get(c.despatchLineId) : undefined;
    return d ? d.receiving_place : (c.receivingPlace?.trim() || null);
  });
  const places = [...new Set(receivingPlaces.map(key))];
  if (places.length > 1) errors.push({ path: 'cargo', errorKey: 'logistics.packing_list_shared' });
  const terms = [...new Set(despatchRows.map((d) => key(d.trade_term)))].sort();
  if (terms.length > 1) errors.push({ path: 'cargo', errorKey: 'logistics.packing_list_terms_mixed', params: { terms: terms.join(', ') } });
  let tradeTerm: string | null = terms.length > 0 ? terms[0]! : b.tradeTerm ? key(b.tradeTerm) : null;
  if (terms.length === 0 && b.tradeTerm && !codeOf(INCOTERMS, b.tradeTerm)) {
    errors.push({ path: 'tradeTerm', errorKey: 'logistics.unknown_trade_term', params: { value: b.tradeTerm } });
    tradeTerm = null;
  }

  const mode = b.serviceMode ? codeOf(SERVICE_MODES, b.serviceMode) : undefined;
  if (b.serviceMode && !mode) errors.push({ path: 'serviceMode', errorKey: 'logistics.unknown_service_mode', params: { value: b.serviceMode } });
  const tier = b.quickParcelTier ? codeOf(QUICK_PARCEL_TIERS, b.quickParcelTier) : undefined;
  if (b.quickParcelTier && !tier) errors.push({ path: 'quickParcelTier', errorKey: 'logistics.unknown_quick_parcel_tier', params: { value: b.quickParcelTier } });
  if (tier) errors.push(...tierWeightErrors(tier, b.grossWeight));

  for (const [path, code] of [['originPort', b.originPort], ['transitPort', b.transitPort], ['destinationPort', b.destinationPort]] as const) {
    if (code && !ports.has(key(code))) errors.push({ path, errorKey: 'logistics.unknown_port', params: { value: code } });
  }
  refuse(errors);
  return { serviceMode: mode?.code ?? null, quickParcelTier: tier?.code ?? null, tradeTerm, receivingPlaces };
}

/**
 * A tier's weight limit (D-511): the shipment's gross weight. "Under 20 kg" takes up to and
 * including 20 kg; "over 20 kg" more than 20 kg. Messages name the tier in English and Chinese.
 */
function tierWeightErrors(tier: CodeItem, grossWeight: number): AppFieldError[] {
  const maxKg = typeof tier.extra?.maxKg === 'number' ? tier.extra.maxKg : null;
  const minKg = typeof tier.extra?.minKg === 'number' ? tier.extra.minKg : null;
  const params = { tier: tier.code, weight: grossWeight };
  if (maxKg !== null && grossWeight > maxKg) return [{ path: 'grossWeight', errorKey: 'logistics.tier_over_weight', params: { ...params, maxKg } }];
  if (minKg !== null && grossWeight <= minKg) return [{ path: 'grossWeight', errorKey: 'logistics.tier_under_weight', params: { ...params, minKg } }];
  return [];
}

/**
 * A despatch's trade term is an Incoterm (stored upper case), and a supplier's packing-list number
 * names one receiving place and trade term: another despatch of the supplier on the same packing
 * list with another place or term refuses it (409 on the field). An edit passes its own id, which is not "another".
 */
export async function despatchFacts(db: Database, companyId: number, b: DespatchBody, exceptId: number | null = null): Promise<{ tradeTerm: string; receivingPlace: string }> {
  const term = codeOf(INCOTERMS, b.tradeTerm);
  refuse(term ? [] : [{ path: 'tradeTerm', errorKey: 'logistics.unknown_trade_term', params: { value: b.tradeTerm } }]);
  const receivingPlace = b.receivingPlace.trim();
  const other = (await despatchesOnPackingList(db, companyId, b.packingListNo, exceptId)).find((d) => key(d.receiving_place) !== key(receivingPlace) || key(d.trade_term) !== term!.code);
  if (other) {
    const params = { packingListNo: b.packingListNo, number: other.number };
    throw new AppError(409, 'logistics.packing_list_taken', params, [{ path: 'packingListNo', errorKey: 'logistics.packing_list_taken', params }]);
  }
  return { tradeTerm: term!.code, receivingPlace };
}
