import type { ChatCustomer, StaffChatMessage } from '@wallet/contract';
import type { TFunction } from 'i18next';

/** The first characters of a guest id: enough to tell guests apart in a list. */
export const shortGuestId = (guestId: string | null): string => (guestId ?? '').slice(0, 8);

/** "Somchai · 0812345678", "0812345678", or "Guest a1b2c3d4". */
export function customerLabel(customer: ChatCustomer, t: TFunction): string {
  if (customer.kind === 'guest') {
    const id = shortGuestId(customer.guestId);
    return id ? t('chat.guestShort', { id }) : t('chat.guest');
  }
  return [customer.name, customer.phone].filter(Boolean).join(' · ') || t('chat.member');
}

export type Author = 'customer' | 'staff' | 'bot' | 'note';

/** Who wrote a message, as the thread shows it: notes first, then the sender. */
export function authorOf(message: StaffChatMessage): Author {
  if (message.kind === 'note') return 'note';
  if (message.sender === 'customer') return 'customer';
  if (message.sender === 'bot' || !message.staffLogin) return 'bot';
  return 'staff';
}

/** A link the back-office may put in src/href: a path on this site or http(s), nothing else. */
export function safeMediaUrl(value: string): string | null {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
