/**
 * The reusable proof of company scoping (issue 2 item 5): the owner company's user gets the
 * record, another company's user gets 404 (never 403, so existence stays hidden), staff with the
 * permission get it too when `staffAccount` is given.
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers';

export interface IsolationCase {
  /** Signs in and calls the route for one record; the record belongs to `ownerAccount`'s company. */
  request: (token: string) => Promise<LightMyRequestResponse>;
  ownerAccount: string;
  otherAccount: string;
  staffAccount?: string;
}

export async function expectCompanyIsolation(t: TestApp, c: IsolationCase): Promise<void> {
  const own = await c.request(await t.login(c.ownerAccount));
  expect(own.statusCode, `owner ${c.ownerAccount} should reach its own record`).toBeLessThan(300);
  const other = await c.request(await t.login(c.otherAccount));
  expect(other.statusCode, `${c.otherAccount} must not see another company's record`).toBe(404);
  expect(other.json()).toMatchObject({ code: 404, errorKey: expect.any(String) });
  if (c.staffAccount) {
    const staff = await c.request(await t.login(c.staffAccount));
    expect(staff.statusCode, `staff ${c.staffAccount} should reach the record`).toBeLessThan(300);
  }
}
