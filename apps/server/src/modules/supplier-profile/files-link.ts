/**
 * Attaching uploaded files (POST /api/files/upload answers a `fileKey`) to the supplier's records
 * through the files module. A key must name a file the company uploaded; anything else is refused
 * on the form's field (`path`).
 */
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { scopeOf } from '../../platform/tenancy/scope';
import { attachFiles, replaceFiles } from '../files';

/**
 * `replace`: the keys are the record's whole file list (others are detached); otherwise they are
 * added to the record (the wizard's files, spread over several sections, share one owner).
 */
export async function linkFiles(trx: Database, actor: Actor, fileKeys: string[], ownerType: string, ownerId: number, path: string, replace = false): Promise<void> {
  if (fileKeys.length === 0 && !replace) return;
  const input = { fileKeys, ownerType, ownerId, scope: scopeOf(actor) };
  try {
    if (replace) await replaceFiles(trx, input);
    else await attachFiles(trx, input);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw new AppError(err.status, err.errorKey, err.params, [{ path, errorKey: err.errorKey }]);
    throw err;
  }
}
