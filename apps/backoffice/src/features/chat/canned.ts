import {
  fillPlaceholders,
  type ChatButton,
  type ChatCustomer,
  type StaffMessageInput,
} from '@wallet/contract';

export type PlaceholderValues = { name: string | null; phone: string | null; agent: string };

export function placeholderValues(customer: ChatCustomer, agentLogin: string): PlaceholderValues {
  return { name: customer.name, phone: customer.phone, agent: agentLogin };
}

/**
 * A canned reply with {name} {phone} {agent} filled in every text the customer reads (the
 * message, titles, subtitles, captions). Button payloads (links, numbers, postback values) are
 * sent as written: a filled value must never turn a checked link into another one.
 */
export function fillMessage(
  message: StaffMessageInput,
  values: PlaceholderValues,
): StaffMessageInput {
  const fill = (text: string) => fillPlaceholders(text, values);
  const button = (b: ChatButton) => ({ ...b, title: fill(b.title) });
  switch (message.message_type) {
    case 'text':
      return { ...message, payload: fill(message.payload) };
    case 'buttons':
    case 'quick_replies':
      return { ...message, payload: fill(message.payload), payloads: message.payloads.map(button) };
    case 'generic':
      return {
        ...message,
        payloads: message.payloads.map((card) => ({
          ...card,
          title: fill(card.title),
          subtitle: fill(card.subtitle),
          buttons: card.buttons.map(button),
        })),
      };
    case 'media': {
      const caption = message.payload.message;
      return {
        ...message,
        payload: {
          ...message.payload,
          ...(caption !== undefined ? { message: fill(caption) } : {}),
        },
      };
    }
  }
}

const KNOWN = ['name', 'phone', 'agent'] as const;

/** The known placeholders still in a filled message (a guest has no name or phone). */
export function unfilledPlaceholders(message: StaffMessageInput): string[] {
  const text = JSON.stringify(message);
  return KNOWN.filter((name) => text.includes(`{${name}}`)).map((name) => `{${name}}`);
}

/** Text plus up to 4 reply titles → a quick-replies message (each title is its own postback). */
export function quickRepliesMessage(text: string, titles: readonly string[]): StaffMessageInput {
  const replies = titles.map((title) => title.trim()).filter(Boolean);
  return {
    message_type: 'quick_replies',
    payload: text.trim(),
    payloads: replies.map((title) => ({ type: 'postback', title, payload: title })),
  };
}
