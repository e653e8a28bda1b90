import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@wallet/web-kit/sanitize';

/** Looks like markup: a tag such as `<b>` or `<p class=…>`. */
const looksLikeHtml = (text: string): boolean => /<[a-z][\s\S]*>/i.test(text);

/** HTML-like text previewed after DOMPurify (never the raw markup). */
export function HtmlPreview({ text, lang }: { text: string; lang?: string }) {
  const { t } = useTranslation();
  if (!looksLikeHtml(text)) return null;
  return (
    <div className="html-preview">
      <p className="field__hint">{t('settings.preview')}</p>
      <div lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />
    </div>
  );
}
