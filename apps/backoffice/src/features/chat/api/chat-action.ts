import { api, CHAT, type StaffChatMessage, type StaffMessageInput } from '@wallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { MutationCallbacks } from '@/lib/react-query';
import { appendMessage } from '../chat-cache';
import { fileKind } from '../file-kind';

/** What the composer sends: a reply, a private note, a built message, or a file to upload. */
export type ChatAction =
  | { kind: 'text'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'message'; message: StaffMessageInput }
  | { kind: 'file'; file: File };

/** A message from staff to the customer. */
export const sendChatMessage = (id: string, message: StaffMessageInput) =>
  apiClient.request(api.operatorChat.send, { params: { id }, body: { message } });

/** A private note, seen by staff only. */
export const addChatNote = (id: string, text: string) =>
  apiClient.request(api.operatorChat.note, { params: { id }, body: { text } });

/** An image or video stored for the conversation; the answer is where it lies. */
export const uploadChatFile = (id: string, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.request(api.operatorChat.upload, { params: { id }, body });
};

/**
 * One composer action. A file chat does not take, or one too large, is refused before any
 * request; an accepted one is uploaded, then sent as a media message.
 */
export async function runChatAction(id: string, next: ChatAction): Promise<StaffChatMessage> {
  switch (next.kind) {
    case 'text':
      return sendChatMessage(id, { message_type: 'text', payload: next.text });
    case 'note':
      return addChatNote(id, next.text);
    case 'message':
      return sendChatMessage(id, next.message);
    case 'file': {
      const fileType = fileKind(next.file);
      if (!fileType) throw new ApiError('CHAT_FILE_NOT_SUPPORTED', 0);
      const max = fileType === 'video' ? CHAT.videoMaxBytes : CHAT.imageMaxBytes;
      if (next.file.size > max) throw new ApiError('CHAT_FILE_TOO_LARGE', 0);
      const uploaded = await uploadChatFile(id, next.file);
      return sendChatMessage(id, {
        message_type: 'media',
        payload: { url: uploaded.url, fileType, filePath: uploaded.path },
      });
    }
  }
}

/** The message sent joins the open thread at once. */
export function useChatAction(
  id: string,
  options: MutationCallbacks<StaffChatMessage, ChatAction> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (next: ChatAction) => runChatAction(id, next),
    onSuccess: (...args) => {
      appendMessage(client, args[0]);
      return options.onSuccess?.(...args);
    },
  });
}
