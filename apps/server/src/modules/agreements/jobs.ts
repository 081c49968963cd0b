/** The agreements' validity job: confirmed -> active when validity starts, -> expired after it ends (D-273). */
import type { ModuleJob } from '../../platform/modules/manifest';
import { AGREEMENT_VALIDITY_QUEUE, runValidity, tickValidity } from './service';

export const agreementValidityJob: ModuleJob = {
  queue: AGREEMENT_VALIDITY_QUEUE,
  run: async (deps, payload) => {
    await runValidity(deps, typeof payload.date === 'string' ? payload.date : undefined);
  },
  tick: tickValidity,
};
