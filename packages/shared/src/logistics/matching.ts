/**
 * Forwarder matching (issue 16 item 4; spec 001 §7 "match forwarder"; D-312): which forwarder
 * entries of the master data fit a shipment's leg, ranked by how well they fit. An entry must
 * serve the leg (first, last or both) and be enabled; then it is scored on scope (an international
 * shipment and every last leg want an international forwarder, a domestic shipment a domestic
 * one), service mode (the entry's equals the notice's, or either is open) and route (the entry's
 * origin and destination port, when it names them, equal the notice's). A fit on all three is a
 * match; the others stay selectable below it.
 */
import { z } from 'zod';
import { isInternational } from './workflow';

export const MATCH_CRITERIA = ['scope', 'serviceMode', 'origin', 'destination'] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];
export const MATCH_LEGS = ['first', 'last'] as const;
export type MatchLeg = (typeof MATCH_LEGS)[number];

export interface MatchShipment {
  direction: string;
  serviceMode: string | null;
  originPort: string;
  destinationPort: string;
}
export interface MatchForwarder {
  id: number;
  code: string;
  enabled: boolean;
  scope: string | null;
  leg: string | null;
  serviceMode: string | null;
  origin: string | null;
  destination: string | null;
}
export interface ForwarderFit {
  id: number;
  /** Every criterion met. */
  matched: boolean;
  /** The criteria met, in MATCH_CRITERIA order. */
  met: MatchCriterion[];
}

const same = (a: string | null, b: string | null) => a === null || b === null || a.toUpperCase() === b.toUpperCase();

/** The enabled entries serving `leg`, best fit first (then by code). */
export function matchForwarders(shipment: MatchShipment, leg: MatchLeg, forwarders: readonly MatchForwarder[]): ForwarderFit[] {
  const wantedScope = leg === 'last' || isInternational(shipment.direction) ? 'international' : 'domestic';
  return forwarders
    .filter((f) => f.enabled && (f.leg === leg || f.leg === 'both'))
    .map((f) => {
      const met = MATCH_CRITERIA.filter((c) => {
        if (c === 'scope') return f.scope === wantedScope;
        if (c === 'serviceMode') return same(f.serviceMode, shipment.serviceMode);
        if (c === 'origin') return same(f.origin, shipment.originPort);
        return same(f.destination, shipment.destinationPort);
      });
      return { f, fit: { id: f.id, matched: met.length === MATCH_CRITERIA.length, met } };
    })
    .sort((a, b) => b.fit.met.length - a.fit.met.length || a.f.code.localeCompare(b.f.code))
    .map((x) => x.fit);
}

export const forwarderMatchQuery = z.strictObject({ leg: z.enum(MATCH_LEGS, { error: 'validation.invalid_enum' }).default('first') });
export const forwarderMatch = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  scope: z.string().nullable(),
  serviceMode: z.string().nullable(),
  matched: z.boolean(),
  met: z.array(z.enum(MATCH_CRITERIA)),
});
export type ForwarderMatch = z.infer<typeof forwarderMatch>;
export const forwarderMatches = z.array(forwarderMatch);
