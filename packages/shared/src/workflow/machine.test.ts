import { describe, expect, it } from 'vitest';
import { allowedActions, decide, defineWorkflow, stateRefusal, type WorkflowActor } from './machine';

type Door = { state: 'open' | 'closed' | 'locked'; jammed: boolean };
const door = defineWorkflow<Door['state'], 'close' | 'open' | 'lock' | 'look', Door>({
  name: 'door',
  states: ['open', 'closed', 'locked'],
  actions: ['close', 'open', 'lock', 'look'],
  stateOf: (d) => d.state,
  wrongStateKey: 'door.wrong_state',
  transitions: [
    { action: 'close', from: 'open', to: 'closed', permission: 'door.use', guards: [{ name: 'not jammed', test: (d) => !d.jammed, refusal: { status: 409, errorKey: 'door.jammed' } }] },
    { action: 'open', from: ['closed'], to: 'open', permission: ['door.use', 'door.admin'], refusedKeys: { locked: 'door.locked' } },
    { action: 'lock', from: 'closed', to: 'locked', permission: 'door.admin', actorKinds: ['staff'], wrongStateKey: 'door.close_first' },
    { action: 'look', from: ['open', 'closed', 'locked'] },
  ],
});
const user: WorkflowActor = { permissions: new Set(['door.use']), companyType: 'supplier' };
const keeper: WorkflowActor = { permissions: new Set(['door.admin']), companyType: 'staff' };

describe('workflow machine', () => {
  it('checks permission, actor kind, state, then guards, in that order', () => {
    expect(decide(door, 'lock', { state: 'open', jammed: false }, user)).toEqual({ status: 403, errorKey: 'auth.forbidden' });
    expect(decide(door, 'lock', { state: 'open', jammed: false }, { ...keeper, companyType: 'supplier' })).toEqual({ status: 403, errorKey: 'auth.forbidden' });
    expect(decide(door, 'lock', { state: 'open', jammed: false }, keeper)).toEqual({ status: 409, errorKey: 'door.close_first' });
    expect(decide(door, 'close', { state: 'closed', jammed: true }, user)).toEqual({ status: 409, errorKey: 'door.wrong_state' });
    expect(decide(door, 'close', { state: 'open', jammed: true }, user)).toEqual({ status: 409, errorKey: 'door.jammed' });
    expect(decide(door, 'close', { state: 'open', jammed: false }, user)).toBeNull();
    expect(stateRefusal(door, 'open', 'locked')).toEqual({ status: 409, errorKey: 'door.locked' });
  });

  it('lists the allowed actions in the definition’s order; any listed permission grants', () => {
    expect(allowedActions(door, { state: 'closed', jammed: false }, user)).toEqual(['open', 'look']);
    expect(allowedActions(door, { state: 'closed', jammed: false }, keeper)).toEqual(['open', 'lock', 'look']);
  });

  it('refuses a definition with an undeclared state, a missing or a doubled action', () => {
    const base = { name: 'x', states: ['a', 'b'] as const, actions: ['go'] as const, stateOf: () => 'a' as const, wrongStateKey: 'k' };
    expect(() => defineWorkflow({ ...base, transitions: [{ action: 'go', from: 'a', to: 'c' as 'b' }] })).toThrow(/state c/);
    expect(() => defineWorkflow({ ...base, transitions: [] })).toThrow(/no row/);
    expect(() => defineWorkflow({ ...base, transitions: [{ action: 'go', from: 'a' }, { action: 'go', from: 'b' }] })).toThrow(/two rows/);
  });
});
