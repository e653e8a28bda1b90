import { api } from '@wallet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { MutationCallbacks } from '@/lib/react-query';

/** Staff notes on a member, newest first. */
export const getMemberNotes = (phone: string, signal?: AbortSignal) =>
  apiClient.request(api.operatorMembers.memberNotes, { params: { phone }, signal });

export function useMemberNotes(phone: string) {
  return useQuery({
    queryKey: queryKeys.member.notes(phone),
    queryFn: ({ signal }) => getMemberNotes(phone, signal),
  });
}

export type AddNoteInput = { text: string };

export const addMemberNote = (phone: string, body: AddNoteInput) =>
  apiClient.request(api.operatorMembers.addMemberNote, { params: { phone }, body });

/** The note is added once the list shows it: the mutation waits for the notes read again. */
export function useAddMemberNote(
  phone: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof addMemberNote>>, AddNoteInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: AddNoteInput) => addMemberNote(phone, body),
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      return client.invalidateQueries({ queryKey: queryKeys.member.notes(phone) });
    },
  });
}
