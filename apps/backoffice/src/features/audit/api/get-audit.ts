import { api } from '@wallet/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Entries per page. */
export const AUDIT_PAGE = 100;

/** One page of the audit trail, newest first; `before` the oldest id already shown. */
export const getAudit = (q: string, before: number | undefined) =>
  apiClient.request(api.operatorStaff.audit, {
    query: { limit: AUDIT_PAGE, ...(q ? { q } : {}), ...(before ? { before } : {}) },
  });

/** The trail searched for `q`, page after page ("more" asks for the next older one). */
export function useAudit(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.audit(q),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => getAudit(q, pageParam),
    getNextPageParam: (last) => {
      if (last.entries.length < AUDIT_PAGE) return undefined;
      const oldest = Number(last.entries[last.entries.length - 1]?.id);
      return Number.isFinite(oldest) && oldest > 1 ? oldest : undefined;
    },
  });
}
