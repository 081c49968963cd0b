/** The home (workbench) summary: pending-task counters from the module manifests' providers, and notices. */
import type { Lang } from '@aerosupply/shared';
import { HOME_NOTICE_LIMIT, type HomeSummary, type HomeTask } from '@aerosupply/shared/home/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { presentNotice } from './presenter';
import { findNoticesFor } from './repo';
import { homeTaskProviders } from '../../platform/modules/manifest';

/** Counters and notices for the signed-in user's side and company, in the user's language. */
export async function getHomeSummary(deps: AppDeps, actor: Actor, lang: Lang): Promise<HomeSummary> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const tasks: HomeTask[] = [];
    for (const provider of homeTaskProviders(actor.companyType)) tasks.push(...(await provider({ db: trx, actor, now })));
    const notices = (await findNoticesFor(trx, actor, HOME_NOTICE_LIMIT)).map((n) => presentNotice(n, lang));
    return { tasks, notices };
  });
}
