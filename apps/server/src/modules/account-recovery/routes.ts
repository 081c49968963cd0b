/** Forgot password, unlock and account-info completion routes (spec 000 §2, §7 'Public and account'). */
import { translate } from '@aerosupply/shared';
import {
  codeSentAnswerSchema,
  completionSendSchema,
  completionStatusSchema,
  completionVerifySchema,
  recoveryDoneSchema,
  recoveryResetSchema,
  recoverySendCodeSchema,
  recoveryStartAnswerSchema,
  recoveryStartSchema,
  unlockSchema,
} from '@aerosupply/shared/account-recovery/schemas';
import { passwordPolicyFor } from '@aerosupply/shared/validation/password';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['account-recovery'];

export function registerAccountRecoveryRoutes(app: FastifyInstance): void {
  const policy = passwordPolicyFor(app.deps.config.strictPasswordLength);

  for (const purpose of ['reset', 'unlock'] as const) {
    const base = purpose === 'reset' ? '/api/account-recovery/password' : '/api/account-recovery/unlock';
    defineRoute(app, {
      method: 'POST',
      url: `${base}/start`,
      permission: 'public',
      summary: purpose === 'reset' ? 'Forgot password, step 1: account and captcha' : 'Unlock, step 1: account and captcha',
      tags,
      body: recoveryStartSchema,
      response: recoveryStartAnswerSchema,
      handler: ({ deps, body, req }) => service.startRecovery(deps, purpose, body, req.ip),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/send-code`,
      permission: 'public',
      summary: purpose === 'reset' ? 'Forgot password: send or resend the code by email or SMS' : 'Unlock: send or resend the code by email or SMS',
      tags,
      body: recoverySendCodeSchema,
      response: codeSentAnswerSchema,
      handler: ({ deps, body, req }) => service.sendRecoveryCode(deps, purpose, body, req.ip),
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/account-recovery/password/reset',
    permission: 'public',
    summary: 'Forgot password, step 3: code and new password',
    tags,
    body: recoveryResetSchema(policy),
    response: recoveryDoneSchema,
    handler: async ({ deps, body, lang }) => {
      const answer = await service.resetPassword(deps, body);
      return { messageKey: answer.message, message: translate(answer.message, lang) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account-recovery/unlock',
    permission: 'public',
    summary: 'Unlock a frozen or locked account with the code',
    tags,
    body: unlockSchema,
    response: recoveryDoneSchema,
    handler: async ({ deps, body, lang }) => {
      const answer = await service.unlockAccount(deps, body);
      return { messageKey: answer.message, message: translate(answer.message, lang) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account-completion',
    permission: 'signedIn',
    summary: 'Account-info completion: which of mobile and mailbox are valid',
    tags,
    response: completionStatusSchema,
    handler: ({ deps, actor }) => service.getCompletionStatus(deps, actor),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account-completion/send-code',
    permission: 'signedIn',
    summary: 'Account-info completion: send a code to a new mobile number or mailbox',
    tags,
    body: completionSendSchema,
    opType: false,
    response: codeSentAnswerSchema,
    handler: ({ deps, actor, body, req }) => service.sendCompletionCode(deps, actor, body, req.ip),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account-completion/verify',
    permission: 'signedIn',
    summary: 'Account-info completion: verify the code and save the mobile number or mailbox',
    tags,
    body: completionVerifySchema,
    opType: 'modify',
    response: completionStatusSchema,
    handler: ({ deps, actor, body }) => service.verifyCompletion(deps, actor, body),
  });
}
