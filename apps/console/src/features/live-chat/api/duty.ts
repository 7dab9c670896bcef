import { chatDutySchema } from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { liveChatKey } from './inbox';

const path = (merchant: string) => `/bo/live-chat/${encodeURIComponent(merchant)}/duty`;
/** The server's duty lasts two minutes; renewing every minute keeps it while the console is open. */
const renewEveryMs = 60_000;

export function useDuty(merchant: string) {
  return useQuery({
    queryKey: [...liveChatKey(merchant), 'duty'],
    queryFn: ({ signal }) => apiRequest(path(merchant), chatDutySchema, { signal }),
    enabled: merchant !== '',
    refetchInterval: 30_000,
  });
}

export function useSetDuty(merchant: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) => apiRequest(path(merchant), chatDutySchema, { method: 'PUT', body: { onDuty } }),
    onSuccess: (duty) => queryClient.setQueryData([...liveChatKey(merchant), 'duty'], duty),
  });
}

/** While the operator is on duty and the screen open, renews the duty so it does not lapse. */
export function useRenewDuty(merchant: string, onDuty: boolean) {
  useEffect(() => {
    if (!onDuty || !merchant) return;
    const timer = setInterval(() => {
      void apiRequest(path(merchant), chatDutySchema, { method: 'PUT', body: { onDuty: true } }).catch(() => undefined);
    }, renewEveryMs);
    return () => clearInterval(timer);
  }, [merchant, onDuty]);
}
