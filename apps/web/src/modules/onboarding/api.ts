/** Calls of the public onboarding screens: registration, recovery, unlock, completion, look-ups. */
import { useQuery } from '@tanstack/react-query';
import type { CodeChannel } from '@aerosupply/shared/account-recovery/schemas';
import { authRoutes } from '@aerosupply/shared/auth/routes';
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import { accountRecoveryRoutes as recovery } from '@aerosupply/shared/account-recovery/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { registrationRoutes as reg } from '@aerosupply/shared/registration/routes';
import { employeeRequestRoutes } from '@aerosupply/shared/supplier-accounts/routes';
import { call } from '../../lib/api/call';
import { pickText, useLang } from '../../lib/i18n';

export const onboardingKeys = {
  captcha: (scope: string) => ['onboarding', 'captcha', scope] as const,
  taxSystems: (country: string | undefined) => ['onboarding', 'taxSystems', country] as const,
  invitation: (code: string) => ['onboarding', 'invitation', code] as const,
  mine: ['onboarding', 'registration', 'mine'] as const,
  completion: ['onboarding', 'completion'] as const,
};

/** Public calls carry no token and report their errors on the form (silent). */
const pub = { anonymous: true, silent: true } as const;

/** A one-time captcha image; `refetch()` gives a new one. */
export function useCaptcha(scope: string, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.captcha(scope),
    queryFn: () => call(authRoutes.captcha, undefined, { anonymous: true, background: true, silent: true }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Tax numbering systems offered for a country (`dictRoutes.taxSystems`). */
export function useTaxSystems(country: string | undefined) {
  const lang = useLang();
  const query = useQuery({
    queryKey: onboardingKeys.taxSystems(country),
    queryFn: () => call(dictRoutes.taxSystems, { query: { country } }, { background: true, anonymous: true }),
    enabled: Boolean(country),
    staleTime: 3_600_000,
  });
  return {
    options: (query.data ?? []).map((s) => ({ value: s.code, label: pickText(lang, s.zh, s.en), example: s.example })),
    loading: query.isLoading && Boolean(country),
  };
}

/** What an invitation code pre-fills (404/400 when it is not usable). */
export function useInvitationPrefill(code: string | null) {
  return useQuery({
    queryKey: onboardingKeys.invitation(code ?? ''),
    queryFn: () => call(reg.invitation, { query: { code: code ?? '' } }, { ...pub, background: true }),
    enabled: Boolean(code),
    retry: false,
  });
}

export const registrationApi = {
  requestAccount: (body: BodyOf<typeof employeeRequestRoutes.submit>) => call(employeeRequestRoutes.submit, { body }, pub),
  findAdmin: (body: BodyOf<typeof reg.findAdmin>) => call(reg.findAdmin, { body }, pub),
  checkDuplicates: (body: BodyOf<typeof reg.checkDuplicates>) => call(reg.checkDuplicates, { body }, pub),
  sendSms: (mobile: string) => call(reg.smsCode, { body: { mobile } }, pub),
  register: (body: BodyOf<typeof reg.register>) => call(reg.register, { body }, pub),
  mine: () => call(reg.mine),
  resubmit: (body: BodyOf<typeof reg.resubmit>) => call(reg.resubmit, { body }, { silent: true }),
};

export type RecoveryKind = 'password' | 'unlock';

export const recoveryApi = {
  start: (kind: RecoveryKind, body: { account: string; captchaKey?: string; captchaCode?: string }) =>
    call(kind === 'password' ? recovery.passwordStart : recovery.unlockStart, { body }, pub),
  sendCode: (kind: RecoveryKind, body: { ticket: string; channel: CodeChannel }) =>
    call(kind === 'password' ? recovery.passwordSendCode : recovery.unlockSendCode, { body }, pub),
  reset: (body: { ticket: string; channel: CodeChannel; code: string; newPwd: string; confirmPwd: string }) => call(recovery.passwordReset, { body }, pub),
  unlock: (body: { ticket: string; channel: CodeChannel; code: string }) => call(recovery.unlock, { body }, pub),
};

export function useCompletionStatus() {
  return useQuery({ queryKey: onboardingKeys.completion, queryFn: () => call(recovery.completion) });
}

export const completionApi = {
  sendCode: (body: { channel: CodeChannel; target: string }) => call(recovery.completionSendCode, { body }, { silent: true }),
  verify: (body: { channel: CodeChannel; target: string; code: string }) => call(recovery.completionVerify, { body }, { silent: true }),
};
