/** What the supplier-profile use cases share: the own profile, the validity window, file keys in JSON, dropping qualification rows. */
import { formatDate } from '@aerosupply/shared/format/dates';
import { EXPIRING_DAYS } from '@aerosupply/shared/supplier-profile/schemas';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { scopeOf } from '../../platform/tenancy/scope';
import { linkFiles } from './files-link';
import * as repo from './repo';
const DAY_MS = 86_400_000;
const TIME_ZONE = 'Asia/Shanghai';

/** Today and the end of the 'expiring' window, as `YYYY-MM-DD` in the company's time zone. */
export function validityWindow(now: Date): { today: string; soon: string } {
  return { today: formatDate(now, false, TIME_ZONE), soon: formatDate(new Date(now.getTime() + EXPIRING_DAYS * DAY_MS), false, TIME_ZONE) };
}

export const actorRef = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });

export async function ownProfile(db: Database, actor: Actor, lock = false) {
  const row = await repo.findProfile(db, scopeOf(actor), actor.companyId, lock);
  if (!row) throw new AppError(404, 'supplierProfile.no_profile');
  return row;
}

/** File keys named anywhere in a JSON value (fields ending in `FileKeys` or named `fileKeys`). */
export function collectFileKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => collectFileKeys(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/fileKeys$/i.test(k) && Array.isArray(v)) out.push(...v.filter((x): x is string => typeof x === 'string'));
      else collectFileKeys(v, out);
    }
  }
  return out;
}

/** Deletes qualification rows and detaches their files (so a new row may take them). */
export async function dropQualifications(trx: Database, actor: Actor, ids: number[]): Promise<void> {
  for (const id of ids) await linkFiles(trx, actor, [], 'supplier_qualification', id, 'fileKeys', true);
  await repo.deleteQualifications(trx, actor.companyId, ids);
}
