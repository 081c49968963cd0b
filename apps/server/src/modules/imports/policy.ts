/**
 * May this actor commit or cancel this import now? One answer for the presenter (`actions`) and the
 * service (guards), from IMPORT_WORKFLOW (the import's own permission is checked by its routes).
 */
import { allowedActions, decide } from '@aerosupply/shared/workflow/machine';
import { IMPORT_WORKFLOW } from '@aerosupply/shared/imports/workflow';
import type { ImportAction, ImportStatus } from '@aerosupply/shared/imports/schemas';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';

type ImportFacts = { status: ImportStatus };

export const importActions = (r: ImportFacts, actor: Actor): ImportAction[] => allowedActions(IMPORT_WORKFLOW, { status: r.status }, actor);

/** Refuses a commit or cancel the import's status does not allow (409 with the status's message). */
export const assertMayOnImport = (r: ImportFacts, actor: Actor, action: ImportAction): void => enforce(decide(IMPORT_WORKFLOW, action, { status: r.status }, actor));
