/** Test helpers of the onboarding modules: codes read from the outbox, sign-in without the token cache, a movable clock. */
import type { TestApp } from '../../../test/helpers';

/** The latest verification code sent to `recipient` (read from the outbox, as a user reads the mail/SMS). */
export async function lastCodeFor(t: TestApp, recipient: string): Promise<string> {
  const row = await t.deps.db.selectFrom('outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
  // The text is in the recipient's language (issue 10 item 5): English or Chinese.
  const match = /([A-Za-z0-9]{6}) ?(?:\(case-sensitive\)|（区分大小写）)/.exec(row.body);
  if (!match) throw new Error(`no code in outbox message to ${recipient}: ${row.body}`);
  return match[1]!;
}

/** Number of outbox messages to `recipient`. */
export async function outboxCount(t: TestApp, recipient: string): Promise<number> {
  const rows = await t.deps.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute();
  return rows.length;
}

/** Signs in through POST /oauth/token (no caching: clock moves would leave cached tokens expired). */
export async function signIn(t: TestApp, username: string, password: string) {
  return t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password } });
}

export async function tokenOf(t: TestApp, username: string, password = 'Demo@Pass2026'): Promise<string> {
  const res = await signIn(t, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in ${username}: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** Moves the server's clock by `ms` from now (deps.now is read on every request). */
export function shiftClock(t: TestApp, ms: number): void {
  const base = Date.now();
  const start = Date.now();
  t.deps.now = () => new Date(base + ms + (Date.now() - start));
}

export function resetClock(t: TestApp): void {
  t.deps.now = () => new Date();
}

export const MINUTE = 60_000;
export const DAY = 86_400_000;
