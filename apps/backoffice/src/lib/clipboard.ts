import { copyText as copyWith } from '@wallet/web-kit/clipboard';

/** Copies text (shared with the member app); the fallback textarea uses our visually-hidden class. */
export const copyText = (text: string): Promise<boolean> =>
  copyWith(text, { hiddenClass: 'visually-hidden' });

/** Offers `text` as a download named `filename` (a Blob URL, revoked after the click). */
export function downloadText(filename: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
