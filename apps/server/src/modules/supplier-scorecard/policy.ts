/**
 * Who may see which supplier's scores (issue 31, D-636): staff holding a scorecard view key see
 * every supplier's; a supplier sees only its own (another's answers 404, its existence hidden);
 * the ranking and the settings are staff routes (a supplier is refused 403 by their permission).
 */
import { SCORECARD_VIEW_PERMISSIONS } from '@aerosupply/shared/supplier-scorecard/access';
import type { Actor } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';

export function maySeeSupplier(actor: Actor, companyId: number): boolean {
  if (actor.companyType === 'staff') return SCORECARD_VIEW_PERMISSIONS.some((p) => actor.permissions.has(p));
  return actor.companyType === 'supplier' && actor.companyId === companyId;
}

export function assertMaySeeSupplier(actor: Actor, companyId: number): void {
  if (maySeeSupplier(actor, companyId)) return;
  throw actor.companyType === 'staff' ? forbidden() : notFound();
}
