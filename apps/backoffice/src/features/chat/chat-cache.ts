import type { ChatConversationSummary, StaffChatMessage } from '@wallet/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

const chatKeys = queryKeys.chat;

/** The list's status tabs: the three statuses and everything. */
export const LIST_STATUSES = ['open', 'pending', 'resolved', 'all'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const PAGE_SIZE = 25;
export const MESSAGES_PAGE = 30;

export type ListParams = { status: ListStatus; q: string; offset: number; limit: number };
export type ConversationPage = { items: ChatConversationSummary[]; total: number };
export type MessagePage = { items: StaffChatMessage[] };
export type MessagesData = InfiniteData<MessagePage, string | undefined>;

const newestFirst = (a: ChatConversationSummary, b: ChatConversationSummary) =>
  b.lastMessageAt.localeCompare(a.lastMessageAt);

const belongs = (status: ListStatus, summary: ChatConversationSummary) =>
  status === 'all' || summary.status === status;

/**
 * A conversation changed (socket push or a write's answer): every cached list page learns it.
 * A page already holding it replaces it (or drops it when its status left the tab); the first
 * page of an unsearched tab it belongs to takes it in. Pages are re-sorted, newest activity first.
 */
export function upsertSummary(client: QueryClient, summary: ChatConversationSummary) {
  client.setQueryData(chatKeys.conversation(summary.id), summary);
  const lists = client.getQueriesData<ConversationPage>({ queryKey: chatKeys.lists });
  for (const [key, page] of lists) {
    if (!page) continue;
    const params = key[3] as ListParams | undefined;
    if (!params) continue;
    const index = page.items.findIndex((item) => item.id === summary.id);
    const fits = belongs(params.status, summary);
    let next: ConversationPage | null = null;
    if (index >= 0 && fits) {
      const items = page.items.map((item) => (item.id === summary.id ? summary : item));
      next = { ...page, items: items.sort(newestFirst) };
    } else if (index >= 0) {
      next = {
        items: page.items.filter((item) => item.id !== summary.id),
        total: Math.max(0, page.total - 1),
      };
    } else if (fits && !params.q && params.offset === 0) {
      const items = [summary, ...page.items].sort(newestFirst).slice(0, params.limit);
      next = { items, total: page.total + 1 };
    }
    if (next) client.setQueryData(key, next);
  }
}

/** A message arrived: added to its open thread's cache once (socket and answer may both bring it). */
export function appendMessage(client: QueryClient, message: StaffChatMessage): boolean {
  let added = false;
  client.setQueryData<MessagesData>(chatKeys.messages(message.conversationId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    added = true;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ items: [message, ...(first?.items ?? [])] }, ...rest] };
  });
  return added;
}

/** The customer read the site's messages: every staff and bot message shows read. */
export function markCustomerRead(client: QueryClient, conversationId: string) {
  client.setQueryData<MessagesData>(chatKeys.messages(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            items: page.items.map((item) =>
              item.sender !== 'customer' && item.kind === 'message' && !item.read
                ? { ...item, read: true }
                : item,
            ),
          })),
        }
      : data,
  );
  const summary = client.getQueryData<ChatConversationSummary>(
    chatKeys.conversation(conversationId),
  );
  if (summary && !summary.customerRead) upsertSummary(client, { ...summary, customerRead: true });
}

/** The thread in reading order: oldest first, newest at the bottom. */
export function threadOf(data: { pages: MessagePage[] } | undefined): StaffChatMessage[] {
  if (!data) return [];
  return data.pages.flatMap((page) => page.items).reverse();
}
