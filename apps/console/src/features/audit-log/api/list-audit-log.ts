import { auditLogPageSchema } from '@croupier/contracts';
import type { AuditLogQuery } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function listAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return apiRequest('/bo/audit', auditLogPageSchema, { query, signal });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['bo', 'audit', query],
    queryFn: ({ signal }) => listAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
