/**
 * A status flow as data: the states a record may be in, the actions on it, and for each action the
 * states it starts from, the state it leads to, who may take it (permission keys, actor kinds) and
 * the guards on the record. The server refuses with it (`decide`) and lists each record's
 * `actions` with it (`allowedActions`); the web shows those actions. One definition per module
 * lives in `packages/shared/src/<module>/workflow.ts`, its policy in the server module's `policy.ts`.
 */
import type { CompanyType } from '../permissions';

/** The actor as a workflow sees it (the server's `Actor` fits). */
export interface WorkflowActor {
  permissions: ReadonlySet<string>;
  companyType: CompanyType;
}

/** Why an action is refused: the HTTP status and the message key the server answers with. */
export interface Refusal {
  status: 403 | 409;
  errorKey: string;
}

export const FORBIDDEN: Refusal = { status: 403, errorKey: 'auth.forbidden' };
export const wrongStateRefusal = (errorKey = 'common.wrong_state'): Refusal => ({ status: 409, errorKey });

/** A condition on the record or actor beyond its state (auditor routing, a pending request, ...). */
export interface Guard<R, U extends WorkflowActor = WorkflowActor> {
  /** Named, so a reader of the definition and of the policy table sees what is checked. */
  name: string;
  test: (record: R, actor: U) => boolean;
  refusal: Refusal;
}

export interface Transition<S extends string, A extends string, R, U extends WorkflowActor = WorkflowActor> {
  action: A;
  /** The states the action starts from. */
  from: S | readonly S[];
  /** The state after; omitted when the action leaves the state as it is (edit, view). */
  to?: S;
  /** Permission keys, any one grants; omitted when seeing the record is enough. */
  permission?: string | readonly string[];
  /** Kinds of company the actor must belong to; omitted for any. */
  actorKinds?: readonly CompanyType[];
  /** Checked in order after the state. */
  guards?: readonly Guard<R, U>[];
  /** Message key when the state does not allow the action (else the workflow's). */
  wrongStateKey?: string;
  /** States refused with their own message instead of `wrongStateKey`. */
  refusedKeys?: Partial<Record<S, string>>;
}

export interface Workflow<S extends string, A extends string, R, U extends WorkflowActor = WorkflowActor, T extends Transition<S, A, R, U> = Transition<S, A, R, U>> {
  name: string;
  states: readonly S[];
  actions: readonly A[];
  /** Reads the state from the record. */
  stateOf: (record: R) => S;
  /** One row per action. */
  transitions: readonly T[];
  /** Message key when the state does not allow an action. */
  wrongStateKey: string;
}

export const fromStates = <S extends string>(t: { from: S | readonly S[] }): readonly S[] => (typeof t.from === 'string' ? [t.from as S] : (t.from as readonly S[]));

const permissionsOf = (t: { permission?: string | readonly string[] }): readonly string[] => (t.permission === undefined ? [] : typeof t.permission === 'string' ? [t.permission] : t.permission);

/** Checks the definition once, when the module loads: every action has one row, every state is declared. */
export function defineWorkflow<S extends string, A extends string, R, U extends WorkflowActor = WorkflowActor, T extends Transition<S, A, R, U> = Transition<S, A, R, U>>(wf: Workflow<S, A, R, U, T>): Workflow<S, A, R, U, T> {
  const seen = new Set<string>();
  for (const t of wf.transitions) {
    if (seen.has(t.action)) throw new Error(`workflow ${wf.name}: action ${t.action} has two rows`);
    seen.add(t.action);
    if (!wf.actions.includes(t.action)) throw new Error(`workflow ${wf.name}: action ${t.action} is not declared`);
    for (const s of [...fromStates(t), ...(t.to === undefined ? [] : [t.to])]) {
      if (!wf.states.includes(s)) throw new Error(`workflow ${wf.name}: state ${s} of ${t.action} is not declared`);
    }
  }
  for (const a of wf.actions) if (!seen.has(a)) throw new Error(`workflow ${wf.name}: action ${a} has no row`);
  return wf;
}

export function transitionOf<S extends string, A extends string, R, U extends WorkflowActor, T extends Transition<S, A, R, U>>(wf: Workflow<S, A, R, U, T>, action: A): T {
  const t = wf.transitions.find((row) => row.action === action);
  if (!t) throw new Error(`workflow ${wf.name}: no action ${action}`);
  return t;
}

/** The refusal of the state alone (null when `state` allows `action`). */
export function stateRefusal<S extends string, A extends string, R, U extends WorkflowActor, T extends Transition<S, A, R, U>>(wf: Workflow<S, A, R, U, T>, action: A, state: S): Refusal | null {
  const t = transitionOf(wf, action);
  if (fromStates(t).includes(state)) return null;
  return wrongStateRefusal(t.refusedKeys?.[state] ?? t.wrongStateKey ?? wf.wrongStateKey);
}

/**
 * May `actor` take `action` on `record` now? Null when yes, else the refusal. Checked in this order:
 * permission (403), actor kind (403), state (409), then the guards in order.
 */
export function decide<S extends string, A extends string, R, U extends WorkflowActor, T extends Transition<S, A, R, U>>(wf: Workflow<S, A, R, U, T>, action: A, record: R, actor: U): Refusal | null {
  const t = transitionOf(wf, action);
  const keys = permissionsOf(t);
  if (keys.length > 0 && !keys.some((k) => actor.permissions.has(k))) return FORBIDDEN;
  if (t.actorKinds && !t.actorKinds.includes(actor.companyType)) return FORBIDDEN;
  const refused = stateRefusal(wf, action, wf.stateOf(record));
  if (refused) return refused;
  for (const g of t.guards ?? []) if (!g.test(record, actor)) return g.refusal;
  return null;
}

/** The actions `actor` may take on `record` now, in the definition's order. */
export function allowedActions<S extends string, A extends string, R, U extends WorkflowActor, T extends Transition<S, A, R, U>>(wf: Workflow<S, A, R, U, T>, record: R, actor: U): A[] {
  return wf.transitions.filter((t) => decide(wf, t.action, record, actor) === null).map((t) => t.action);
}

/**
 * The whole table for a policy test: for each named actor and each named record (one per state and
 * guard case), the actions allowed, as `actor | record | action action ...` lines; pairs allowed
 * nothing are left out, so an unexpected allowance shows up as an extra line.
 */
export function decisionTable<R, U>(actors: Record<string, U>, records: Record<string, R>, allowed: (record: R, actor: U) => readonly string[]): string[] {
  const lines: string[] = [];
  for (const [actorName, actor] of Object.entries(actors)) {
    for (const [recordName, record] of Object.entries(records)) {
      const actions = allowed(record, actor);
      if (actions.length > 0) lines.push(`${actorName} | ${recordName} | ${actions.join(' ')}`);
    }
  }
  return lines;
}
