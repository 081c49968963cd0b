/** Set-up shared by the logistics API tests: the demo accounts that despatch, ship and receive, and the domestic forwarder entry. */
import type { TestApp } from '../../../test/helpers';

/** Signs in the demo logistics clerk, buyer, forwarder and suppliers A and B; answers their tokens and the id of forwarder entry EAL-DOM. */
export async function signInDespatchCast(t: TestApp): Promise<{ logi: string; buyer: string; fwd: string; supA: string; supB: string; fwdDom: number }> {
  const [logi, buyer, fwd, supA, supB] = await Promise.all([t.login('20000004'), t.login('20000001'), t.login('fwd_admin'), t.login('supa_admin'), t.login('supb_admin')]);
  const fwdDom = (await t.deps.db.selectFrom('logistics_master').select('id').where('code', '=', 'EAL-DOM').executeTakeFirstOrThrow()).id;
  return { logi, buyer, fwd, supA, supB, fwdDom };
}
