import { useEffect } from 'react';
import { eraFor, setDateEra } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site-info';

/**
 * Keeps the app's date era in step with lookup info's `buddhistEra` and the language (issue 13):
 * Thai reads 22/11/2569 when the site asks for it; Lao and English, and Thai until the answer
 * comes, read 22/11/2026.
 */
export function useDateEraSync(): void {
  const locale = useLocale();
  const buddhistEra = useSiteInfo().data?.buddhistEra;
  useEffect(() => {
    setDateEra(eraFor(locale, buddhistEra));
  }, [locale, buddhistEra]);
}
