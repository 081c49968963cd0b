/**
 * The one writer of status columns. A module declares each status column once, next to its SQL in
 * its repo, and every status change goes through `applyTransition`: the target comes from the
 * workflow's row for the action, the write only happens from a state the row starts from (else 409
 * with the workflow's message, so two users acting at once cannot both win), and the timeline entry
 * and the named effects in other modules follow in the same transaction.
 *
 *   export const CAPABILITY_STATUS = statusColumn({ table: 'capability_applications', workflow: CAPABILITY_WORKFLOW });
 *   await applyTransition(trx, CAPABILITY_STATUS, { id, action: 'submit', from: row.status, set: { updated_at: now }, timeline });
 *
 * `test/status-writes.test.ts` fails on a status column written anywhere else.
 */
import { fromStates, transitionOf, type Transition, type Workflow } from '@aerosupply/shared/workflow/machine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { wrongState } from '../errors';
import { recordTimeline, type TimelineActor, type TimelineSubject } from '../timeline';

/** A workflow of any record and actor type (the writer reads states and rows only). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWorkflow<S extends string, A extends string> = Workflow<S, A, any, any, Transition<S, A, any, any>>;

export interface StatusColumn<S extends string, A extends string> {
  table: keyof DB & string;
  /** The status column (default `status`). */
  column: string;
  /** The key column the use case names the record by (default `id`). */
  key: string;
  workflow: AnyWorkflow<S, A>;
}

/** Declares a table's status column and the workflow that moves it (in the owner's repo). */
export function statusColumn<S extends string, A extends string>(spec: { table: keyof DB & string; column?: string; key?: string; workflow: AnyWorkflow<S, A> }): StatusColumn<S, A> {
  return { table: spec.table, column: spec.column ?? 'status', key: spec.key ?? 'id', workflow: spec.workflow };
}

/** A change in another module that an action causes, named so a reader sees it with the transition. */
export interface NamedEffect<S extends string> {
  name: string;
  run: (to: S) => Promise<unknown>;
}

export interface TimelineOfTransition {
  subject: TimelineSubject;
  actor: TimelineActor | null;
  kind?: string;
  note?: string | null;
  attachments?: readonly string[];
  at?: Date;
}

/** The other key columns of a composite key (an RFx's bidder: `key` rfx_id, `match` { company_id }). */
export type KeyMatch = Readonly<Record<string, number>>;

export interface TransitionInput<S extends string, A extends string> {
  id: number;
  match?: KeyMatch;
  action: A;
  /** The state the caller read (for the timeline); the write itself checks the workflow's from-states. */
  from?: S;
  /** Other columns the action writes with the status. */
  set?: Record<string, unknown>;
  /** The entry on the record's timeline (omitted when the record keeps none). */
  timeline?: TimelineOfTransition;
  /** Named changes in other modules, run in order after the write, in the same transaction. */
  effects?: readonly NamedEffect<S>[];
}

// The column names are the module's declaration, checked by the table types there; here they are data.
const loose = (db: Database) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The state an action leads to, from the workflow's row (throws on an action that keeps the state). */
export function targetOf<S extends string, A extends string>(col: StatusColumn<S, A>, action: A): S {
  const to = transitionOf(col.workflow, action).to;
  if (to === undefined) throw new Error(`workflow ${col.workflow.name}: ${action} does not change the status`);
  return to;
}

/** The UPDATE moving the records of `ids` that stand in a from-state of `action`, returning their keys. */
function transitionUpdate<S extends string, A extends string>(db: Database, col: StatusColumn<S, A>, action: A, ids: readonly number[], match: KeyMatch = {}, set: Record<string, unknown> = {}) {
  const to = targetOf(col, action);
  let update = loose(db)
    .updateTable(col.table)
    .set({ ...set, [col.column]: to })
    .where(col.key, 'in', [...ids])
    .where(col.column, 'in', [...fromStates(transitionOf(col.workflow, action))]);
  for (const [key, value] of Object.entries(match)) update = update.where(key, '=', value);
  return { to, update: update.returning(col.key) };
}

/** Moves one record by `action`; answers the state it reached. 409 when the record is no longer in a from-state. */
export async function applyTransition<S extends string, A extends string>(db: Database, col: StatusColumn<S, A>, input: TransitionInput<S, A>): Promise<S> {
  const { to, update } = transitionUpdate(db, col, input.action, [input.id], input.match, input.set);
  if (!(await update.executeTakeFirst())) throw wrongState(transitionOf(col.workflow, input.action).wrongStateKey ?? col.workflow.wrongStateKey);
  if (input.timeline) {
    await recordTimeline(db, { ...input.timeline, action: input.action, fromStatus: input.from ?? null, toStatus: to });
  }
  for (const effect of input.effects ?? []) await effect.run(to);
  return to;
}

/**
 * Moves every record of `ids` that is in a from-state of `action` (a job's batch, a whole order's
 * items); answers the ids it moved. Records in another state are left as they are.
 */
export async function applyTransitionToMany<S extends string, A extends string>(
  db: Database,
  col: StatusColumn<S, A>,
  input: { ids: readonly number[]; match?: KeyMatch; action: A; set?: Record<string, unknown> },
): Promise<number[]> {
  if (input.ids.length === 0) return [];
  const rows = await transitionUpdate(db, col, input.action, input.ids, input.match, input.set).update.execute();
  return rows.map((r) => Number(r[col.key]));
}

/**
 * Writes a status the workflow derives from other records rather than from an action (an order's
 * status from its items' statuses): the state must be one of the workflow's; nothing is checked
 * about the state before. Answers whether the row changed.
 */
export async function writeDerivedStatus<S extends string, A extends string>(db: Database, col: StatusColumn<S, A>, input: { id: number; to: S; set?: Record<string, unknown> }): Promise<boolean> {
  if (!col.workflow.states.includes(input.to)) throw new Error(`workflow ${col.workflow.name}: ${input.to} is not a state`);
  const row = await loose(db)
    .updateTable(col.table)
    .set({ ...(input.set ?? {}), [col.column]: input.to })
    .where(col.key, '=', input.id)
    .where(col.column, '<>', input.to)
    .returning(col.key)
    .executeTakeFirst();
  return row !== undefined;
}

