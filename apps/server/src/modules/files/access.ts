/**
 * Which records accept uploads, and who may read files attached to them beyond their own company.
 * A module owning a record type registers a rule here (through the files module's index.ts); a
 * file upload naming an unregistered `ownerType` is refused, so nobody can hang files on records
 * they cannot see.
 */
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';

export interface FileOwnerRule {
  /** May the actor attach uploads to this record now (it exists, is visible and editable for the actor)? */
  canAttach(db: Database, actor: Actor, ownerId: string): Promise<boolean>;
  /** May the actor read a file attached to this record although another company uploaded it (e.g. an RFx document for its invited suppliers)? */
  canRead?(db: Database, actor: Actor, ownerId: string): Promise<boolean>;
}

const rules = new Map<string, FileOwnerRule>();

/** Registers (or replaces) the rule of a record type, e.g. `registerFileOwner('rfx', {...})`. */
export function registerFileOwner(ownerType: string, rule: FileOwnerRule): void {
  rules.set(ownerType, rule);
}

export function fileOwnerRule(ownerType: string): FileOwnerRule | undefined {
  return rules.get(ownerType);
}
