import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each screen names itself in the tab title, translated. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
