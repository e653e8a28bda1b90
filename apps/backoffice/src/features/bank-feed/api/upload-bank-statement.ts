import { api, type BodyOf } from '@wallet/contract';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useInvalidatingMutation, type MutationCallbacks } from '@/lib/react-query';

export type BankStatementUpload = BodyOf<typeof api.operatorBankFeed.statement>;

/** Checks a statement CSV against the lines seen; rows no device forwarded join the queue. */
export const uploadBankStatement = (body: BankStatementUpload) =>
  apiClient.request(api.operatorBankFeed.statement, { body });

export function useUploadBankStatement(
  options: MutationCallbacks<
    Awaited<ReturnType<typeof uploadBankStatement>>,
    BankStatementUpload
  > = {},
) {
  return useInvalidatingMutation(uploadBankStatement, [queryKeys.bankFeed.all], options);
}
