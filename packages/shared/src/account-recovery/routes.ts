/** Account recovery (forgot password, unlock) and account-info completion routes. */
import { route } from '../http/contract';
import {
  codeSentAnswerSchema, completionSendSchema, completionStatusSchema, completionVerifySchema, recoveryDoneSchema, recoveryResetSchema,
  recoverySendCodeSchema, recoveryStartAnswerSchema, recoveryStartSchema, unlockSchema,
} from './schemas';

const tags = ['account-recovery'];

/** Steps 1 and 2 of a recovery, the same for both purposes: account and captcha, then the code sent. */
const recoverySteps = <const B extends string>(base: B, what: string, step1: string) => ({
  start: route({
    method: 'POST', url: `${base}/start`, permission: 'public', tags,
    summary: step1, body: recoveryStartSchema, response: recoveryStartAnswerSchema,
  }),
  sendCode: route({
    method: 'POST', url: `${base}/send-code`, permission: 'public', tags,
    summary: `${what}: send or resend the code by email or SMS`, body: recoverySendCodeSchema, response: codeSentAnswerSchema,
  }),
});

const password = recoverySteps('/api/account-recovery/password', 'Forgot password', 'Forgot password, step 1: account and captcha');
const unlock = recoverySteps('/api/account-recovery/unlock', 'Unlock', 'Unlock, step 1: account and captcha');

export const accountRecoveryRoutes = {
  passwordStart: password.start,
  passwordSendCode: password.sendCode,
  unlockStart: unlock.start,
  unlockSendCode: unlock.sendCode,
  /** The server checks the new password against its configured policy (`recoveryResetSchema(policy)`); this is the default one. */
  passwordReset: route({
    method: 'POST', url: '/api/account-recovery/password/reset', permission: 'public', tags,
    summary: 'Forgot password, step 3: code and new password', body: recoveryResetSchema(), response: recoveryDoneSchema,
  }),
  unlock: route({
    method: 'POST', url: '/api/account-recovery/unlock', permission: 'public', tags,
    summary: 'Unlock a frozen or locked account with the code', body: unlockSchema, response: recoveryDoneSchema,
  }),
  completion: route({
    method: 'GET', url: '/api/account-completion', permission: 'signedIn', tags,
    summary: 'Account-info completion: which of mobile and mailbox are valid', response: completionStatusSchema,
  }),
  completionSendCode: route({
    method: 'POST', url: '/api/account-completion/send-code', permission: 'signedIn', tags,
    summary: 'Account-info completion: send a code to a new mobile number or mailbox', body: completionSendSchema, opType: false, response: codeSentAnswerSchema,
  }),
  completionVerify: route({
    method: 'POST', url: '/api/account-completion/verify', permission: 'signedIn', tags,
    summary: 'Account-info completion: verify the code and save the mobile number or mailbox', body: completionVerifySchema, opType: 'modify', response: completionStatusSchema,
  }),
};
