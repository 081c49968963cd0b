/** What other modules may use of account recovery: the verification-code helpers. */
export { checkCode, consumeCode, issueCode, limitPublicCalls, codeTtlMinutes, type CodePurpose } from './codes';
