/**
 * An import as data: previewed as ready (every row valid) or invalid (some row has an error); a
 * ready one is committed, a ready or invalid one cancelled. Who may import is the import
 * definition's permission, checked by its routes; the flow adds no actor rule.
 */
import { defineWorkflow } from '../workflow/machine';
import { IMPORT_ACTIONS, IMPORT_STATUSES, type ImportAction, type ImportStatus } from './schemas';

export interface ImportRecord {
  status: ImportStatus;
}

/** The message of a finished import, whichever action is refused. */
const FINISHED = { committed: 'imports.already_committed', cancelled: 'imports.cancelled' } as const;

export const IMPORT_WORKFLOW = defineWorkflow<ImportStatus, ImportAction, ImportRecord>({
  name: 'imports',
  states: IMPORT_STATUSES,
  actions: IMPORT_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'imports.has_errors',
  transitions: [
    { action: 'commit', from: 'ready', to: 'committed', refusedKeys: FINISHED },
    { action: 'cancel', from: ['ready', 'invalid'], to: 'cancelled', refusedKeys: FINISHED },
  ],
});
