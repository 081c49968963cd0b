/** The one status writer: target from the workflow, from-states checked in the write, timeline, effects, batches, derived states. */
import { CAPABILITY_WORKFLOW } from '@aerosupply/shared/capabilities/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listTimeline } from '../timeline';
import { applyTransition, applyTransitionToMany, statusColumn, targetOf, writeDerivedStatus } from './status-writer';

const COL = statusColumn({ table: 'capability_applications', workflow: CAPABILITY_WORKFLOW });

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  const first = await t.deps.db.selectFrom('capability_applications').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, ...copy } = first;
  const rows = await t.deps.db
    .insertInto('capability_applications')
    .values([0, 1, 2].map((i) => ({ ...copy, number: `SW${i}`, status: 'to_be_submitted' as const, categories: JSON.stringify(copy.categories), items: JSON.stringify(copy.items) })))
    .returning('id')
    .execute();
  ids = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const statusOf = async (id: number) => (await t.deps.db.selectFrom('capability_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('status writer', () => {
  it('takes the target from the workflow and writes the other columns with it', async () => {
    const to = await applyTransition(t.deps.db, COL, { id: ids[0]!, action: 'submit', set: { remarks: 'submitted by the test' } });
    expect(to).toBe('under_review');
    expect(await statusOf(ids[0]!)).toBe('under_review');
    const row = await t.deps.db.selectFrom('capability_applications').select('remarks').where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(row.remarks).toBe('submitted by the test');
  });

  it('answers 409 with the workflow message when the record left the from-states, and writes nothing', async () => {
    await expect(applyTransition(t.deps.db, COL, { id: ids[0]!, action: 'submit', set: { remarks: 'lost' } })).rejects.toMatchObject({ status: 409, errorKey: 'capabilities.not_submittable' });
    const row = await t.deps.db.selectFrom('capability_applications').select(['status', 'remarks']).where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(row.status).toBe('under_review');
    expect(row.remarks).toBe('submitted by the test');
  });

  it('records the timeline entry and runs the named effects after the write', async () => {
    const seen: string[] = [];
    await applyTransition(t.deps.db, COL, {
      id: ids[0]!,
      action: 'pass',
      from: 'under_review',
      timeline: { subject: { type: 'status-writer-test', id: ids[0]! }, actor: null, note: 'ok' },
      effects: [{ name: 'probe', run: async (to) => void seen.push(`${to}:${await statusOf(ids[0]!)}`) }],
    });
    expect(seen).toEqual(['audit_completed:audit_completed']);
    const entries = await listTimeline(t.deps.db, { type: 'status-writer-test', id: ids[0]! });
    expect(entries.map((e) => [e.action, e.fromStatus, e.toStatus, e.note])).toEqual([['pass', 'under_review', 'audit_completed', 'ok']]);
  });

  it('moves in a batch only the records in a from-state', async () => {
    const moved = await applyTransitionToMany(t.deps.db, COL, { ids, action: 'submit' });
    expect(moved.sort()).toEqual([ids[1], ids[2]].sort());
    expect(await statusOf(ids[0]!)).toBe('audit_completed');
  });

  it('writes a derived state only when it is one of the workflow and differs', async () => {
    expect(await writeDerivedStatus(t.deps.db, COL, { id: ids[1]!, to: 'no_pass' })).toBe(true);
    expect(await writeDerivedStatus(t.deps.db, COL, { id: ids[1]!, to: 'no_pass' })).toBe(false);
    await expect(writeDerivedStatus(t.deps.db, COL, { id: ids[1]!, to: 'nonsense' as never })).rejects.toThrow(/not a state/);
  });

  it('refuses an action that keeps the state (nothing to write)', () => {
    expect(() => targetOf(COL, 'view')).toThrow(/does not change the status/);
  });
});
