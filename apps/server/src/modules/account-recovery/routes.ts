/** Forgot password, unlock and account-info completion routes (spec 000 §2, §7 'Public and account'). */
import { translate } from '@aerosupply/shared';
import { accountRecoveryRoutes as r } from '@aerosupply/shared/account-recovery/routes';
import { recoveryResetSchema } from '@aerosupply/shared/account-recovery/schemas';
import { passwordPolicyFor } from '@aerosupply/shared/validation/password';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerAccountRecoveryRoutes(app: FastifyInstance): void {
  const policy = passwordPolicyFor(app.deps.config.strictPasswordLength);

  for (const [purpose, start, sendCode] of [['reset', r.passwordStart, r.passwordSendCode], ['unlock', r.unlockStart, r.unlockSendCode]] as const) {
    defineRoute(app, { ...start, handler: ({ deps, body, req }) => service.startRecovery(deps, purpose, body, req.ip) });
    defineRoute(app, { ...sendCode, handler: ({ deps, body, req }) => service.sendRecoveryCode(deps, purpose, body, req.ip) });
  }

  defineRoute(app, {
    ...r.passwordReset,
    // The configured password policy (the contract carries the default one).
    body: recoveryResetSchema(policy),
    handler: async ({ deps, body, lang }) => {
      const answer = await service.resetPassword(deps, body);
      return { messageKey: answer.message, message: translate(answer.message, lang) };
    },
  });

  defineRoute(app, {
    ...r.unlock,
    handler: async ({ deps, body, lang }) => {
      const answer = await service.unlockAccount(deps, body);
      return { messageKey: answer.message, message: translate(answer.message, lang) };
    },
  });

  defineRoute(app, { ...r.completion, handler: ({ deps, actor }) => service.getCompletionStatus(deps, actor) });
  defineRoute(app, { ...r.completionSendCode, handler: ({ deps, actor, body, req }) => service.sendCompletionCode(deps, actor, body, req.ip) });
  defineRoute(app, { ...r.completionVerify, handler: ({ deps, actor, body }) => service.verifyCompletion(deps, actor, body) });
}
