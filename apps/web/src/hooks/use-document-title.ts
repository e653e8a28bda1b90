import { useEffect } from 'react';
import { useSiteName } from '@/lib/site-info';

/**
 * Each screen names itself in the tab title, translated, after the site's own name from lookup
 * info (issue 13: one brand everywhere, never a built-in app name).
 */
export function useDocumentTitle(title: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    const text = [title, siteName].filter(Boolean).join(' · ');
    if (text) document.title = text;
  }, [title, siteName]);
}
