import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse } from '@aerosupply/shared';
import { api } from '../../lib/api/client';
import { fetchLoginType } from '../../lib/auth';

export const authKeys = {
  loginType: ['auth', 'loginType'] as const,
  captcha: ['auth', 'captcha'] as const,
};

/** GET /admin/sys/user/getLoginType: whether a captcha is asked, password lengths. */
export function useLoginType() {
  return useQuery({ queryKey: authKeys.loginType, queryFn: fetchLoginType, staleTime: 60_000, retry: 1 });
}

/** GET /api/auth/captcha; refetch() gives a new image and key. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.captcha,
    queryFn: () => api.get<CaptchaResponse>('/api/auth/captcha', undefined, { anonymous: true, background: true }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}
