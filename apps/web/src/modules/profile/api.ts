/** Personal settings calls (spec 000 §3, §7): info, preferences, language, password. */
import { profileRoutes as r } from '@aerosupply/shared/profile/routes';
import type { ProfileInfo } from '@aerosupply/shared/profile/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

/** Values the basic-info form saves (the API's dataJson). */
export type PersonalInfoInput = Pick<ProfileInfo, 'realName' | 'phone' | 'mobile' | 'email' | 'country' | 'timeZone'>;

/** Values the preferences form saves (the API's dataJson). */
export type PreferenceValues = Record<string, string | number | null | undefined>;

export const profileKeys = {
  info: ['profile', 'info'] as const,
  preferences: ['profile', 'preferences'] as const,
};

/** GET /api/profile/info answers a list; the first item is the user's record (spec 000 §7). */
export function usePersonalInfo() {
  return useQuery({
    queryKey: profileKeys.info,
    queryFn: async () => (await call(r.info))[0] ?? null,
    staleTime: 0,
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: profileKeys.preferences,
    queryFn: () => call(r.preferences),
    staleTime: 0,
  });
}

export function savePersonalInfo(values: PersonalInfoInput): Promise<unknown> {
  return call(r.saveInfo, { body: { dataJson: JSON.stringify(values) } });
}

export function savePreferences(values: PreferenceValues): Promise<unknown> {
  return call(r.savePreferences, { body: { dataJson: JSON.stringify(values) } });
}

export function changePassword(oldPwd: string, newPwd: string): Promise<unknown> {
  return call(r.password, { body: { oldPwd, newPwd } });
}
