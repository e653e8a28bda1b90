import { chatApi, type GuestIdentity } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';

/** Issue 12 POST /api/chat/guest: a new guest identity (public id + server-signed token). */
export const createChatGuest = (): Promise<GuestIdentity> => apiClient.request(chatApi.guest);
