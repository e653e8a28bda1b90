import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, lookupApi, type ResponseOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type ContactInfo = ResponseOf<typeof lookupApi.contact>;

export const getContact = (locale: Locale): Promise<ContactInfo> =>
  apiClient.request(lookupApi.contact, { locale });

export const getContactQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['lookup', 'contact', locale],
    queryFn: () => getContact(locale),
  });

export function useContact() {
  return useQuery(getContactQueryOptions(useLocale()));
}
