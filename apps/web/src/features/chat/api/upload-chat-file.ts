import { chatApi, type ChatFileKind, type ResponseOf } from '@wallet/contract';
import { apiClient, type UploadProgress } from '@/lib/api-client';
import type { ChatWho } from './chat-who';

export type UploadedChatFile = ResponseOf<typeof chatApi.uploadImage>;

export type UploadChatFileInput = {
  who: ChatWho;
  kind: ChatFileKind;
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/**
 * Spec §7 POST /api/chat/upload-image | upload-video: multipart, field `file`, 300 s (the
 * endpoint's timeout), with progress. Who uploads goes first in the form, then the file.
 */
export function uploadChatFile({
  who,
  kind,
  file,
  signal,
  onProgress,
}: UploadChatFileInput): Promise<UploadedChatFile> {
  const body = new FormData();
  for (const [name, value] of Object.entries(who.body)) {
    if (value) body.append(name, value);
  }
  body.append('file', file, file.name);
  const endpoint = kind === 'image' ? chatApi.uploadImage : chatApi.uploadVideo;
  return apiClient.upload(endpoint, { body, headers: who.headers, signal, onProgress });
}
