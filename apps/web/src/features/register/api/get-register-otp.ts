import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Spec §2/§4: whether step 2 (OTP) is part of the wizard. */
export const getRegisterOtp = async (locale: Locale): Promise<boolean> =>
  (await apiClient.request(lookupApi.registerOTP, { locale })).registerOTP;

export const getRegisterOtpQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'registerOTP', locale],
    queryFn: () => getRegisterOtp(locale),
  });

export function useRegisterOtp() {
  return useQuery(getRegisterOtpQueryOptions(useLocale()));
}
